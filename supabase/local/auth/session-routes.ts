import { randomUUID } from 'node:crypto';
import { prepareConfirmation } from './confirmation.ts';
import { AUTH_SETTINGS, type AuthDeps } from './context.ts';
import { badRequest, unprocessable } from './errors.ts';
import {
  checkPasswordStrength,
  hashPassword,
  verifyPassword,
  weakPasswordNote,
} from './password.ts';
import { referrerFor } from './redirects.ts';
import { readParams } from './request-body.ts';
import { oauthError, sendJson, type RouteHandler } from './respond.ts';
import { accessTokenFor, authenticate, issueSession, type SessionJson } from './sessions.ts';
import { gotrueTime, userJson } from './user-json.ts';
import {
  activeRefreshToken,
  deleteAllSessions,
  deleteOtherSessions,
  deleteSession,
  findRefreshToken,
  revokeSessionTokens,
  sessionExists,
  swapRefreshToken,
} from './sessions-repository.ts';
import {
  confirmEmail,
  EmailTakenError,
  findUserByEmail,
  findUserById,
  insertUser,
  type UserRecord,
} from './users-repository.ts';
import { validateEmail } from './validation.ts';

const INVALID_LOGIN = 'Invalid login credentials';

/**
 * POST /signup (GoTrue's Signup, e-mail provider). With confirmations on
 * (`[auth.email] enable_confirmations`) a new address becomes an unconfirmed
 * user, a confirmation link is mailed and the answer is the user without a
 * session; with them off (GOTRUE_MAILER_AUTOCONFIRM) the user is confirmed and
 * signed in at once. An address already registered never yields a session
 * and never changes that account: see existingAddress.
 */
export const signup: RouteHandler = async (request, deps) => {
  const params = await readParams(request, 'SignupParams', {
    email: 'string',
    phone: 'string',
    password: 'string',
    data: 'object',
    channel: 'string',
    code_challenge_method: 'string',
    code_challenge: 'string',
  });
  if (params.email === '' && params.phone === '') {
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  deps.limits.take('signup', deps.clientIp);
  if (params.password === '')
    throw badRequest('validation_failed', 'Signup requires a valid password');
  checkPasswordStrength(params.password, AUTH_SETTINGS.minPasswordLength);
  if (params.email !== '' && params.phone !== '') {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on signup.',
    );
  }
  if (params.email === '')
    throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  if (params.code_challenge !== '' || params.code_challenge_method !== '') {
    throw badRequest('validation_failed', 'The PKCE flow is not supported by the local stack');
  }
  const email = validateEmail(params.email);
  const data = params.data ?? {};
  const redirectTo = referrerFor(request, deps.config);

  const existing = await findUserByEmail(deps.db, email);
  if (existing) return existingAddress(deps, existing, data, redirectTo);
  // Hash outside the transaction: bcrypt is slow and PGlite serialises transactions.
  const encryptedPassword = await hashPassword(params.password);
  try {
    return await newAddress(deps, email, encryptedPassword, data, redirectTo);
  } catch (error) {
    // Another sign-up for this address committed between our look-up and our
    // insert: answer as if it had come first.
    if (!(error instanceof EmailTakenError)) throw error;
    const winner = await findUserByEmail(deps.db, email);
    if (!winner) throw error;
    return existingAddress(deps, winner, data, redirectTo);
  }
};

async function newAddress(
  deps: AuthDeps,
  email: string,
  encryptedPassword: string,
  data: Record<string, unknown>,
  redirectTo: string,
): Promise<Response> {
  const outcome = await deps.db.transaction(async (tx) => {
    const userId = randomUUID();
    // GoTrue builds the identity from the claims plus the sign-up data, then
    // (RemoveUnconfirmedIdentities) copies the identity data into user_metadata.
    const identityData = {
      ...data,
      sub: userId,
      email,
      email_verified: false,
      phone_verified: false,
    };
    await insertUser(tx, {
      id: userId,
      email,
      encryptedPassword,
      appMetadata: { provider: 'email', providers: ['email'] },
      userMetadata: identityData,
      confirmed: false,
      identityData,
    });
    if (!deps.config.enableConfirmations) {
      await confirmEmail(tx, userId);
      return { session: await issueSession(tx, deps, userId, 'password') };
    }
    const created = await findUserById(tx, userId);
    if (!created) throw new Error(`user ${userId} vanished while signing up`);
    const mail = await prepareConfirmation(tx, deps, created, redirectTo);
    const user = await findUserById(tx, userId);
    return { user: userJson(user ?? created), mail };
  });
  if ('session' in outcome) return sendJson(outcome.session);
  deps.outbox.send(outcome.mail);
  return sendJson(outcome.user);
}

/**
 * A sign-up for a registered address. GoTrue does not touch the account
 * ("we can't be sure of their claimed identity"): a confirmed one gets, with
 * confirmations on, an obfuscated user (random id, no identities, no session)
 * so the answer does not reveal the account, and with them off 422
 * user_already_exists. An unconfirmed one gets its confirmation mail again
 * (throttled by max_frequency) and its user without a session. With
 * confirmations off GoTrue would confirm it and sign the caller in; the
 * stand-in refuses instead, since the caller has not proved the address.
 */
async function existingAddress(
  deps: AuthDeps,
  user: UserRecord,
  data: Record<string, unknown>,
  redirectTo: string,
): Promise<Response> {
  if (!deps.config.enableConfirmations || !user.email) {
    throw unprocessable('user_already_exists', 'User already registered');
  }
  if (user.emailConfirmedAt) return sendJson(obfuscatedUser(user.email, data));
  const { mail, current } = await deps.db.transaction(async (tx) => {
    const fresh = (await findUserById(tx, user.id)) ?? user;
    const prepared = await prepareConfirmation(tx, deps, fresh, redirectTo);
    return { mail: prepared, current: (await findUserById(tx, user.id)) ?? fresh };
  });
  deps.outbox.send(mail);
  return sendJson(userJson(current));
}

/** GoTrue's sanitizeUser: what a new, unconfirmed user would look like, under a random id. */
function obfuscatedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = gotrueTime(new Date().toISOString());
  return {
    id: randomUUID(),
    aud: AUTH_SETTINGS.audience,
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/** POST /token?grant_type=password|refresh_token */
export const token: RouteHandler = async (request, deps) => {
  const grantType = new URL(request.url).searchParams.get('grant_type') ?? '';
  // GoTrue's Token: one limiter (token_refresh) for the password and refresh grants.
  if (grantType === 'password' || grantType === 'refresh_token') {
    deps.limits.take('token', deps.clientIp);
  }
  if (grantType === 'password') return passwordGrant(request, deps, {});
  if (grantType === 'refresh_token') return refreshTokenGrant(request, deps, {});
  if (grantType === 'pkce' || grantType === 'id_token') {
    throw badRequest(
      'validation_failed',
      `grant_type=${grantType} is not supported by the local stack`,
    );
  }
  return oauthError('unsupported_grant_type', '');
};

const passwordGrant: RouteHandler = async (request, deps) => {
  const params = await readParams(request, 'PasswordGrantParams', {
    email: 'string',
    phone: 'string',
    password: 'string',
  });
  if (params.email !== '' && params.phone !== '') {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    );
  }
  if (params.email === '' && params.phone !== '') {
    throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  }
  if (params.email === '') throw badRequest('validation_failed', 'missing email or phone');

  const user = await findUserByEmail(deps.db, params.email);
  if (!user || !user.encryptedPassword) throw badRequest('invalid_credentials', INVALID_LOGIN);
  if (user.bannedUntilMs !== null && user.bannedUntilMs > Date.now()) {
    throw badRequest('user_banned', 'User is banned');
  }
  if (!(await verifyPassword(params.password, user.encryptedPassword))) {
    throw badRequest('invalid_credentials', INVALID_LOGIN);
  }
  if (!user.emailConfirmedAt) throw badRequest('email_not_confirmed', 'Email not confirmed');

  const session: SessionJson = await deps.db.transaction((tx) =>
    issueSession(tx, deps, user.id, 'password'),
  );
  const weak = weakPasswordNote(params.password, AUTH_SETTINGS.minPasswordLength);
  if (weak) session.weak_password = weak;
  return sendJson(session);
};

type RefreshOutcome = { session: SessionJson } | { error: Error };

/**
 * GoTrue's RefreshTokenGrant (tokens.Service): rotation with a reuse interval.
 * A revoked token that is the parent of the session's active token gets that
 * active token back (the client lost the last answer); another revoked token is
 * honoured within the reuse interval of its revocation, and after it the whole
 * session's tokens are revoked and the answer is refresh_token_already_used.
 */
const refreshTokenGrant: RouteHandler = async (request, deps) => {
  const params = await readParams(request, 'RefreshTokenGrantParams', { refresh_token: 'string' });
  if (params.refresh_token === '') return oauthError('invalid_request', 'refresh_token required');

  const outcome = await deps.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const presented = await findRefreshToken(tx, params.refresh_token);
    const user = presented ? await findUserById(tx, presented.userId) : undefined;
    if (!presented || !user) {
      return {
        error: badRequest(
          'refresh_token_not_found',
          'Invalid Refresh Token: Refresh Token Not Found',
        ),
      };
    }
    if (user.bannedUntilMs !== null && user.bannedUntilMs > Date.now()) {
      return { error: badRequest('user_banned', 'Invalid Refresh Token: User Banned') };
    }
    if (!presented.sessionId || !(await sessionExists(tx, presented.sessionId))) {
      return {
        error: badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found'),
      };
    }

    let issued = '';
    if (presented.revoked) {
      const active = await activeRefreshToken(tx, presented.sessionId);
      if (active && active.parent === presented.token) {
        issued = active.token;
      } else {
        const reuseUntil =
          presented.updatedAtMs + AUTH_SETTINGS.refreshTokenReuseIntervalSeconds * 1000;
        if (Date.now() > reuseUntil) {
          // Committed with the error, as GoTrue's NewCommitWithError: the family stays revoked.
          await revokeSessionTokens(tx, presented.sessionId);
          return {
            error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
          };
        }
      }
    }
    if (!issued) issued = await swapRefreshToken(tx, presented);

    const { token: accessToken, expiresAt } = await accessTokenFor(
      tx,
      deps,
      user,
      presented.sessionId,
    );
    return {
      session: {
        access_token: accessToken,
        token_type: 'bearer',
        expires_in: deps.config.jwtExpiry,
        expires_at: expiresAt,
        refresh_token: issued,
        user: userJson(user),
      },
    };
  });
  if ('error' in outcome) throw outcome.error;
  return sendJson(outcome.session);
};

/** POST /logout?scope=global|local|others: 204; the sessions and their refresh tokens are deleted. */
export const logout: RouteHandler = async (request, deps) => {
  const scopeParam = new URL(request.url).searchParams.get('scope') ?? '';
  if (!['', 'global', 'local', 'others'].includes(scopeParam)) {
    throw badRequest('validation_failed', `Unsupported logout scope ${JSON.stringify(scopeParam)}`);
  }
  const scope = scopeParam || 'global';
  await deps.db.transaction(async (tx) => {
    const { user, sessionId } = await authenticate(tx, deps, request);
    if (sessionId && scope === 'local') await deleteSession(tx, sessionId);
    else if (sessionId && scope === 'others') await deleteOtherSessions(tx, user.id, sessionId);
    else await deleteAllSessions(tx, user.id);
  });
  return new Response(null, { status: 204 });
};
