import type { StackConfig } from '../config.ts';
import type { Database } from '../db/types.ts';
import { bearerToken, verifyJwt, type JwtClaims } from '../jwt.ts';
import { jwtDecodeError, jwtExpired, PgrstError } from './errors.ts';

export interface RequestIdentity {
  claims: JwtClaims;
  /** Not the anonymous role: decides 401 (anon) or 403 for a permission error, as PostgREST does. */
  authed: boolean;
}

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/**
 * PostgREST's authentication step. The token is the `Authorization: Bearer`
 * one, or the `apikey` header when there is no Authorization (what Supabase's
 * gateway forwards). No token at all: the anonymous role.
 */
export async function authenticate(
  req: Request,
  db: Database,
  config: StackConfig,
): Promise<RequestIdentity> {
  const authorization = req.headers.get('authorization');
  let token: string | null;
  if (authorization !== null) {
    token = bearerToken(req.headers);
    if (token === null && /^bearer\s*$/i.test(authorization.trim())) throw jwtDecodeError('');
  } else {
    token = req.headers.get('apikey') || null;
  }
  if (token === null) return { claims: { role: 'anon' }, authed: false };

  const verified = await verifyJwt(token, config.jwtSecret);
  if (!verified.ok) throw verified.reason === 'expired' ? jwtExpired() : jwtDecodeError(token);
  const { claims } = verified;
  if (!API_ROLES.has(claims.role)) {
    // PostgREST would `SET ROLE` and fail; the stand-in answers the same errors instead of
    // silently running the request as someone else.
    const { rows } = await db.query<{ found: boolean }>(
      'select exists (select 1 from pg_catalog.pg_roles where rolname = $1) as found',
      [claims.role],
    );
    if (rows[0]?.found) {
      throw new PgrstError(403, '42501', `permission denied to set role "${claims.role}"`);
    }
    throw new PgrstError(401, '22023', `role "${claims.role}" does not exist`, null, null, {
      'WWW-Authenticate': 'Bearer',
    });
  }
  return { claims, authed: claims.role !== 'anon' };
}
