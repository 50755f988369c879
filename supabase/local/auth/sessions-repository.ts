import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.ts';
import type { AmrEntry } from './tokens.ts';
import { newRefreshToken } from './tokens.ts';
import { isUuid } from './users-repository.ts';

/**
 * auth.sessions, refresh_tokens and mfa_amr_claims: a session per sign-in, its
 * chain of rotated refresh tokens, and how it was authenticated.
 */

/** Milliseconds since the epoch, for time arithmetic in TypeScript. */
const ms = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

export interface RefreshTokenRecord {
  id: string;
  token: string;
  userId: string;
  revoked: boolean;
  parent: string | null;
  sessionId: string | null;
  updatedAtMs: number;
}

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
  updated_at_ms: number;
}

const REFRESH_COLUMNS = `id::text as id, token, user_id, revoked, parent, session_id::text as session_id,
  ${ms('updated_at')} as updated_at_ms`;

function toRefreshToken(row: RefreshTokenRow): RefreshTokenRecord {
  return {
    id: row.id,
    token: row.token,
    userId: row.user_id,
    revoked: row.revoked === true,
    parent: row.parent,
    sessionId: row.session_id,
    updatedAtMs: Number(row.updated_at_ms),
  };
}

/** A new session with its first refresh token and the sign-in method as its amr claim. */
export async function createSession(
  q: Queryable,
  userId: string,
  method: string,
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await q.query(
    'insert into auth.sessions (id, user_id, created_at, updated_at) values ($1, $2, now(), now())',
    [sessionId, userId],
  );
  await q.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, false, now(), now(), null, $3)`,
    [refreshToken, userId, sessionId],
  );
  await q.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method, created_at, updated_at)
     values ($1, $2, now(), now())
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
  await q.query(
    'update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1::uuid',
    [userId],
  );
  return { sessionId, refreshToken };
}

export async function sessionExists(q: Queryable, sessionId: string): Promise<boolean> {
  if (!isUuid(sessionId)) return false;
  const { rows } = await q.query('select 1 from auth.sessions where id = $1::uuid', [sessionId]);
  return rows.length > 0;
}

/** The session's amr claim, most recent first, as GoTrue's CalculateAALAndAMR lists it. */
export async function sessionAmr(q: Queryable, sessionId: string): Promise<AmrEntry[]> {
  const { rows } = await q.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, floor(extract(epoch from updated_at))::float8 as timestamp
     from auth.mfa_amr_claims where session_id = $1::uuid order by updated_at desc`,
    [sessionId],
  );
  return rows.map((row) => ({ method: row.method, timestamp: Number(row.timestamp) }));
}

/** Locks the token row (and so serialises concurrent refreshes of one token). */
export async function findRefreshToken(
  q: Queryable,
  token: string,
): Promise<RefreshTokenRecord | undefined> {
  const { rows } = await q.query<RefreshTokenRow>(
    `select ${REFRESH_COLUMNS} from auth.refresh_tokens where token = $1 for update`,
    [token],
  );
  return rows[0] ? toRefreshToken(rows[0]) : undefined;
}

export async function activeRefreshToken(
  q: Queryable,
  sessionId: string,
): Promise<RefreshTokenRecord | undefined> {
  const { rows } = await q.query<RefreshTokenRow>(
    `select ${REFRESH_COLUMNS} from auth.refresh_tokens
     where session_id = $1::uuid and revoked = false order by id desc limit 1`,
    [sessionId],
  );
  return rows[0] ? toRefreshToken(rows[0]) : undefined;
}

/** GoTrue's GrantRefreshTokenSwap: revoke the presented token, issue its child. */
export async function swapRefreshToken(q: Queryable, old: RefreshTokenRecord): Promise<string> {
  const token = newRefreshToken();
  await q.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1::bigint',
    [old.id],
  );
  await q.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, false, now(), now(), $3, $4)`,
    [token, old.userId, old.token, old.sessionId],
  );
  await q.query('update auth.sessions set updated_at = now() where id = $1::uuid', [old.sessionId]);
  return token;
}

/** GoTrue's RevokeTokenFamily for tokens that belong to a session. */
export async function revokeSessionTokens(q: Queryable, sessionId: string): Promise<void> {
  await q.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1::uuid and revoked = false',
    [sessionId],
  );
}

/** scope=global: every session of the user (their refresh tokens go with them). */
export async function deleteAllSessions(q: Queryable, userId: string): Promise<void> {
  await q.query('delete from auth.sessions where user_id = $1::uuid', [userId]);
}

export async function deleteSession(q: Queryable, sessionId: string): Promise<void> {
  await q.query('delete from auth.sessions where id = $1::uuid', [sessionId]);
}

export async function deleteOtherSessions(
  q: Queryable,
  userId: string,
  keepSessionId: string,
): Promise<void> {
  await q.query('delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid', [
    userId,
    keepSessionId,
  ]);
}
