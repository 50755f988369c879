import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { routes } from '@/app/routes/routes';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { getQueryClient } from '@/lib/query/query-client';
import { resetSupabaseForTests } from '@/lib/supabase';

export interface RenderAppOptions {
  /** Navigation state of the initial entry (e.g. `{ from }`, `{ showSignup }`). */
  state?: unknown;
}

/**
 * Renders the real app (providers, route table, layouts, guards) at `path` in a memory
 * router. Sign-out's full reload is captured by the returned `reloadTo` spy.
 */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  resetSupabaseForTests();
  const reloadTo = vi.fn<(href: string) => void>();
  const router = createMemoryRouter(routes, {
    initialEntries: [
      {
        pathname: path.split(/[?#]/)[0] ?? path,
        search: path.includes('?') ? `?${path.split('?')[1]}` : '',
        state: options.state ?? null,
      },
    ],
  });
  const utils = render(
    <AuthProvider reloadTo={reloadTo}>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return { ...utils, router, reloadTo };
}

/**
 * Renders `ui` inside the app's query cache (the one the signed-in pages use; setup-tests
 * empties it after each test), for components and hooks rendered outside the route table.
 */
export function renderWithQueryClient(ui: ReactNode) {
  resetSupabaseForTests();
  return render(<QueryClientProvider client={getQueryClient()}>{ui}</QueryClientProvider>);
}
