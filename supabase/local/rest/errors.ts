import { isPostgresError } from '../db/types.ts';

/**
 * A PostgREST error answer. PostgREST always sends the four keys (null when
 * absent), in this order, as `application/json; charset=utf-8`, plus a
 * `Proxy-Status` header naming the code.
 */
export class PgrstError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'PgrstError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
    this.headers = headers;
  }

  body(): string {
    return JSON.stringify({
      code: this.code,
      details: this.details,
      hint: this.hint,
      message: this.message,
    });
  }
}

export function errorResponse(error: PgrstError): Response {
  return new Response(error.body(), {
    status: error.status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Proxy-Status': `PostgREST; error=${error.code}`,
      ...error.headers,
    },
  });
}

// ---------------------------------------------------------------- request errors (PGRST1xx)

/**
 * PGRST100. PostgREST's message is Parsec's position line, e.g.
 * `"failed to parse filter (noop.0)" (line 1, column 6)`; details say what was
 * unexpected. We reproduce the first exactly and the second in spirit.
 */
export function parseError(
  what: string,
  input: string,
  column: number,
  details: string,
): PgrstError {
  return new PgrstError(
    400,
    'PGRST100',
    `"failed to parse ${what} (${input})" (line 1, column ${column})`,
    details,
  );
}

export function invalidBody(message: string): PgrstError {
  return new PgrstError(400, 'PGRST102', message);
}

export function unacceptableSchema(schema: string): PgrstError {
  return new PgrstError(
    406,
    'PGRST106',
    `Invalid schema: ${schema}`,
    null,
    'Only the following schemas are exposed: public',
  );
}

export function mediaTypeError(types: string[]): PgrstError {
  return new PgrstError(
    406,
    'PGRST107',
    `None of these media types are available: ${types.join(', ')}`,
  );
}

export function invalidRpcMethod(method: string): PgrstError {
  return new PgrstError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
}

export function singularityError(rows: number): PgrstError {
  return new PgrstError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}

export function notEmbedded(resource: string): PgrstError {
  return new PgrstError(
    400,
    'PGRST108',
    `'${resource}' is not an embedded resource in this request`,
    null,
    `Verify that '${resource}' is included in the 'select' query parameter.`,
  );
}

export function unsupportedMethod(method: string): PgrstError {
  return new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

export function invalidRange(details: string): PgrstError {
  return new PgrstError(416, 'PGRST103', 'Requested range not satisfiable', details);
}

export function maxAffectedViolation(rows: number): PgrstError {
  return new PgrstError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${rows} rows`,
  );
}

/**
 * PGRST127 is PostgREST's own "Feature not implemented" (400). The stand-in
 * uses it for every part of PostgREST's grammar it does not emulate, so a
 * caller gets a clear refusal instead of a silently different answer.
 */
export function notImplemented(details: string): PgrstError {
  return new PgrstError(
    400,
    'PGRST127',
    'Feature not implemented',
    `${details} (not supported by the local stand-in)`,
  );
}

// ---------------------------------------------------------------- schema cache errors (PGRST2xx)

export function noRelationship(parent: string, child: string): PgrstError {
  return new PgrstError(
    400,
    'PGRST200',
    `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
    `Searched for a foreign key relationship between '${parent}' and '${child}' in the schema 'public', but no matches were found.`,
  );
}

export function ambiguousRelationship(parent: string, child: string): PgrstError {
  return new PgrstError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent}' and '${child}'`,
  );
}

export function noFunction(name: string, argNames: string[], hint: string | null): PgrstError {
  const params = argNames.length === 0 ? ' without parameters' : `(${argNames.join(', ')})`;
  const detailParams =
    argNames.length === 0
      ? ' without parameters'
      : ` with parameter${argNames.length > 1 ? 's' : ''} ${argNames.join(', ')}`;
  return new PgrstError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${params} in the schema cache`,
    `Searched for the function public.${name}${detailParams} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    hint,
  );
}

export function ambiguousFunction(candidates: string[]): PgrstError {
  return new PgrstError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${candidates.join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

export function columnNotFound(table: string, column: string): PgrstError {
  return new PgrstError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  );
}

export function tableNotFound(table: string, hint: string | null): PgrstError {
  return new PgrstError(
    404,
    'PGRST205',
    `Could not find the table 'public.${table}' in the schema cache`,
    null,
    hint,
  );
}

// ---------------------------------------------------------------- JWT errors (PGRST3xx)

function invalidToken(code: string, message: string): PgrstError {
  return new PgrstError(401, code, message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(message)}`,
  });
}

/** PostgREST 13+ wording, chosen by what is wrong with the token. */
export function jwtDecodeError(token: string): PgrstError {
  if (token === '') return invalidToken('PGRST301', 'Empty JWT is sent in Authorization header');
  const parts = token.split('.').length;
  if (parts !== 3) return invalidToken('PGRST301', `Expected 3 parts in JWT; got ${parts}`);
  return invalidToken('PGRST301', 'JWT cryptographic operation failed');
}

/** PGRST303: a claim PostgREST validates is wrong ("JWT expired", "JWT not yet valid", ...). */
export function jwtClaimsError(message: string): PgrstError {
  return invalidToken('PGRST303', message);
}

// ---------------------------------------------------------------- Postgres errors

/**
 * SQLSTATE to HTTP status, as PostgREST's `mapSQLtoHTTP`. `authed` means the
 * request's role is not the anonymous role (decides 401 vs 403 for 42501).
 */
export function statusForSqlState(code: string, message: string, authed: boolean): number {
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023')
    return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  if (code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === '42501') return authed ? 403 : 401;
  if (code === '53400') return 500;
  if (code === '57P01') return 503;
  if (code === 'P0001') return 400;
  if (code.startsWith('PT')) {
    const status = Number(code.slice(2));
    return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500;
  }
  const cls = code.slice(0, 2);
  if (cls === '08' || cls === '53') return 503;
  if (
    [
      '09',
      '25',
      '2D',
      '38',
      '39',
      '3B',
      '40',
      '54',
      '55',
      '57',
      '58',
      'F0',
      'HV',
      'P0',
      'XX',
    ].includes(cls)
  )
    return 500;
  if (cls === '0L' || cls === '0P' || cls === '28') return 403;
  return 400;
}

interface RaisePgrstMessage {
  code: string;
  message: string;
  details?: string | null;
  hint?: string | null;
}

/**
 * `RAISE SQLSTATE 'PGRST' USING message = '{"code":..,"message":..}', detail =
 * '{"status":..,"headers":{..}}'`: PostgREST's way to control the whole answer.
 */
function raisePgrst(message: string, detail: string | undefined): PgrstError {
  let body: RaisePgrstMessage;
  try {
    body = JSON.parse(message) as RaisePgrstMessage;
    if (
      typeof body !== 'object' ||
      body === null ||
      typeof body.code !== 'string' ||
      typeof body.message !== 'string'
    ) {
      throw new Error('bad shape');
    }
  } catch {
    return new PgrstError(
      500,
      'PGRST121',
      `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`,
      `Invalid JSON value for MESSAGE: '${message}'`,
      "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.",
    );
  }
  const detailsFail = (details: string) =>
    new PgrstError(
      500,
      'PGRST121',
      `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`,
      details,
      "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.",
    );
  if (detail === undefined) return detailsFail('DETAIL is missing in the RAISE statement');
  let meta: { status: number; headers: Record<string, string> };
  try {
    meta = JSON.parse(detail) as typeof meta;
    if (
      typeof meta.status !== 'number' ||
      typeof meta.headers !== 'object' ||
      meta.headers === null
    ) {
      throw new Error('bad shape');
    }
  } catch {
    return detailsFail(`Invalid JSON value for DETAIL: '${detail}'`);
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(meta.headers)) headers[name] = String(value);
  return new PgrstError(
    meta.status,
    body.code,
    body.message,
    body.details ?? null,
    body.hint ?? null,
    headers,
  );
}

/** Turns whatever a query threw into PostgREST's answer; unknown throwables are re-thrown. */
export function fromPostgresError(error: unknown, authed: boolean): PgrstError {
  if (error instanceof PgrstError) return error;
  if (!isPostgresError(error) || !error.code) throw error;
  if (error.code === 'PGRST') return raisePgrst(error.message, error.detail);
  const status = statusForSqlState(error.code, error.message, authed);
  return new PgrstError(
    status,
    error.code,
    error.message,
    error.detail || null,
    error.hint || null,
    status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {},
  );
}
