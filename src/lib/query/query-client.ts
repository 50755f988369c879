import { QueryClient } from '@tanstack/react-query';

/** A 4xx answer is the server's word (RLS, not found, validation): asking again changes nothing. */
function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * The app's one query cache (server state: lists, list items, the profile). This module is
 * loaded with the profile and the pages that use the cache (one 'query-cache' chunk, see
 * vite.config.ts), never with the public pages' initial JavaScript.
 */
export function createQueryClient(retries = 1): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Pages moved between within half a minute show what they read without a new
        // request; every write of the app invalidates what it changed.
        staleTime: 30_000,
        // One more try for a network or server failure, none for a refusal.
        retry: (failures, error) => failures < retries && !isClientError(error),
        // The app never re-read on focus; live data (contacts, lead status) opts in per query.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

let client: QueryClient | null = null;

export function getQueryClient(): QueryClient {
  return (client ??= createQueryClient());
}

/** Forgets everything cached: sign-out and a switch of account leave nothing of the last user. */
export function clearQueryCache(): void {
  client?.clear();
}

/** A fresh cache per test, without retries (a failure shows at once). */
export function resetQueryClientForTests(): void {
  client?.clear();
  client = createQueryClient(0);
}
