import { randomUUID } from 'node:crypto';
import { isPostgresError } from '../db/types.ts';
import { AUTH_SETTINGS } from './context.ts';
import { badRequest, unprocessable } from './errors.ts';
import {
  checkPasswordStrength,
  hashPassword,
  verifyPassword,
  weakPasswordNote,
} from './password.ts';
import { readParams } from './request-body.ts';
import { oauthError, sendJson, type RouteHandler } from './respond.ts';
import { accessTokenFor, authenticate, issueSession, type SessionJson } from './sessions.ts';
import { userJson } from './user-json.ts';
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
import { confirmEmail, findUserByEmail, findUserById, insertUser } from './users-repository.ts';
import { validateEmail } from './validation.ts';

const INVALID_LOGIN = 'Invalid login credentials';

/** POST /signup (GoTrue's Signup, e-mail provider, auto-confirm on as in `supabase start`). */
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
  const email = validateEmail(params.email);
  const data = params.data ?? {};

  const existing = await findUserByEmail(deps.db, email);
  if (existing?.emailConfirmedAt)
    throw unprocessable('user_already_exists', 'User already registered');
  // Hash outside the transaction: bcrypt is slow and PGlite serialises transactions.
  const encryptedPassword = existing ? '' : await hashPassword(params.password);

  const session = await signUpInTransaction().catch((error: unknown) => {
    // Two sign-ups for one address at once: the unique index refuses the second.
    if (isPostgresError(error) && error.code === '23505') {
      throw unprocessable('user_already_exists', 'User already registered');
    }
    throw error;
  });
  return sendJson(session);

  function signUpInTransaction() {
    return deps.db.transaction(async (tx) => {
      let userId = existing?.id;
      if (!userId) {
        userId = randomUUID();
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
      }
      // As GoTrue: an unconfirmed account is confirmed by a sign-up when confirmations are off.
      await confirmEmail(tx, userId);
      return issueSession(tx, deps, userId, 'password');
    });
  }
};

/** POST /token?grant_type=password|refresh_token */
export const token: RouteHandler = async (request, deps) => {
  const grantType = new URL(request.url).searchParams.get('grant_type') ?? '';
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
