// Which provider answers, from the functions' SEARCH_PROVIDER secret (default
// `directory`): the `search` function's rows and the `places-autocomplete` function's
// suggestions come from the same source. `google` needs the GOOGLE_PLACES_API_KEY secret.
import { enrichRows } from '../enrich/enrich-rows.ts';
import { requireEnv } from '../env.ts';
import type { ServiceClient } from '../supabase/service-client.ts';
import { createDirectoryProvider } from './directory-provider.ts';
import { createDirectorySuggester } from './directory-suggester.ts';
import { createGoogleProvider } from './google/google-provider.ts';
import { createGoogleSuggester } from './google/google-suggester.ts';
import type { PlaceSuggester, SearchProvider } from './types.ts';

export const DEFAULT_SEARCH_PROVIDER = 'directory';

const googleKey = () => requireEnv('GOOGLE_PLACES_API_KEY').GOOGLE_PLACES_API_KEY;

interface Source {
  provider: (client: ServiceClient) => SearchProvider;
  suggester: (client: ServiceClient) => PlaceSuggester;
}

const SOURCES: Record<string, Source> = {
  directory: { provider: createDirectoryProvider, suggester: createDirectorySuggester },
  google: {
    provider: () =>
      createGoogleProvider({
        apiKey: googleKey(),
        enrich: enrichRows,
      }),
    suggester: () => createGoogleSuggester({ apiKey: googleKey() }),
  },
};

/** A deployment mistake (an unknown provider name), not a user's. */
export class SearchConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchConfigError';
  }
}

function sourceFor(name: string | undefined): Source {
  const chosen = name?.trim() || DEFAULT_SEARCH_PROVIDER;
  const source = Object.hasOwn(SOURCES, chosen) ? SOURCES[chosen] : undefined;
  if (!source) {
    throw new SearchConfigError(
      `Unknown SEARCH_PROVIDER "${chosen}" (known: ${Object.keys(SOURCES).join(', ')})`,
    );
  }
  return source;
}

/** Throws SearchConfigError for an unknown name, MissingEnvError for a missing secret. */
export function createSearchProvider(
  name: string | undefined,
  client: ServiceClient,
): SearchProvider {
  return sourceFor(name).provider(client);
}

/** The location suggestions of the same provider. */
export function createPlaceSuggester(
  name: string | undefined,
  client: ServiceClient,
): PlaceSuggester {
  return sourceFor(name).suggester(client);
}
