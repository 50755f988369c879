import type { Queryable } from '../db/types.ts';
import { AUTH_SETTINGS, type AuthDeps } from './context.ts';
import { badRequest, forbidden, unauthorized } from './errors.ts';
import { signHs256, verifyHs256, type AccessTokenClaims } from './tokens.ts';
import { userJson } from './user-json.ts';
import { createSession, sessionAmr, sessionExists } from './sessions-repository.ts';
import { findUserById, isUuid, type UserRecord } from './users-repository.ts';

/** GoTrue's AccessTokenResponse. */
export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  weak_password?: { message: string; reasons: string[] };
}

/** Signs the access token for a session, with the claims GoTrue's GenerateAccessToken writes. */
export async function accessTokenFor(
  q: Queryable,
  deps: AuthDeps,
  user: UserRecord,
  sessionId: string,
): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + deps.config.jwtExpiry;
  const claims: AccessTokenClaims = {
    iss: `${deps.config.apiUrl}/auth/v1`,
    sub: user.id,
    aud: user.aud,
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    role: user.role,
    aal: 'aal1',
    amr: await sessionAmr(q, sessionId),
    session_id: sessionId,
    is_anonymous: user.isAnonymous,
  };
  return { token: signHs256(claims, deps.config.jwtSecret), expiresAt: exp };
}

export async function sessionJson(
  q: Queryable,
  deps: AuthDeps,
  user: UserRecord,
  sessionId: string,
  refreshToken: string,
): Promise<SessionJson> {
  const { token, expiresAt } = await accessTokenFor(q, deps, user, sessionId);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: deps.config.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** GoTrue's issueRefreshToken: a new session signed in with `method` (password, otp, ...). */
export async function issueSession(
  q: Queryable,
  deps: AuthDeps,
  userId: string,
  method: string,
): Promise<SessionJson> {
  const { sessionId, refreshToken } = await createSession(q, userId, method);
  const user = await findUserById(q, userId);
  if (!user) throw new Error(`user ${userId} vanished while signing in`);
  return sessionJson(q, deps, user, sessionId, refreshToken);
}

export interface Authenticated {
  claims: Record<string, unknown>;
  user: UserRecord;
  /** Null for a token without session_id (GoTrue then treats logout as global). */
  sessionId: string | null;
}

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** GoTrue's extractBearerToken: `Bearer <token>` (or `bearer`), nothing else. */
export function bearer(request: Request): string {
  const match = /^(?:B|b)earer (\S+)$/.exec(request.headers.get('authorization') ?? '');
  if (!match?.[1]) throw unauthorized('no_authorization', 'This endpoint requires a Bearer token');
  return match[1];
}

/** GoTrue's parseJWTClaims. */
export function parseClaims(token: string, secret: string): Record<string, unknown> {
  const parsed = verifyHs256(token, secret);
  if (!parsed.ok)
    throw forbidden(
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${parsed.reason}`,
    );
  return parsed.claims;
}

/** GoTrue's requireAuthentication + maybeLoadUserOrSession. */
export async function authenticate(
  q: Queryable,
  deps: AuthDeps,
  request: Request,
): Promise<Authenticated> {
  const claims = parseClaims(bearer(request), deps.config.jwtSecret);
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  if (!sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(q, sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');

  const sid = typeof claims.session_id === 'string' ? claims.session_id : '';
  if (!sid || sid === NIL_UUID) return { claims, user, sessionId: null };
  if (!isUuid(sid)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
  if (!(await sessionExists(q, sid))) {
    throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { claims, user, sessionId: sid };
}

/** GoTrue's requireAdminCredentials: a bearer JWT whose role is an admin role (the service-role key). */
export function requireAdmin(deps: AuthDeps, request: Request): Record<string, unknown> {
  const claims = parseClaims(bearer(request), deps.config.jwtSecret);
  const role = typeof claims.role === 'string' ? claims.role : '';
  if (!(AUTH_SETTINGS.adminRoles as readonly string[]).includes(role)) {
    throw forbidden('not_admin', 'User not allowed');
  }
  return claims;
}

/** The first `aud` of a token (a string or a list). */
export function audienceOf(claims: Record<string, unknown>): string | undefined {
  const aud = claims.aud;
  if (typeof aud === 'string') return aud;
  if (Array.isArray(aud) && typeof aud[0] === 'string') return aud[0];
  return undefined;
}
