import { randomUUID } from 'node:crypto';
import { isPostgresError, type Queryable } from '../db/types.ts';

/**
 * auth.users / identities / sessions / refresh_tokens / mfa_amr_claims, queried
 * as the database owner (GoTrue's supabase_auth_admin), outside RLS.
 * Timestamps and JSON are rendered in SQL so that PGlite and node-postgres give
 * the same strings.
 */

/** A timestamp as GoTrue's JSON shows it: RFC 3339 in UTC, trailing zeros trimmed. */
const ts = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
/** Milliseconds since the epoch, for time arithmetic in TypeScript. */
const ms = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

export interface IdentityRecord {
  identityId: string;
  providerId: string;
  userId: string;
  identityData: Record<string, unknown>;
  provider: string;
  email: string | null;
  lastSignInAt: string | null;
  createdAt: string | null;
  updatedAt: string | null;
}

export interface UserRecord {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encryptedPassword: string | null;
  emailConfirmedAt: string | null;
  invitedAt: string | null;
  confirmationSentAt: string | null;
  confirmationSentAtMs: number | null;
  confirmationToken: string;
  recoveryToken: string;
  recoverySentAt: string | null;
  recoverySentAtMs: number | null;
  emailChange: string;
  emailChangeSentAt: string | null;
  emailChangeSentAtMs: number | null;
  emailChangeTokenCurrent: string;
  emailChangeTokenNew: string;
  /** GoTrue's email_change_confirm_status: how many of the two links were followed. */
  emailChangeConfirmStatus: number;
  lastSignInAt: string | null;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  phone: string | null;
  phoneConfirmedAt: string | null;
  confirmedAt: string | null;
  bannedUntil: string | null;
  bannedUntilMs: number | null;
  createdAt: string | null;
  updatedAt: string | null;
  deletedAt: string | null;
  isAnonymous: boolean;
  identities: IdentityRecord[];
}

interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  invited_at: string | null;
  confirmation_sent_at: string | null;
  confirmation_sent_at_ms: number | null;
  confirmation_token: string | null;
  recovery_token: string | null;
  recovery_sent_at: string | null;
  recovery_sent_at_ms: number | null;
  email_change: string | null;
  email_change_sent_at: string | null;
  email_change_sent_at_ms: number | null;
  email_change_token_current: string | null;
  email_change_token_new: string | null;
  email_change_confirm_status: number | null;
  last_sign_in_at: string | null;
  app_metadata: string | null;
  user_metadata: string | null;
  phone: string | null;
  phone_confirmed_at: string | null;
  confirmed_at: string | null;
  banned_until: string | null;
  banned_until_ms: number | null;
  created_at: string | null;
  updated_at: string | null;
  deleted_at: string | null;
  is_anonymous: boolean;
}

const USER_COLUMNS = `
  u.id::text as id, u.aud, u.role, u.email, u.encrypted_password,
  ${ts('u.email_confirmed_at')} as email_confirmed_at,
  ${ts('u.invited_at')} as invited_at,
  ${ts('u.confirmation_sent_at')} as confirmation_sent_at,
  ${ms('u.confirmation_sent_at')} as confirmation_sent_at_ms,
  u.confirmation_token,
  u.recovery_token,
  ${ts('u.recovery_sent_at')} as recovery_sent_at,
  ${ms('u.recovery_sent_at')} as recovery_sent_at_ms,
  u.email_change,
  ${ts('u.email_change_sent_at')} as email_change_sent_at,
  ${ms('u.email_change_sent_at')} as email_change_sent_at_ms,
  u.email_change_token_current,
  u.email_change_token_new,
  u.email_change_confirm_status,
  ${ts('u.last_sign_in_at')} as last_sign_in_at,
  coalesce(u.raw_app_meta_data, '{}'::jsonb)::text as app_metadata,
  coalesce(u.raw_user_meta_data, '{}'::jsonb)::text as user_metadata,
  u.phone,
  ${ts('u.phone_confirmed_at')} as phone_confirmed_at,
  ${ts('u.confirmed_at')} as confirmed_at,
  ${ts('u.banned_until')} as banned_until,
  ${ms('u.banned_until')} as banned_until_ms,
  ${ts('u.created_at')} as created_at,
  ${ts('u.updated_at')} as updated_at,
  ${ts('u.deleted_at')} as deleted_at,
  u.is_anonymous`;

interface IdentityRow {
  identity_id: string;
  provider_id: string;
  user_id: string;
  identity_data: string;
  provider: string;
  email: string | null;
  last_sign_in_at: string | null;
  created_at: string | null;
  updated_at: string | null;
}

const IDENTITY_COLUMNS = `
  i.id::text as identity_id, i.provider_id, i.user_id::text as user_id, i.identity_data::text as identity_data,
  i.provider, i.email,
  ${ts('i.last_sign_in_at')} as last_sign_in_at,
  ${ts('i.created_at')} as created_at,
  ${ts('i.updated_at')} as updated_at`;

function toIdentity(row: IdentityRow): IdentityRecord {
  return {
    identityId: row.identity_id,
    providerId: row.provider_id,
    userId: row.user_id,
    identityData: parseObject(row.identity_data),
    provider: row.provider,
    email: row.email,
    lastSignInAt: row.last_sign_in_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toUser(row: UserRow, identities: IdentityRecord[]): UserRecord {
  return {
    id: row.id,
    aud: row.aud ?? '',
    role: row.role ?? '',
    email: row.email,
    encryptedPassword: row.encrypted_password,
    emailConfirmedAt: row.email_confirmed_at,
    invitedAt: row.invited_at,
    confirmationSentAt: row.confirmation_sent_at,
    confirmationSentAtMs:
      row.confirmation_sent_at_ms === null ? null : Number(row.confirmation_sent_at_ms),
    confirmationToken: row.confirmation_token ?? '',
    recoveryToken: row.recovery_token ?? '',
    recoverySentAt: row.recovery_sent_at,
    recoverySentAtMs: row.recovery_sent_at_ms === null ? null : Number(row.recovery_sent_at_ms),
    emailChange: row.email_change ?? '',
    emailChangeSentAt: row.email_change_sent_at,
    emailChangeSentAtMs:
      row.email_change_sent_at_ms === null ? null : Number(row.email_change_sent_at_ms),
    emailChangeTokenCurrent: row.email_change_token_current ?? '',
    emailChangeTokenNew: row.email_change_token_new ?? '',
    emailChangeConfirmStatus: Number(row.email_change_confirm_status ?? 0),
    lastSignInAt: row.last_sign_in_at,
    appMetadata: parseObject(row.app_metadata),
    userMetadata: parseObject(row.user_metadata),
    phone: row.phone,
    phoneConfirmedAt: row.phone_confirmed_at,
    confirmedAt: row.confirmed_at,
    bannedUntil: row.banned_until,
    bannedUntilMs: row.banned_until_ms === null ? null : Number(row.banned_until_ms),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    deletedAt: row.deleted_at,
    isAnonymous: row.is_anonymous === true,
    identities,
  };
}

function parseObject(text: string | null): Record<string, unknown> {
  if (!text) return {};
  const value: unknown = JSON.parse(text);
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

async function loadIdentities(
  q: Queryable,
  userIds: string[],
): Promise<Map<string, IdentityRecord[]>> {
  const byUser = new Map<string, IdentityRecord[]>();
  if (userIds.length === 0) return byUser;
  const { rows } = await q.query<IdentityRow>(
    `select ${IDENTITY_COLUMNS} from auth.identities i where i.user_id = any($1::uuid[]) order by i.created_at, i.id`,
    [userIds],
  );
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? [];
    list.push(toIdentity(row));
    byUser.set(row.user_id, list);
  }
  return byUser;
}

async function selectUsers(q: Queryable, where: string, params: unknown[]): Promise<UserRecord[]> {
  const { rows } = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users u ${where}`,
    params,
  );
  const identities = await loadIdentities(
    q,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toUser(row, identities.get(row.id) ?? []));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

export async function findUserById(q: Queryable, id: string): Promise<UserRecord | undefined> {
  if (!isUuid(id)) return undefined;
  return (await selectUsers(q, 'where u.id = $1::uuid', [id]))[0];
}

/** GoTrue's FindUserByEmailAndAudience: case-insensitive, non-SSO users. */
export async function findUserByEmail(
  q: Queryable,
  email: string,
  aud = 'authenticated',
): Promise<UserRecord | undefined> {
  return (
    await selectUsers(
      q,
      'where lower(u.email) = lower($1) and u.aud = $2 and u.is_sso_user = false order by u.created_at limit 1',
      [email, aud],
    )
  )[0];
}

export async function findUserByConfirmationToken(
  q: Queryable,
  hash: string,
): Promise<UserRecord | undefined> {
  if (!hash) return undefined;
  return (
    await selectUsers(q, 'where u.confirmation_token = $1 and u.is_sso_user = false limit 1', [
      hash,
    ])
  )[0];
}

/** GoTrue's FindUserByEmailChangeToken: either of the two links' token hashes. */
export async function findUserByEmailChangeToken(
  q: Queryable,
  hash: string,
): Promise<UserRecord | undefined> {
  if (!hash) return undefined;
  return (
    await selectUsers(
      q,
      `where (u.email_change_token_current = $1 or u.email_change_token_new = $1)
         and u.is_sso_user = false limit 1`,
      [hash],
    )
  )[0];
}

export async function findUserByRecoveryToken(
  q: Queryable,
  hash: string,
): Promise<UserRecord | undefined> {
  if (!hash) return undefined;
  return (
    await selectUsers(q, 'where u.recovery_token = $1 and u.is_sso_user = false limit 1', [hash])
  )[0];
}

export async function listUsers(
  q: Queryable,
  options: { aud: string; page: number; perPage: number },
): Promise<{ users: UserRecord[]; total: number }> {
  const count = await q.query<{ total: number }>(
    'select count(*)::int as total from auth.users u where u.aud = $1 and u.deleted_at is null',
    [options.aud],
  );
  const users = await selectUsers(
    q,
    'where u.aud = $1 and u.deleted_at is null order by u.created_at desc, u.id limit $2 offset $3',
    [options.aud, options.perPage, (options.page - 1) * options.perPage],
  );
  return { users, total: Number(count.rows[0]?.total ?? 0) };
}

export interface NewUser {
  id?: string;
  email: string;
  encryptedPassword: string;
  aud?: string;
  role?: string;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  confirmed: boolean;
  /** Identity data of the e-mail identity; `sub` and `email` are filled in. */
  identityData: Record<string, unknown>;
}

/**
 * The address belongs to another user already: the unique index on
 * lower(email) refused the insert. Two sign-ups for one address that both
 * looked and found nobody end here, and each caller answers it as GoTrue
 * answers a registered address, never as a database failure.
 */
export class EmailTakenError extends Error {
  constructor(readonly email: string) {
    super(`a user with the e-mail ${email} exists`);
    this.name = 'EmailTakenError';
  }
}

/** Inserts the user and their e-mail identity; returns the new id. */
export async function insertUser(q: Queryable, user: NewUser): Promise<string> {
  const id = user.id ?? randomUUID();
  await insertUserRow(q, id, user).catch((error: unknown) => {
    if (isPostgresError(error) && error.code === '23505' && /email/.test(error.message ?? '')) {
      throw new EmailTakenError(user.email);
    }
    throw error;
  });
  await q.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3::uuid, $4::jsonb, 'email', now(), now(), now())`,
    [randomUUID(), id, id, JSON.stringify(user.identityData)],
  );
  return id;
}

async function insertUserRow(q: Queryable, id: string, user: NewUser): Promise<void> {
  await q.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_sso_user, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, $3, $4, $5, case when $6 then now() end,
       $7::jsonb, $8::jsonb, now(), now(), false, false)`,
    [
      id,
      user.aud ?? 'authenticated',
      user.role ?? 'authenticated',
      user.email,
      user.encryptedPassword,
      user.confirmed,
      JSON.stringify(user.appMetadata),
      JSON.stringify(user.userMetadata),
    ],
  );
}

export async function deleteUser(q: Queryable, id: string): Promise<void> {
  await q.query('delete from auth.users where id = $1::uuid', [id]);
}

export async function setPassword(
  q: Queryable,
  userId: string,
  encryptedPassword: string,
): Promise<void> {
  // As GoTrue's UpdatePassword: a new password also voids pending recovery and e-mail change tokens.
  await q.query(
    `update auth.users set encrypted_password = $2, recovery_token = '', email_change = '',
       email_change_token_new = '', email_change_token_current = '', updated_at = now()
     where id = $1::uuid`,
    [userId, encryptedPassword],
  );
}

export async function setEmail(q: Queryable, userId: string, email: string): Promise<void> {
  await q.query('update auth.users set email = $2, updated_at = now() where id = $1::uuid', [
    userId,
    email,
  ]);
  await q.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
     where user_id = $1::uuid and provider = 'email'`,
    [userId, email],
  );
}

/** GoTrue's UpdateUserMetaData / UpdateAppMetaData: keys merged, a null value removes the key. */
export async function mergeMetadata(
  q: Queryable,
  userId: string,
  column: 'raw_user_meta_data' | 'raw_app_meta_data',
  patch: Record<string, unknown>,
): Promise<void> {
  const removed = Object.keys(patch).filter((key) => patch[key] === null);
  const kept = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== null));
  await q.query(
    `update auth.users set ${column} = (coalesce(${column}, '{}'::jsonb) || $2::jsonb) - $3::text[], updated_at = now()
     where id = $1::uuid`,
    [userId, JSON.stringify(kept), removed],
  );
}

export async function confirmEmail(q: Queryable, userId: string): Promise<void> {
  // GoTrue's User.Confirm also records email_verified in the user metadata.
  await q.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
       updated_at = now()
     where id = $1::uuid`,
    [userId],
  );
}

/** GoTrue's sendConfirmation: the token hash of the mailed link and when it was sent. */
export async function setConfirmationToken(
  q: Queryable,
  userId: string,
  hash: string,
): Promise<void> {
  await q.query(
    `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now()
     where id = $1::uuid`,
    [userId, hash],
  );
}

export async function setRecoveryToken(q: Queryable, userId: string, hash: string): Promise<void> {
  await q.query(
    'update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1::uuid',
    [userId, hash],
  );
}

/** Single use: the token is cleared as it is redeemed. */
export async function clearRecoveryToken(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `update auth.users set recovery_token = '', updated_at = now() where id = $1::uuid`,
    [userId],
  );
}

/** GoTrue's sendEmailChange: the new address, its token hashes, none confirmed yet. */
export async function setEmailChange(
  q: Queryable,
  userId: string,
  change: { email: string; tokenNew: string; tokenCurrent: string },
): Promise<void> {
  await q.query(
    `update auth.users set email_change = $2, email_change_token_new = $3,
       email_change_token_current = $4, email_change_confirm_status = 0,
       email_change_sent_at = now(), updated_at = now()
     where id = $1::uuid`,
    [userId, change.email, change.tokenNew, change.tokenCurrent],
  );
}

/** The first of two links followed (secure e-mail change): its token is spent. */
export async function acceptEmailChangeLink(
  q: Queryable,
  userId: string,
  which: 'current' | 'new',
): Promise<void> {
  const column = which === 'current' ? 'email_change_token_current' : 'email_change_token_new';
  await q.query(
    `update auth.users set ${column} = '', email_change_confirm_status = 1, updated_at = now()
     where id = $1::uuid`,
    [userId],
  );
}

/**
 * GoTrue's ConfirmEmailChange: the new address becomes the user's (and their e-mail
 * identity's), the change is cleared, and an unconfirmed user is confirmed.
 */
export async function confirmEmailChange(q: Queryable, user: UserRecord): Promise<void> {
  await setEmail(q, user.id, user.emailChange);
  await q.query(
    `update auth.users set email_change = '', email_change_token_current = '',
       email_change_token_new = '', email_change_confirm_status = 0, updated_at = now()
     where id = $1::uuid`,
    [user.id],
  );
  await q.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb
     where user_id = $1::uuid and provider = 'email'`,
    [user.id],
  );
  if (!user.emailConfirmedAt) await confirmEmail(q, user.id);
}
