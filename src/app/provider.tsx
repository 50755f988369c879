import type { ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth/auth-provider';

export function AppProvider({ children }: { children: ReactNode }) {
  // No HelmetProvider: PageMeta uses React 19's own <title>/<meta>/<link> hoisting.
  return <AuthProvider>{children}</AuthProvider>;
}
