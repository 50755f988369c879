import type { StackConfig, StatementTimeouts } from '../config.ts';
import { runAsRequest } from '../db/request-context.ts';
import type { Database } from '../db/types.ts';
import { authenticate, type RequestIdentity } from './authenticate.ts';
import {
  columnNotFound,
  errorResponse,
  fromPostgresError,
  invalidRange,
  invalidRpcMethod,
  maxAffectedViolation,
  notImplemented,
  PgrstError,
  singularityError,
  tableNotFound,
  unacceptableSchema,
  unsupportedMethod,
} from './errors.ts';
import { checkContentType, parsePayload } from './payload.ts';
import {
  negotiateMedia,
  parsePreferences,
  type Preferences,
  type ResponseMedia,
} from './preferences.ts';
import { parseQueryParams, type QueryParams } from './query-params.ts';
import { resolveRoutine, routineNotFound } from './routines.ts';
import { closestName, SchemaCache, type SchemaSnapshot, type Table } from './schema-cache.ts';
import {
  callStatement,
  deleteStatement,
  insertStatement,
  readStatement,
  updateStatement,
  type Statement,
  type StatementResult,
} from './statements.ts';

/**
 * The PostgREST part of the local Supabase stand-in (/rest/v1). Each request
 * is authenticated from its JWT, parsed with PostgREST's grammar, turned into
 * one parameterised statement and run in one transaction under the request's
 * role, so RLS, grants and triggers decide exactly as on Supabase.
 */
export function createRestHandler(deps: {
  db: Database;
  config: StackConfig;
  /** PostgREST's db-max-rows: supabase/config.toml's api.max_rows, 1000 as on hosted Supabase. */
  maxRows?: number;
}): (req: Request, subpath: string) => Promise<Response> {
  const cache = new SchemaCache(deps.db);
  const maxRows = deps.maxRows ?? DEFAULT_MAX_ROWS;
  return async (req, subpath) => {
    let identity: RequestIdentity | null = null;
    try {
      identity = await authenticate(req, deps.db, deps.config);
      const timeouts = deps.config.statementTimeouts;
      return await handle(deps.db, cache, identity, req, subpath, maxRows, timeouts);
    } catch (error) {
      try {
        return errorResponse(fromPostgresError(error, identity?.authed ?? false));
      } catch {
        // A bug of the stand-in, not a database answer: still the four keys, so the app shows something.
        console.error('[rest] unexpected error:', error);
        const details = error instanceof Error ? error.message : String(error);
        return errorResponse(
          new PgrstError(500, 'PGRSTX00', 'Internal error in the local rest emulation', details),
        );
      }
    }
  };
}

interface Context {
  db: Database;
  cache: SchemaCache;
  identity: RequestIdentity;
  req: Request;
  subpath: string;
  query: QueryParams;
  prefs: Preferences;
  maxRows: number;
  timeouts: StatementTimeouts;
}

const DEFAULT_MAX_ROWS = 1000;

/** Reads and function results are cut at max-rows, as PostgREST's db-max-rows does (writes are not). */
function capped(limit: number | undefined, maxRows: number): number {
  return Math.min(limit ?? Infinity, maxRows);
}

async function handle(
  db: Database,
  cache: SchemaCache,
  identity: RequestIdentity,
  req: Request,
  subpath: string,
  maxRows: number,
  timeouts: StatementTimeouts,
): Promise<Response> {
  const method = req.method.toUpperCase();
  const reading = method === 'GET' || method === 'HEAD';
  const profile = req.headers.get(reading ? 'accept-profile' : 'content-profile');
  if (profile !== null && profile.trim() !== 'public') throw unacceptableSchema(profile.trim());

  const segments = subpath.split('/').filter(Boolean).map(decodeSegment);
  if (segments.length === 0) throw notImplemented('The OpenAPI root endpoint');
  const search = new URL(req.url).searchParams;
  // Supabase's gateway takes the API key from the query string and hides it from PostgREST.
  search.delete('apikey');
  const query = parseQueryParams(search, reading && segments[0] === 'rpc');
  const prefs = parsePreferences(req.headers.get('prefer'));
  const ctx: Context = { db, cache, identity, req, subpath, query, prefs, maxRows, timeouts };

  if (segments[0] === 'rpc' && segments.length === 2)
    return callRoutine(ctx, segments[1] as string, method);
  if (segments.length !== 1)
    throw new PgrstError(404, 'PGRST125', 'Invalid path specified in request URL');

  const name = segments[0] as string;
  const { schema, found: table } = await cache.lookup((snapshot) => snapshot.tables.get(name));
  if (!table) throw tableNotFound(name, hintForTable(schema, name));

  switch (method) {
    case 'GET':
    case 'HEAD':
      return read(ctx, schema, table, method === 'HEAD');
    case 'POST':
      return insert(ctx, table);
    case 'PATCH':
      return update(ctx, table);
    case 'DELETE':
      return remove(ctx, schema, table);
    case 'PUT':
      throw notImplemented('PUT (single-row upsert)');
    default:
      throw unsupportedMethod(method);
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new PgrstError(404, 'PGRST125', 'Invalid path specified in request URL');
  }
}

/**
 * Builds a statement from the cached schema; when that fails because the
 * cache does not know a relationship (an embed added since it was loaded),
 * reloads it once and builds again, so a stale cache never answers PGRST200.
 */
async function build(
  ctx: Context,
  schema: SchemaSnapshot,
  make: (schema: SchemaSnapshot) => Statement,
): Promise<Statement> {
  try {
    return make(schema);
  } catch (error) {
    if (!(error instanceof PgrstError) || (error.code !== 'PGRST200' && error.code !== 'PGRST201'))
      throw error;
    return make(await ctx.cache.reload());
  }
}

function hintForTable(schema: SchemaSnapshot, name: string): string | null {
  const closest = closestName(name, schema.tables.keys());
  return closest ? `Perhaps you meant the table 'public.${closest}'` : null;
}

function lowerCaseHeaders(headers: Headers): Record<string, string> {
  const result: Record<string, string> = {};
  headers.forEach((value, key) => {
    result[key.toLowerCase()] = value;
  });
  return result;
}

/** Runs one statement as the request, in one transaction; `check` may throw to roll it back. */
async function run(
  ctx: Context,
  statement: Statement,
  readOnly: boolean,
  check: (result: StatementResult) => void = () => undefined,
): Promise<StatementResult> {
  return runAsRequest(
    ctx.db,
    {
      claims: ctx.identity.claims,
      method: ctx.req.method.toUpperCase(),
      path: ctx.subpath,
      headers: lowerCaseHeaders(ctx.req.headers),
      readOnly,
      // The role's statement_timeout, as Supabase sets it on anon / authenticated.
      timeoutMs:
        ctx.timeouts[ctx.identity.claims.role as keyof StatementTimeouts] ?? ctx.timeouts.anon,
    },
    async (tx) => {
      const { rows } = await tx.query<StatementResult>(statement.sql, statement.params);
      const result = rows[0] ?? { total: null, page_total: 0, body: '', inserted: null };
      const normalised: StatementResult = {
        total: result.total === null ? null : Number(result.total),
        page_total: Number(result.page_total),
        body: result.body,
        inserted: result.inserted === null ? null : Number(result.inserted),
      };
      check(normalised);
      return normalised;
    },
  );
}

function wantsCount(prefs: Preferences): boolean {
  // planned and estimated counts are answered with the exact count: close enough for a local stack.
  return prefs.count !== undefined;
}

function appliedHeader(prefs: Preferences, names: string[]): Record<string, string> {
  const applied = prefs.applied.filter((pref) => names.some((name) => pref.startsWith(`${name}=`)));
  return applied.length > 0 ? { 'Preference-Applied': applied.join(', ') } : {};
}

function singleCheck(media: ResponseMedia | null): (result: StatementResult) => void {
  return (result) => {
    if (media?.single && result.page_total !== 1) throw singularityError(result.page_total);
  };
}

/** PostgREST's Content-Range: `lower-upper/total`, `*` for an empty range or an unknown total. */
function contentRange(lower: number, count: number, total: number | null): string {
  const upper = lower + count - 1;
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total ?? '*'}`;
}

// ---------------------------------------------------------------- read

async function read(
  ctx: Context,
  schema: SchemaSnapshot,
  table: Table,
  head: boolean,
): Promise<Response> {
  const media = negotiateMedia(ctx.req.headers.get('accept'));
  const countTotal = wantsCount(ctx.prefs);
  const requested = withRangeHeader(ctx.query, ctx.req.headers.get('range'));
  const range = { offset: requested.offset, limit: capped(requested.limit, ctx.maxRows) };
  const statement = await build(ctx, schema, (fresh) =>
    readStatement(
      fresh,
      fresh.tables.get(table.name) ?? table,
      { ...ctx.query, ...range },
      media,
      countTotal,
    ),
  );
  const result = await run(ctx, statement, true, singleCheck(media));

  const lower = range.offset;
  const total = result.total;
  let status = 200;
  if (total !== null) {
    if (lower > total) {
      throw invalidRange(`An offset of ${lower} was requested, but there are only ${total} rows.`);
    }
    if (result.page_total < total) status = 206;
  }
  const headers: Record<string, string> = {
    'Content-Range': contentRange(lower, result.page_total, total),
    'Content-Location': `/${table.name}${ctx.query.canonical ? `?${ctx.query.canonical}` : ''}`,
    'Content-Type': media.contentType,
    ...appliedHeader(ctx.prefs, ['count']),
  };
  return new Response(head ? null : result.body, { status, headers });
}

/**
 * A `Range: 0-9` request header narrows limit/offset (PostgREST intersects the
 * two); a header that does not match `first-[last]` is ignored, as there.
 */
export function withRangeHeader(
  query: Pick<QueryParams, 'limit' | 'offset'>,
  header: string | null,
): { limit?: number; offset: number } {
  const match = header === null ? null : /^(\d+)-(\d*)$/.exec(header.trim());
  if (!match) return { limit: query.limit, offset: query.offset };
  const first = Number(match[1]);
  const last = match[2] === '' || match[2] === undefined ? Infinity : Number(match[2]);
  if (first > last) {
    throw invalidRange(
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    );
  }
  const queryLast = query.limit === undefined ? Infinity : query.offset + query.limit - 1;
  const lower = Math.max(first, query.offset);
  const upper = Math.min(last, queryLast);
  if (upper === Infinity) return { offset: lower };
  return { offset: lower, limit: Math.max(upper - lower + 1, 0) };
}

// ---------------------------------------------------------------- writes

function returnShape(ctx: Context): { media: ResponseMedia | null; representation: boolean } {
  const accept = ctx.req.headers.get('accept');
  const media = negotiateMedia(accept);
  const representation = ctx.prefs.return === 'representation';
  return { media: representation || media.single ? media : null, representation };
}

function checkColumns(table: Table, columns: string[]): void {
  for (const column of columns) {
    if (!table.columns.some((candidate) => candidate.name === column))
      throw columnNotFound(table.name, column);
  }
}

/** Column checks against the cache, reloading it once if the payload names a column it does not know. */
async function tableWithColumns(
  ctx: Context,
  table: Table,
  columns: string[],
): Promise<{ schema: SchemaSnapshot; table: Table }> {
  const { schema, found } = await ctx.cache.lookup((snapshot) => {
    const fresh = snapshot.tables.get(table.name);
    return fresh &&
      columns.every((column) => fresh.columns.some((candidate) => candidate.name === column))
      ? fresh
      : undefined;
  });
  const fresh = found ?? schema.tables.get(table.name);
  if (!fresh) throw tableNotFound(table.name, null);
  checkColumns(fresh, columns);
  return { schema, table: fresh };
}

function mutationChecks(
  ctx: Context,
  media: ResponseMedia | null,
): (result: StatementResult) => void {
  const single = singleCheck(media);
  return (result) => {
    single(result);
    if (
      ctx.prefs.handling === 'strict' &&
      ctx.prefs.maxAffected !== undefined &&
      result.page_total > ctx.prefs.maxAffected
    ) {
      throw maxAffectedViolation(result.page_total);
    }
  };
}

function writeResponse(
  ctx: Context,
  status: number,
  result: StatementResult,
  shape: { media: ResponseMedia | null; representation: boolean },
  range: string,
  applied: string[],
): Response {
  const headers: Record<string, string> = {
    'Content-Range': range,
    ...appliedHeader(ctx.prefs, applied),
  };
  if (shape.representation && shape.media) {
    headers['Content-Type'] = shape.media.contentType;
    return new Response(result.body, { status, headers });
  }
  // return=minimal (the default): no body. PostgREST answers 204 for updates and deletes.
  return new Response(null, { status: status === 200 ? 204 : status, headers });
}

async function insert(ctx: Context, cached: Table): Promise<Response> {
  checkContentType(ctx.req.headers.get('content-type'));
  const shape = returnShape(ctx);
  const payload = parsePayload(await ctx.req.text(), ctx.query.columns);
  const { schema, table } = await tableWithColumns(ctx, cached, payload.keys);

  let conflict: { target: string[]; action: 'merge' | 'ignore' } | undefined;
  const target =
    ctx.query.onConflict ?? (table.primaryKey.length > 0 ? table.primaryKey : undefined);
  // on_conflict only matters together with a resolution preference, as in PostgREST.
  if (ctx.prefs.resolution && target) {
    conflict = { target, action: ctx.prefs.resolution === 'merge-duplicates' ? 'merge' : 'ignore' };
  }
  const statement = await build(ctx, schema, (schema) =>
    insertStatement(
      schema,
      table,
      {
        rows: payload.rows,
        columns: payload.keys,
        missingDefault: ctx.prefs.missing === 'default',
        conflict,
      },
      shape.representation && shape.media
        ? { select: ctx.query.select, media: shape.media, embedded: ctx.query.embedded }
        : null,
    ),
  );
  const result = await run(ctx, statement, false, mutationChecks(ctx, shape.media));
  const status = conflict?.action === 'merge' && result.inserted === 0 ? 200 : 201;
  const total = wantsCount(ctx.prefs) ? result.page_total : null;
  const range = contentRange(1, 0, total);
  const headers: Record<string, string> = {
    'Content-Range': range,
    ...appliedHeader(ctx.prefs, [
      'return',
      'count',
      'missing',
      'handling',
      ...(conflict ? ['resolution'] : []),
    ]),
  };
  if (shape.representation && shape.media) {
    headers['Content-Type'] = shape.media.contentType;
    return new Response(result.body, { status, headers });
  }
  return new Response(null, { status, headers });
}

function refuseUnfiltered(ctx: Context, command: 'UPDATE' | 'DELETE'): void {
  if (ctx.query.limit !== undefined || ctx.query.offset > 0)
    throw notImplemented(`limit/offset on ${command}`);
  if (ctx.query.order.length > 0) throw notImplemented(`order on ${command}`);
  // Supabase loads pg-safeupdate for API requests: a statement without WHERE fails before RLS runs.
  if (ctx.query.filters.length === 0 && ctx.query.logic.length === 0) {
    throw new PgrstError(400, '21000', `${command} requires a WHERE clause`);
  }
}

async function update(ctx: Context, cached: Table): Promise<Response> {
  checkContentType(ctx.req.headers.get('content-type'));
  const shape = returnShape(ctx);
  const payload = parsePayload(await ctx.req.text(), ctx.query.columns);
  const { schema, table } = await tableWithColumns(ctx, cached, payload.keys);
  const row = payload.rows[0] ?? {};
  const total = wantsCount(ctx.prefs);
  const returning =
    shape.representation && shape.media
      ? { select: ctx.query.select, media: shape.media, embedded: ctx.query.embedded }
      : null;

  if (payload.keys.length === 0) {
    // An empty body updates nothing: PostgREST answers without running an UPDATE.
    const empty: StatementResult = {
      total: null,
      page_total: 0,
      body: shape.media?.single ? 'null' : '[]',
      inserted: null,
    };
    mutationChecks(ctx, shape.media)(empty);
    return writeResponse(ctx, 200, empty, shape, contentRange(0, 0, total ? 0 : null), [
      'return',
      'count',
    ]);
  }
  refuseUnfiltered(ctx, 'UPDATE');
  const statement = await build(ctx, schema, (fresh) =>
    updateStatement(fresh, table, row, payload.keys, ctx.query, returning),
  );
  const result = await run(ctx, statement, false, mutationChecks(ctx, shape.media));
  return writeResponse(
    ctx,
    200,
    result,
    shape,
    contentRange(0, result.page_total, total ? result.page_total : null),
    ['return', 'count', 'handling', 'max-affected'],
  );
}

async function remove(ctx: Context, schema: SchemaSnapshot, table: Table): Promise<Response> {
  const shape = returnShape(ctx);
  refuseUnfiltered(ctx, 'DELETE');
  const returning =
    shape.representation && shape.media
      ? { select: ctx.query.select, media: shape.media, embedded: ctx.query.embedded }
      : null;
  const statement = await build(ctx, schema, (fresh) =>
    deleteStatement(fresh, table, ctx.query, returning),
  );
  const result = await run(ctx, statement, false, mutationChecks(ctx, shape.media));
  const total = wantsCount(ctx.prefs) ? result.page_total : null;
  return writeResponse(ctx, 200, result, shape, contentRange(1, 0, total), [
    'return',
    'count',
    'handling',
    'max-affected',
  ]);
}

// ---------------------------------------------------------------- rpc

async function callRoutine(ctx: Context, name: string, method: string): Promise<Response> {
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') throw invalidRpcMethod(method);
  const isPost = method === 'POST';
  let args: Record<string, unknown>;
  if (isPost) {
    checkContentType(ctx.req.headers.get('content-type'));
    const payload = parsePayload(await ctx.req.text(), ctx.query.columns, true);
    if (!payload.isObject) throw notImplemented('An RPC body that is not one JSON object');
    const row = payload.rows[0] ?? {};
    args = Object.fromEntries(payload.keys.map((key) => [key, row[key] ?? null]));
  } else {
    args = Object.fromEntries(ctx.query.rpcParams);
  }
  const keys = Object.keys(args);

  const { schema, found } = await ctx.cache.lookup((snapshot) =>
    resolveRoutine(snapshot, name, keys, isPost),
  );
  if (!found) throw routineNotFound(schema, name, keys);
  if (!isPost && found.routine.volatility === 'v') throw invalidRpcMethod(method);
  if (ctx.query.select.some((item) => item.kind === 'embed'))
    throw notImplemented('Embedding on a function result');

  const media = negotiateMedia(ctx.req.headers.get('accept'));
  const countTotal = wantsCount(ctx.prefs);
  const statement = callStatement(
    schema,
    { routine: found.routine, args, rawBody: found.rawBody },
    { ...ctx.query, limit: capped(ctx.query.limit, ctx.maxRows) },
    media,
    countTotal,
  );
  const result = await run(ctx, statement, !isPost, (res) => {
    if (!found.routine.returnsVoid) singleCheck(media)(res);
  });

  const headers: Record<string, string> = {
    'Content-Range': contentRange(ctx.query.offset, result.page_total, result.total),
    ...appliedHeader(ctx.prefs, ['count']),
  };
  if (found.routine.returnsVoid) return new Response(null, { status: 204, headers });
  headers['Content-Type'] = media.contentType;
  return new Response(method === 'HEAD' ? null : result.body, { status: 200, headers });
}
