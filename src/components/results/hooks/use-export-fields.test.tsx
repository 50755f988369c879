import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthContextValue, type User } from '@/lib/auth/auth-context';
import { EXPORT_FIELDS_KEY, useExportFields } from './use-export-fields';

// Issue 20 item 6: the "All fields" choice is remembered per user on this device.

function signedIn(id: string) {
  const value = { user: { id } as User } as AuthContextValue;
  return ({ children }: { children: ReactNode }) => (
    <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
  );
}

describe('useExportFields', () => {
  it("is the spec's eight columns until chosen, then remembers 'all' for that user only", () => {
    const first = renderHook(() => useExportFields(), { wrapper: signedIn('u1') });
    expect(first.result.current[0]).toBe('spec');
    act(() => first.result.current[1]('all'));
    expect(first.result.current[0]).toBe('all');
    expect(window.localStorage.getItem(`${EXPORT_FIELDS_KEY}.u1`)).toBe('all');
    first.unmount();

    expect(renderHook(() => useExportFields(), { wrapper: signedIn('u1') }).result.current[0]).toBe(
      'all',
    );
    expect(renderHook(() => useExportFields(), { wrapper: signedIn('u2') }).result.current[0]).toBe(
      'spec',
    );
  });

  it('falls back to the eight columns when storage is blocked or holds something else', () => {
    window.localStorage.setItem(EXPORT_FIELDS_KEY, 'everything');
    expect(renderHook(() => useExportFields()).result.current[0]).toBe('spec');
  });
});
