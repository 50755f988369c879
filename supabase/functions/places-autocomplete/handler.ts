// POST /functions/v1/places-autocomplete {input, sessionToken} (issue 9 item 3, issue 12
// build 2): location suggestions in the Places API (New) autocomplete shape, from the
// provider SEARCH_PROVIDER names (directory_places, or Google's Autocomplete (New)). The
// gateway requires a valid project JWT (verify_jwt on); no per-user check on top: place
// names are public, nothing is counted, and a GoTrue round trip per keystroke would only
// slow the combobox down.
import process from 'node:process';
import { preflight } from '../_shared/cors.ts';
import { MissingEnvError, requireEnv } from '../_shared/env.ts';
import { json } from '../_shared/http.ts';
import { MAX_SUGGESTIONS } from '../_shared/search/directory-suggester.ts';
import { SESSION_TOKEN_PATTERN } from '../_shared/search/google/constants.ts';
import { createPlaceSuggester, SearchConfigError } from '../_shared/search/providers.ts';
import { MAX_TEXT_LENGTH } from '../_shared/search/request.ts';
import type { PlaceSuggester } from '../_shared/search/types.ts';
import { createServiceClient } from '../_shared/supabase/service-client.ts';

const METHODS = ['POST', 'OPTIONS'] as const;
export { MAX_SUGGESTIONS };
export const MIN_INPUT_LENGTH = 2;
/** A body is a few dozen bytes; anything near this is not the app. */
const MAX_BODY_LENGTH = 4_096;

export const autocompleteMessages = {
  invalidBody: 'Send a JSON object with a string "input".',
  tooLong: `"input" must be at most ${MAX_TEXT_LENGTH} characters.`,
  control: '"input" must not contain control characters.',
  sessionToken: '"sessionToken" must be at most 36 letters, digits, "-" or "_".',
  unavailable: 'Suggestions are unavailable right now.',
  methodNotAllowed: 'Method not allowed',
} as const;

function failure(status: number, message: string, extra: Record<string, string> = {}): Response {
  return json({ error: message, message }, status, extra, METHODS);
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** The browser's preferred language ("tr-TR,tr;q=0.9" -> "tr-TR"), when well-formed. */
export function languageOf(req: Request): string | undefined {
  const first = req.headers.get('accept-language')?.split(',')[0]?.split(';')[0]?.trim();
  return first && /^[A-Za-z]{2,3}(-[A-Za-z]{2})?$/.test(first) ? first : undefined;
}

export interface AutocompleteDeps {
  suggester: PlaceSuggester;
}

export function createAutocompleteHandler(getDeps: () => AutocompleteDeps) {
  return async function placesAutocomplete(req: Request): Promise<Response> {
    if (req.method === 'OPTIONS') return preflight(METHODS);
    if (req.method !== 'POST') {
      return failure(405, autocompleteMessages.methodNotAllowed, { Allow: METHODS.join(', ') });
    }

    const text = await req.text().catch(() => '');
    if (text.length > MAX_BODY_LENGTH) return failure(400, autocompleteMessages.tooLong);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return failure(400, autocompleteMessages.invalidBody);
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      return failure(400, autocompleteMessages.invalidBody);
    }
    const { input, sessionToken } = body as { input?: unknown; sessionToken?: unknown };
    if (typeof input !== 'string') return failure(400, autocompleteMessages.invalidBody);
    if (sessionToken !== undefined && sessionToken !== null && typeof sessionToken !== 'string') {
      return failure(400, autocompleteMessages.invalidBody);
    }
    // Google's format for session tokens; a UUID (what the app sends) fits.
    if (typeof sessionToken === 'string' && !SESSION_TOKEN_PATTERN.test(sessionToken)) {
      return failure(400, autocompleteMessages.sessionToken);
    }
    if ([...input].length > MAX_TEXT_LENGTH) return failure(400, autocompleteMessages.tooLong);
    if (CONTROL.test(input)) return failure(400, autocompleteMessages.control);
    if ([...input.trim()].length < MIN_INPUT_LENGTH)
      return json({ suggestions: [] }, 200, {}, METHODS);

    let deps: AutocompleteDeps;
    try {
      deps = getDeps();
    } catch (error) {
      const known = error instanceof MissingEnvError || error instanceof SearchConfigError;
      console.error(
        '[places-autocomplete] configuration error:',
        known ? (error as Error).message : error,
      );
      return failure(500, autocompleteMessages.unavailable);
    }
    let suggestions;
    try {
      suggestions = await deps.suggester.suggest(input, {
        sessionToken: typeof sessionToken === 'string' ? sessionToken : undefined,
        languageCode: languageOf(req),
      });
    } catch (error) {
      console.error(`[places-autocomplete] ${deps.suggester.name} failed:`, error);
      return failure(502, autocompleteMessages.unavailable);
    }
    return json({ suggestions: suggestions.slice(0, MAX_SUGGESTIONS) }, 200, {}, METHODS);
  };
}

/** The deployed handler: the provider SEARCH_PROVIDER names, secrets from the environment. */
export default createAutocompleteHandler(() => {
  const env = requireEnv('SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY');
  const client = createServiceClient({
    supabaseUrl: env.SUPABASE_URL,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
  });
  return { suggester: createPlaceSuggester(process.env.SEARCH_PROVIDER, client) };
});
