import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.ts';
import { verifyLink } from './confirmation.ts';
import { AUTH_SETTINGS } from './context.ts';
import { badRequest, notFound, unprocessable } from './errors.ts';
import { checkPasswordStrength, hashPassword } from './password.ts';
import { isRedirectUrlValid, referrerFor } from './redirects.ts';
import { readParams } from './request-body.ts';
import { sendJson, type RouteHandler } from './respond.ts';
import { requireAdmin } from './sessions.ts';
import { newOtp, tokenHash } from './tokens.ts';
import { userJson } from './user-json.ts';
import { deleteAllSessions } from './sessions-repository.ts';
import {
  confirmEmail,
  deleteUser,
  EmailTakenError,
  findUserByEmail,
  findUserById,
  insertUser,
  isUuid,
  listUsers,
  mergeMetadata,
  setEmail,
  setPassword,
  setRecoveryToken,
  type UserRecord,
} from './users-repository.ts';
import { goEncodeValues, parseGoDuration, validateEmail } from './validation.ts';

export const DUPLICATE_EMAIL = 'A user with this email address has already been registered';
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

const ADMIN_USER_PARAMS = {
  id: 'string',
  aud: 'string',
  role: 'string',
  email: 'string',
  phone: 'string',
  password: 'string-pointer',
  password_hash: 'string',
  email_confirm: 'bool',
  phone_confirm: 'bool',
  user_metadata: 'object',
  app_metadata: 'object',
  ban_duration: 'string',
} as const;

/** GoTrue's loadUser for /admin/users/{user_id}. */
async function loadUser(q: Queryable, id: string): Promise<UserRecord> {
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await findUserById(q, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

function banUntil(duration: string): Date | null | undefined {
  if (duration === '') return undefined;
  if (duration === 'none') return null;
  const ms = parseGoDuration(duration);
  if (ms === undefined) {
    throw badRequest(
      'validation_failed',
      `invalid format for ban duration: time: invalid duration "${duration}"`,
    );
  }
  return new Date(Date.now() + ms);
}

async function setBan(q: Queryable, userId: string, until: Date | null): Promise<void> {
  await q.query('update auth.users set banned_until = $2, updated_at = now() where id = $1::uuid', [
    userId,
    until?.toISOString() ?? null,
  ]);
}

/** POST /admin/users: creates a user; does not check password strength (the caller must). */
export const adminCreateUser: RouteHandler = async (request, deps) => {
  requireAdmin(deps, request);
  const params = await readParams(request, 'AdminUserParams', ADMIN_USER_PARAMS);
  if (params.email === '' && params.phone === '') {
    throw badRequest('validation_failed', 'Cannot create a user without either an email or phone');
  }
  if (params.phone !== '')
    throw badRequest('validation_failed', 'Phone users are not supported by the local stack');
  const email = validateEmail(params.email);
  const aud = params.aud || AUTH_SETTINGS.audience;
  if (await findUserByEmail(deps.db, email, aud))
    throw unprocessable('email_exists', DUPLICATE_EMAIL);
  const password = params.password;
  if (typeof password === 'string' && password !== '' && params.password_hash !== '') {
    throw badRequest('validation_failed', 'Only a password or a password hash should be provided');
  }
  if (
    params.password_hash !== '' &&
    !/^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/.test(params.password_hash)
  ) {
    throw badRequest('validation_failed', 'Invalid password hash format');
  }
  let id: string = randomUUID();
  if (params.id !== '') {
    if (!isUuid(params.id))
      throw badRequest('validation_failed', 'ID must conform to the uuid v4 format');
    if (params.id === NIL_UUID) throw badRequest('validation_failed', 'ID cannot be a nil uuid');
    id = params.id.toLowerCase();
  }
  const ban = banUntil(params.ban_duration);
  // With no password GoTrue sets a random one nobody knows (the user then resets it).
  const encryptedPassword =
    params.password_hash !== ''
      ? params.password_hash
      : await hashPassword(
          typeof password === 'string' && password !== ''
            ? password
            : randomBytes(32).toString('hex'),
        );

  const user = await deps.db
    .transaction(async (tx) => {
      await insertUser(tx, {
        id,
        email,
        encryptedPassword,
        aud,
        role: params.role || 'authenticated',
        appMetadata: { provider: 'email', providers: ['email'] },
        userMetadata: params.user_metadata ?? {},
        confirmed: false,
        identityData: { sub: id, email, email_verified: false, phone_verified: false },
      });
      if (params.app_metadata)
        await mergeMetadata(tx, id, 'raw_app_meta_data', params.app_metadata);
      if (params.email_confirm) await confirmEmail(tx, id);
      if (ban !== undefined) await setBan(tx, id, ban);
      return findUserById(tx, id);
    })
    .catch((error: unknown) => {
      // Created by a concurrent request since the look-up above: the same answer as that look-up's.
      if (error instanceof EmailTakenError) throw unprocessable('email_exists', DUPLICATE_EMAIL);
      throw error;
    });
  return sendJson(user ? userJson(user) : {});
};

/** GET /admin/users?page=&per_page=: newest first, with X-Total-Count and Link headers. */
export const adminListUsers: RouteHandler = async (request, deps) => {
  requireAdmin(deps, request);
  const url = new URL(request.url);
  const page = pageParam(url.searchParams.get('page'), 1, 'page');
  const perPage = pageParam(url.searchParams.get('per_page'), 50, 'per_page');
  const aud = request.headers.get('x-jwt-aud') || AUTH_SETTINGS.audience;
  const { users, total } = await deps.db.transaction(
    (tx) => listUsers(tx, { aud, page, perPage }),
    { readOnly: true },
  );

  // GoTrue's addPaginationHeaders: the request's query with page replaced, keys
  // sorted (url.Values.Encode), "last" being total/per_page + 1 in integer division.
  const link = (n: number, rel: string) => {
    const query: Record<string, string> = Object.fromEntries(url.searchParams);
    query.page = String(n);
    return `</admin/users?${goEncodeValues(query)}>; rel="${rel}"`;
  };
  const links = [];
  if (total > page * perPage) links.push(link(page + 1, 'next'));
  links.push(link(Math.floor(total / perPage) + 1, 'last'));
  return sendJson({ users: users.map(userJson), aud }, 200, {
    'X-Total-Count': String(total),
    Link: links.join(', '),
  });
};

function pageParam(value: string | null, fallback: number, name: string): number {
  if (value === null || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw badRequest('validation_failed', `Bad Pagination Parameters: invalid ${name}: ${value}`);
  }
  return Math.min(Number(value), name === 'per_page' ? 1000 : Number.MAX_SAFE_INTEGER);
}

/** GET /admin/users/{id} */
export const adminGetUser: RouteHandler = async (request, deps, params) => {
  requireAdmin(deps, request);
  const user = await deps.db.transaction((tx) => loadUser(tx, params.id ?? ''), { readOnly: true });
  return sendJson(userJson(user));
};

/** PUT /admin/users/{id}: e-mail, password (strength-checked), confirmation, metadata, role, ban. */
export const adminUpdateUser: RouteHandler = async (request, deps, params) => {
  requireAdmin(deps, request);
  const id = params.id ?? '';
  await deps.db.transaction((tx) => loadUser(tx, id), { readOnly: true });
  const body = await readParams(request, 'AdminUserParams', ADMIN_USER_PARAMS);
  const email = body.email === '' ? '' : validateEmail(body.email);
  if (body.phone !== '')
    throw badRequest('validation_failed', 'Phone users are not supported by the local stack');
  const ban = banUntil(body.ban_duration);
  const password = body.password;
  let encryptedPassword: string | undefined;
  if (typeof password === 'string') {
    checkPasswordStrength(password, AUTH_SETTINGS.minPasswordLength);
    encryptedPassword = await hashPassword(password);
  }
  if (email !== '') {
    const other = await findUserByEmail(deps.db, email);
    if (other && other.id !== id) throw unprocessable('email_exists', DUPLICATE_EMAIL);
  }

  const user = await deps.db.transaction(async (tx) => {
    if (body.role !== '') {
      await tx.query('update auth.users set role = $2, updated_at = now() where id = $1::uuid', [
        id,
        body.role,
      ]);
    }
    if (body.email_confirm) await confirmEmail(tx, id);
    if (encryptedPassword !== undefined) {
      await setPassword(tx, id, encryptedPassword);
      await deleteAllSessions(tx, id);
    }
    if (email !== '') await setEmail(tx, id, email);
    if (body.app_metadata) await mergeMetadata(tx, id, 'raw_app_meta_data', body.app_metadata);
    if (body.user_metadata) await mergeMetadata(tx, id, 'raw_user_meta_data', body.user_metadata);
    if (ban !== undefined) await setBan(tx, id, ban);
    return findUserById(tx, id);
  });
  return sendJson(user ? userJson(user) : {});
};

/**
 * DELETE /admin/users/{id}: 200 {}. A hard delete cascades to identities and
 * sessions, and through the app's foreign keys to its public tables.
 */
export const adminDeleteUser: RouteHandler = async (request, deps, params) => {
  requireAdmin(deps, request);
  const id = params.id ?? '';
  await deps.db.transaction((tx) => loadUser(tx, id), { readOnly: true });
  const text = (await request.clone().text()).trim();
  const body = text
    ? await readParams(request, 'adminUserDeleteParams', { should_soft_delete: 'bool' })
    : undefined;
  await deps.db.transaction(async (tx) => {
    if (body?.should_soft_delete) await softDelete(tx, id);
    else await deleteUser(tx, id);
  });
  return sendJson({});
};

/** GoTrue's SoftDeleteUser: the row stays, its identifiers are obfuscated and it can no longer sign in. */
async function softDelete(q: Queryable, id: string): Promise<void> {
  await q.query(
    `update auth.users set deleted_at = coalesce(deleted_at, now()), updated_at = now(),
       email = encode(sha256(convert_to(coalesce(email, '') || id::text, 'UTF8')), 'hex'),
       encrypted_password = '', raw_app_meta_data = '{}'::jsonb, raw_user_meta_data = '{}'::jsonb
     where id = $1::uuid`,
    [id],
  );
  await q.query('delete from auth.identities where user_id = $1::uuid', [id]);
  await deleteAllSessions(q, id);
}

/**
 * POST /admin/generate_link {type, email, redirect_to}: GoTrue's adminGenerateLink for
 * the kinds the stand-in issues, magiclink and recovery of an existing user. Nothing is
 * mailed: the answer is the user plus the link (action_link), its six-digit code
 * (email_otp) and token hash (hashed_token), as the service role may hand them on.
 */
export const adminGenerateLink: RouteHandler = async (request, deps) => {
  requireAdmin(deps, request);
  const params = await readParams(request, 'GenerateLinkParams', {
    type: 'string',
    email: 'string',
    new_email: 'string',
    password: 'string',
    data: 'object',
    redirect_to: 'string',
  });
  const email = validateEmail(params.email);
  const redirectTo = isRedirectUrlValid(deps.config, params.redirect_to)
    ? params.redirect_to
    : referrerFor(request, deps.config);
  if (params.type !== 'magiclink' && params.type !== 'recovery') {
    throw badRequest(
      'validation_failed',
      `generate_link type ${params.type} is not supported by the local stack`,
    );
  }
  const user = await findUserByEmail(deps.db, email);
  if (!user) {
    if (params.type === 'recovery') {
      throw notFound('user_not_found', 'User with this email not found');
    }
    throw badRequest(
      'validation_failed',
      'generate_link for a new user (a sign-up) is not supported by the local stack',
    );
  }
  const otp = newOtp();
  const hash = tokenHash(email, otp);
  const updated = await deps.db.transaction(async (tx) => {
    await setRecoveryToken(tx, user.id, hash);
    return (await findUserById(tx, user.id)) ?? user;
  });
  return sendJson({
    ...userJson(updated),
    action_link: verifyLink(deps, hash, params.type, redirectTo),
    email_otp: otp,
    hashed_token: hash,
    verification_type: params.type,
    redirect_to: redirectTo,
  });
};
