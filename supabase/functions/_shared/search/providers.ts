// Which provider answers, from the functions' SEARCH_PROVIDER secret (default
// `directory`): the `search` function's rows and the `places-autocomplete` function's
// suggestions come from the same source. `google` needs the GOOGLE_PLACES_API_KEY secret;
// GOOGLE_PLACES_API_URL (default Google's) points it at a Places-compatible stand-in.
import process from 'node:process';
import { enrichRows } from '../enrich/enrich-rows.ts';
import { requireEnv } from '../env.ts';
import type { ServiceClient } from '../supabase/service-client.ts';
import { createDirectoryProvider } from './directory-provider.ts';
import { createDirectorySuggester } from './directory-suggester.ts';
import { PLACES_API_BASE_URL } from './google/constants.ts';
import { createGoogleProvider } from './google/google-provider.ts';
import { createGoogleSuggester } from './google/google-suggester.ts';
import { createViewportMemo, postgresViewports, viewportStore } from './google/viewport-memo.ts';
import type { PlaceSuggester, SearchProvider } from './types.ts';

export const DEFAULT_SEARCH_PROVIDER = 'directory';

const googleKey = () => requireEnv('GOOGLE_PLACES_API_KEY').GOOGLE_PLACES_API_KEY;
/** Where the Places API lives, as PADDLE_API_URL says where Paddle does. */
const googleUrl = () => process.env.GOOGLE_PLACES_API_URL?.trim() || PLACES_API_BASE_URL;

interface Source {
  provider: (client: ServiceClient) => SearchProvider;
  suggester: (client: ServiceClient) => PlaceSuggester;
}

/** One per isolate: every search it serves shares the locations' viewports (and the table). */
const VIEWPORTS = createViewportMemo();

const SOURCES: Record<string, Source> = {
  directory: { provider: createDirectoryProvider, suggester: createDirectorySuggester },
  google: {
    provider: (client) =>
      createGoogleProvider({
        apiKey: googleKey(),
        baseUrl: googleUrl(),
        viewports: viewportStore(VIEWPORTS, postgresViewports(client)),
        // A live search answers with what the cache holds; `enrich` crawls the rest.
        enrich: (rows, options) => enrichRows(rows, { ...options, cacheOnly: true }),
      }),
    suggester: () => createGoogleSuggester({ apiKey: googleKey(), baseUrl: googleUrl() }),
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
