import { compactVerify } from 'jose';
import type { StackConfig } from '../config.ts';
import type { Database } from '../db/types.ts';
import { bearerToken, type JwtClaims } from '../jwt.ts';
import { jwtClaimsError, jwtDecodeError, PgrstError } from './errors.ts';

export interface RequestIdentity {
  claims: JwtClaims;
  /** Not the anonymous role: decides 401 (anon) or 403 for a permission error, as PostgREST does. */
  authed: boolean;
}

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);
/** PostgREST accepts exp/nbf/iat within 30 s of its clock. */
const ALLOWED_SKEW_SECONDS = 30;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * PostgREST's authentication step. The token is the `Authorization: Bearer`
 * one, or the `apikey` header when there is no Authorization (what Supabase's
 * gateway forwards). No token at all: the anonymous role. The signature is
 * checked first (PGRST301), then the time and audience claims the way
 * PostgREST checks them (PGRST303), then the role.
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

  const claims = await verifiedClaims(token, config.jwtSecret);
  checkTimeClaims(claims);
  const role =
    claims.role === undefined
      ? 'anon'
      : typeof claims.role === 'string'
        ? claims.role
        : JSON.stringify(claims.role);
  if (!API_ROLES.has(role)) {
    // PostgREST would `SET ROLE` and fail; the stand-in answers the same errors instead of
    // silently running the request as someone else.
    const { rows } = await db.query<{ found: boolean }>(
      'select exists (select 1 from pg_catalog.pg_roles where rolname = $1) as found',
      [role],
    );
    if (rows[0]?.found)
      throw new PgrstError(403, '42501', `permission denied to set role "${role}"`);
    throw new PgrstError(401, '22023', `role "${role}" does not exist`, null, null, {
      'WWW-Authenticate': 'Bearer',
    });
  }
  return { claims: { ...claims, role }, authed: role !== 'anon' };
}

async function verifiedClaims(token: string, secret: string): Promise<JwtClaims> {
  if (token.split('.').length !== 3) throw jwtDecodeError(token);
  let payload: Uint8Array;
  try {
    ({ payload } = await compactVerify(token, encoder.encode(secret), { algorithms: ['HS256'] }));
  } catch {
    throw jwtDecodeError(token);
  }
  let claims: unknown;
  try {
    claims = JSON.parse(decoder.decode(payload));
  } catch {
    throw jwtClaimsError('Parsing claims failed');
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims))
    throw jwtClaimsError('Parsing claims failed');
  return claims as JwtClaims;
}

/** PostgREST's checkForErrors: the first failing of exp, nbf, iat, aud. */
function checkTimeClaims(claims: JwtClaims): void {
  const now = Math.floor(Date.now() / 1000);
  const time = (
    name: 'exp' | 'nbf' | 'iat',
    failed: (value: number) => boolean,
    message: string,
  ) => {
    const value = claims[name];
    if (value === undefined || value === null) return;
    if (typeof value !== 'number') throw jwtClaimsError(`The JWT '${name}' claim must be a number`);
    if (failed(Math.trunc(value))) throw jwtClaimsError(message);
  };
  time('exp', (exp) => now - ALLOWED_SKEW_SECONDS > exp, 'JWT expired');
  time('nbf', (nbf) => now + ALLOWED_SKEW_SECONDS < nbf, 'JWT not yet valid');
  time('iat', (iat) => now + ALLOWED_SKEW_SECONDS < iat, 'JWT issued at future');
  const aud = claims.aud;
  if (aud !== undefined && aud !== null) {
    const valid =
      typeof aud === 'string' ||
      (Array.isArray(aud) && aud.every((item) => typeof item === 'string'));
    // Supabase configures no audience for PostgREST, so any audience is accepted; only its shape is checked.
    if (!valid) throw jwtClaimsError("The JWT 'aud' claim must be a string or an array of strings");
  }
}
