// Which provider answers, from the function's SEARCH_PROVIDER secret (default
// `directory`). A `google` provider joins here later; nothing else changes.
import type { ServiceClient } from '../supabase/service-client.ts';
import { createDirectoryProvider } from './directory-provider.ts';
import type { SearchProvider } from './types.ts';

export const DEFAULT_SEARCH_PROVIDER = 'directory';

const FACTORIES: Record<string, (client: ServiceClient) => SearchProvider> = {
  directory: createDirectoryProvider,
};

/** A deployment mistake (an unknown provider name), not a user's. */
export class SearchConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchConfigError';
  }
}

export function createSearchProvider(
  name: string | undefined,
  client: ServiceClient,
): SearchProvider {
  const chosen = name?.trim() || DEFAULT_SEARCH_PROVIDER;
  const factory = Object.hasOwn(FACTORIES, chosen) ? FACTORIES[chosen] : undefined;
  if (!factory) {
    throw new SearchConfigError(
      `Unknown SEARCH_PROVIDER "${chosen}" (known: ${Object.keys(FACTORIES).join(', ')})`,
    );
  }
  return factory(client);
}
