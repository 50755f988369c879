import { act, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';

/**
 * Spec 9's timed messages, under fake timers: the alert says `text`, is still the same
 * alert after 4 seconds and is gone after 5.
 */
export async function expectAlertForFiveSeconds(text: string) {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(text);
  act(() => vi.advanceTimersByTime(4_000));
  expect(screen.getByRole('alert')).toBe(alert);
  act(() => vi.advanceTimersByTime(1_100));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
}
