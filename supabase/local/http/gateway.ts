import { json } from './json.ts';

/**
 * The checks Supabase's API gateway (Kong) makes before a request reaches a
 * service, shared by every route of the stand-in.
 */

/**
 * Largest request body accepted: 10 MiB. Hosted Supabase publishes no figure for
 * /rest/v1; this is far above the app's largest write (a few thousand list items
 * in one insert is about 2 MB of JSON) and small enough that one request cannot
 * bloat the process.
 */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** Kong's request-size-limiting answer. */
export function payloadTooLarge(): Response {
  return json({ message: 'Request size limit exceeded' }, 413);
}

/**
 * A path whose percent-encoding does not decode (`%E0%A4%A`) is a bad request
 * before any service sees it, as nginx in front of Kong answers it; no handler
 * has to guard its own decodeURIComponent.
 */
export function malformedPath(pathname: string): Response | null {
  try {
    decodeURIComponent(pathname);
    return null;
  } catch {
    return json({ message: 'Bad Request: the path has a malformed percent-encoding' }, 400);
  }
}

/**
 * Kong's key-auth: the key is the `apikey` header or, without one, the `apikey`
 * query parameter, and must be one of the project's keys.
 */
export function checkApiKey(
  req: Request,
  searchParams: URLSearchParams,
  validKeys: readonly string[],
): Response | null {
  const key = req.headers.get('apikey') ?? searchParams.get('apikey');
  if (!key) {
    return json(
      {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      },
      401,
    );
  }
  if (!validKeys.includes(key)) {
    return json(
      {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      },
      401,
    );
  }
  return null;
}
