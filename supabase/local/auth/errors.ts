/**
 * GoTrue's error responses (supabase/auth internal/api/errors.go,
 * HandleResponseError). The body depends on the request's
 * X-Supabase-Api-Version header: with 2024-01-01 or later it is
 * `{"code": "<error_code>", "message": "..."}` and the header is echoed back;
 * without it GoTrue answers the older `{"code": <status>, "error_code", "msg"}`.
 * auth-js reads `error.code` from the newer shape only when the response
 * carries the version header.
 */
export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION_2024_01_01 = '2024-01-01';

export class AuthApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AuthApiError';
  }
}

/** GoTrue's WeakPasswordError: 422 weak_password with the failed rules. */
export class WeakPasswordError extends Error {
  constructor(
    message: string,
    readonly reasons: string[],
  ) {
    super(message);
    this.name = 'WeakPasswordError';
  }
}

export const badRequest = (code: string, message: string) => new AuthApiError(400, code, message);
export const unauthorized = (code: string, message: string) => new AuthApiError(401, code, message);
export const forbidden = (code: string, message: string) => new AuthApiError(403, code, message);
export const notFound = (code: string, message: string) => new AuthApiError(404, code, message);
export const unprocessable = (code: string, message: string) =>
  new AuthApiError(422, code, message);
export const tooManyRequests = (code: string, message: string) =>
  new AuthApiError(429, code, message);
export const internalError = (message: string) =>
  new AuthApiError(500, 'unexpected_failure', message);

/**
 * GoTrue's DetermineClosestAPIVersion: a YYYY-MM-DD date picks the newest API
 * version not after it. Only 2024-01-01 exists; anything else (absent, older,
 * malformed) is the initial version.
 */
export function requestedApiVersion(headers: Headers): '2024-01-01' | null {
  const value = headers.get(API_VERSION_HEADER)?.trim();
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(date)) return null;
  return date >= Date.parse('2024-01-01T00:00:00Z') ? API_VERSION_2024_01_01 : null;
}

export function errorResponse(request: Request, error: unknown): Response {
  const version = requestedApiVersion(request.headers);
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (version) headers.set(API_VERSION_HEADER, version);

  if (error instanceof WeakPasswordError) {
    // GoTrue sets x-sb-error-code for weak passwords only in the pre-2024 branch.
    const weak_password = { reasons: error.reasons };
    if (version) {
      return respond(
        422,
        { code: 'weak_password', message: error.message, weak_password },
        headers,
      );
    }
    headers.set('x-sb-error-code', 'weak_password');
    return respond(
      422,
      { code: 422, error_code: 'weak_password', msg: error.message, weak_password },
      headers,
    );
  }

  if (!(error instanceof AuthApiError)) {
    // GoTrue's handleResponseErrorDefault: no error-code header, no error_id.
    console.error('[auth] unexpected error:', error);
    const message = 'Unexpected failure, please check server logs for more information';
    const body = version
      ? { code: 'unexpected_failure', message }
      : { code: 500, error_code: 'unexpected_failure', msg: message };
    return respond(500, body, headers);
  }

  headers.set('x-sb-error-code', error.code);
  if (version) return respond(error.status, { code: error.code, message: error.message }, headers);
  const legacy: Record<string, unknown> = {
    code: error.status,
    error_code: error.code,
    msg: error.message,
  };
  if (error.status >= 500) legacy.error_id = crypto.randomUUID();
  return respond(error.status, legacy, headers);
}

/** chi's default answer for a path no route matches (GoTrue registers no NotFound handler). */
export function routeNotFound(): Response {
  return new Response('404 page not found\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  });
}

/** chi's answer for a known path with another method: 405, empty body. */
export function methodNotAllowed(allowed: string[]): Response {
  return new Response(null, { status: 405, headers: { Allow: allowed.join(', ') } });
}

function respond(status: number, body: unknown, headers: Headers): Response {
  return new Response(JSON.stringify(body), { status, headers });
}
