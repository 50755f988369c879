import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { routes } from '@/app/routes/routes';
import { AuthProvider } from '@/lib/auth/auth-provider';
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
