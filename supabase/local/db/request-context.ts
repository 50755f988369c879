import type { JwtClaims } from '../jwt.ts';
import type { Database, Queryable } from './types.ts';

export interface RequestContext {
  /** Verified JWT claims; `role` decides the Postgres role (anon, authenticated, service_role). */
  claims: JwtClaims;
  method: string;
  path: string;
  /** Request headers, lower-case names. */
  headers: Record<string, string>;
  readOnly?: boolean;
  /** The role's statement time limit in ms (Supabase: anon 3 s, authenticated 8 s). */
  timeoutMs?: number;
}

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/**
 * Runs `fn` in one transaction under the request's identity, the way PostgREST
 * does: `role`, `request.jwt.claims`, `request.method`, `request.path` and
 * `request.headers` are set with set_config(..., true), so they end with the
 * transaction and RLS sees exactly what it would see on Supabase.
 */
export function runAsRequest<T>(
  db: Database,
  context: RequestContext,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const role = API_ROLES.has(context.claims.role) ? context.claims.role : 'anon';
  return db.transaction(
    async (tx) => {
      await tx.query(
        `select set_config('role', $1, true),
                set_config('request.jwt.claims', $2, true),
                set_config('request.method', $3, true),
                set_config('request.path', $4, true),
                set_config('request.headers', $5, true)`,
        [
          role,
          JSON.stringify(context.claims),
          context.method,
          context.path,
          JSON.stringify(context.headers),
        ],
      );
      return fn(tx);
    },
    { readOnly: context.readOnly, timeoutMs: context.timeoutMs },
  );
}
