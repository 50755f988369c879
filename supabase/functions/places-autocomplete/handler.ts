// POST /functions/v1/places-autocomplete {input, sessionToken} (issue 9 item 3): location
// suggestions in the Places API (New) autocomplete shape, from directory_places. The
// gateway requires a valid project JWT (verify_jwt on); no per-user check on top: place
// names are public, nothing is counted, and a GoTrue round trip per keystroke would only
// slow the combobox down.
import { preflight } from '../_shared/cors.ts';
import { MissingEnvError, requireEnv } from '../_shared/env.ts';
import { json } from '../_shared/http.ts';
import { MAX_TEXT_LENGTH } from '../_shared/search/request.ts';
import { createServiceClient, type ServiceClient } from '../_shared/supabase/service-client.ts';

const METHODS = ['POST', 'OPTIONS'] as const;
export const MAX_SUGGESTIONS = 5;
export const MIN_INPUT_LENGTH = 2;
/** A body is a few dozen bytes; anything near this is not the app. */
const MAX_BODY_LENGTH = 4_096;

export const autocompleteMessages = {
  invalidBody: 'Send a JSON object with a string "input".',
  tooLong: `"input" must be at most ${MAX_TEXT_LENGTH} characters.`,
  control: '"input" must not contain control characters.',
  unavailable: 'Suggestions are unavailable right now.',
  methodNotAllowed: 'Method not allowed',
} as const;

export interface PlacePrediction {
  placePrediction: {
    placeId: string;
    text: { text: string };
    structuredFormat: { mainText: { text: string }; secondaryText: { text: string } };
  };
}

interface PlaceRow {
  label: string;
  city: string;
  district: string | null;
  country: string;
}

function failure(status: number, message: string, extra: Record<string, string> = {}): Response {
  return json({ error: message, message }, status, extra, METHODS);
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export function toPrediction(row: PlaceRow): PlacePrediction {
  return {
    placePrediction: {
      // Stable and meaningful to the directory: the label is the place's key.
      placeId: `directory:${row.label}`,
      text: { text: row.label },
      structuredFormat: {
        mainText: { text: row.district ?? row.city },
        secondaryText: { text: row.district ? `${row.city}, ${row.country}` : row.country },
      },
    },
  };
}

export function createAutocompleteHandler(getDeps: () => { client: ServiceClient }) {
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
    if ([...input].length > MAX_TEXT_LENGTH) return failure(400, autocompleteMessages.tooLong);
    if (CONTROL.test(input)) return failure(400, autocompleteMessages.control);
    if ([...input.trim()].length < MIN_INPUT_LENGTH)
      return json({ suggestions: [] }, 200, {}, METHODS);

    let deps: { client: ServiceClient };
    try {
      deps = getDeps();
    } catch (error) {
      console.error(
        '[places-autocomplete] configuration error:',
        error instanceof MissingEnvError ? error.message : error,
      );
      return failure(500, autocompleteMessages.unavailable);
    }
    let rows: PlaceRow[];
    try {
      rows = await deps.client.rpc<PlaceRow[]>('suggest_places', {
        p_input: input,
        p_limit: MAX_SUGGESTIONS,
      });
    } catch (error) {
      console.error('[places-autocomplete] suggest_places failed:', error);
      return failure(502, autocompleteMessages.unavailable);
    }
    return json(
      { suggestions: rows.slice(0, MAX_SUGGESTIONS).map(toPrediction) },
      200,
      {},
      METHODS,
    );
  };
}

export default createAutocompleteHandler(() => {
  const env = requireEnv('SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY');
  return {
    client: createServiceClient({
      supabaseUrl: env.SUPABASE_URL,
      serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
    }),
  };
});
