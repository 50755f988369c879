import type { Queryable } from '../db/types.ts';
import { renderAuthMail } from '../mail/auth-mail.ts';
import { AUTH_SETTINGS, type AuthDeps } from './context.ts';
import { checkMaxFrequency, verifyLink } from './confirmation.ts';
import { redeemEmailChange, SINGLE_CONFIRMATION_ACCEPTED } from './email-change.ts';
import { AuthApiError, badRequest, forbidden, unprocessable } from './errors.ts';
import { referrerFor } from './redirects.ts';
import { readParams } from './request-body.ts';
import { sendJson, type RouteHandler } from './respond.ts';
import { issueSession, type SessionJson } from './sessions.ts';
import { newOtp, tokenHash } from './tokens.ts';
import {
  clearRecoveryToken,
  confirmEmail,
  findUserByConfirmationToken,
  findUserByEmail,
  findUserByEmailChangeToken,
  findUserByRecoveryToken,
  setRecoveryToken,
  type UserRecord,
} from './users-repository.ts';
import { goEncodeValues, validateEmail } from './validation.ts';

/**
 * POST /recover?redirect_to=URL: always 200 {} (no account enumeration). For a
 * known address it stores a one-hour, single-use token hash and mails the link
 * {API}/auth/v1/verify?token=<hash>&type=recovery&redirect_to=<url>.
 */
export const recover: RouteHandler = async (request, deps) => {
  deps.limits.take('recover', deps.clientIp);
  const params = await readParams(request, 'RecoverParams', {
    email: 'string',
    code_challenge: 'string',
    code_challenge_method: 'string',
  });
  if (params.email === '')
    throw badRequest('validation_failed', 'Password recovery requires an email');
  const email = validateEmail(params.email);
  if ((params.code_challenge === '') !== (params.code_challenge_method === '')) {
    throw badRequest(
      'validation_failed',
      'PKCE flow requires code_challenge_method and code_challenge',
    );
  }
  if (params.code_challenge !== '') {
    throw badRequest('validation_failed', 'The PKCE flow is not supported by the local stack');
  }

  const user = await findUserByEmail(deps.db, email);
  if (!user) return sendJson({});

  checkMaxFrequency(deps, user.recoverySentAtMs);
  deps.limits.takeEmail();

  const otp = newOtp();
  const hash = tokenHash(user.email ?? email, otp);
  const redirectTo = referrerFor(request, deps.config);
  const link = verifyLink(deps, hash, 'recovery', redirectTo);
  await setRecoveryToken(deps.db, user.id, hash);
  // The project's recovery template (config.toml), with GoTrue's variables.
  const to = user.email ?? email;
  deps.outbox.send(
    renderAuthMail(deps.config.authMail, 'recovery', to, {
      SiteURL: deps.config.siteUrl,
      ConfirmationURL: link,
      Email: to,
      Token: otp,
      TokenHash: hash,
      RedirectTo: redirectTo,
    }),
  );
  return sendJson({});
};

const LINK_INVALID = 'Email link is invalid or has expired';
const OTP_INVALID = 'Token has expired or is invalid';
const OAUTH_ERROR_BY_STATUS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** Which token a user was found by: their sign-up confirmation, recovery or e-mail change. */
type TokenKind = 'confirmation' | 'recovery' | 'email_change';

interface Found {
  user: UserRecord;
  kind: TokenKind;
  /** The token hash the user was found by (an e-mail change has two). */
  hash: string;
}

const VERIFY_TYPES = ['recovery', 'magiclink', 'email', 'signup', 'invite', 'email_change'];

/** The token kinds a verification type may redeem (no invites here). */
function kindsFor(type: string): TokenKind[] {
  if (type === 'signup') return ['confirmation'];
  if (type === 'email') return ['confirmation', 'recovery'];
  if (type === 'recovery' || type === 'magiclink') return ['recovery'];
  if (type === 'email_change') return ['email_change'];
  return [];
}

function isExpired({ user, kind }: Found): boolean {
  const sentAtMs =
    kind === 'confirmation'
      ? user.confirmationSentAtMs
      : kind === 'recovery'
        ? user.recoverySentAtMs
        : user.emailChangeSentAtMs;
  return sentAtMs === null || Date.now() > sentAtMs + AUTH_SETTINGS.otpExpirySeconds * 1000;
}

/** The user's live tokens of a kind: an e-mail change has one per address. */
function tokensOf(user: UserRecord, kind: TokenKind): string[] {
  if (kind === 'confirmation') return [user.confirmationToken];
  if (kind === 'recovery') return [user.recoveryToken];
  return [user.emailChangeTokenCurrent, user.emailChangeTokenNew].filter((token) => token !== '');
}

function findUserByToken(q: Queryable, kind: TokenKind, hash: string) {
  if (kind === 'confirmation') return findUserByConfirmationToken(q, hash);
  if (kind === 'recovery') return findUserByRecoveryToken(q, hash);
  return findUserByEmailChangeToken(q, hash);
}

/** GoTrue's verifyTokenHash for the token kinds the stand-in issues. */
async function userForTokenHash(q: Queryable, type: string, hash: string): Promise<Found> {
  if (!VERIFY_TYPES.includes(type)) {
    throw badRequest('validation_failed', 'Invalid email verification type');
  }
  let found: Found | undefined;
  for (const kind of kindsFor(type)) {
    const user = await findUserByToken(q, kind, hash);
    if (user) {
      found = { user, kind, hash };
      break;
    }
  }
  if (!found) throw forbidden('otp_expired', LINK_INVALID);
  const { user } = found;
  if (user.bannedUntilMs !== null && user.bannedUntilMs > Date.now())
    throw forbidden('user_banned', 'User is banned');
  if (isExpired(found)) throw forbidden('otp_expired', LINK_INVALID);
  return found;
}

/**
 * GoTrue's signupVerify (confirms the address, single use), recoverVerify (single use,
 * confirms an unconfirmed address too) or emailChangeVerify, then a new session signed in
 * by one-time token ("otp" in amr). Null when the link was the first of an e-mail
 * change's two: GoTrue then answers a message and no session.
 */
async function redeem(q: Queryable, deps: AuthDeps, found: Found): Promise<SessionJson | null> {
  const { user, kind } = found;
  if (kind === 'email_change') {
    if ((await redeemEmailChange(q, deps, user, found.hash)) === 'accepted') return null;
    return issueSession(q, deps, user.id, 'otp');
  }
  if (kind === 'recovery') await clearRecoveryToken(q, user.id);
  if (kind === 'confirmation' || !user.emailConfirmedAt) await confirmEmail(q, user.id);
  return issueSession(q, deps, user.id, 'otp');
}

/**
 * GET /verify?token&type&redirect_to: the link of a recovery or confirmation mail. Answers
 * 303 to redirect_to (or the site URL) with the session in the fragment
 * (implicit flow), or with the error in the fragment.
 */
export const verifyGet: RouteHandler = async (request, deps) => {
  deps.limits.take('verify', deps.clientIp);
  const query = new URL(request.url).searchParams;
  const type = query.get('type') ?? '';
  const token = query.get('token') ?? '';
  const redirectTo = referrerFor(request, deps.config);
  if (type === '') throw badRequest('validation_failed', 'Verify requires a verification type');
  if (token === '')
    throw badRequest('validation_failed', 'Verify requires a token or a token hash');

  let location: string;
  try {
    const session = await deps.db.transaction(async (tx) =>
      redeem(tx, deps, await userForTokenHash(tx, type, token)),
    );
    location = session
      ? `${redirectTo}#` +
        goEncodeValues({
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: session.token_type,
          type,
        })
      : acceptedRedirect(redirectTo);
  } catch (error) {
    if (!(error instanceof AuthApiError)) throw error;
    location = errorRedirect(redirectTo, error);
  }
  return new Response(null, { status: 303, headers: { Location: location } });
};

/** GoTrue's prepRedirectURL (implicit flow): the first e-mail change link's message. */
function acceptedRedirect(redirectTo: string): string {
  return `${redirectTo.split('#')[0]}#${goEncodeValues({ message: SINGLE_CONFIRMATION_ACCEPTED, sb: '' })}`;
}

/** GoTrue's prepErrorRedirectURL (implicit flow): the error goes in the fragment. */
function errorRedirect(redirectTo: string, error: AuthApiError): string {
  const values: Record<string, string> = {
    error_code: error.code,
    error_description: error.message,
  };
  const oauth = OAUTH_ERROR_BY_STATUS[error.status];
  if (oauth) values.error = oauth;
  return `${redirectTo.split('#')[0]}#${goEncodeValues(values)}`;
}

/**
 * POST /verify {type, token_hash} or {type, token, email}: the same redemption
 * for a client that shows its own page (verifyOtp), answering the session JSON.
 */
export const verifyPost: RouteHandler = async (request, deps) => {
  deps.limits.take('verify', deps.clientIp);
  const params = await readParams(request, 'VerifyParams', {
    type: 'string',
    token: 'string',
    token_hash: 'string',
    email: 'string',
    phone: 'string',
    redirect_to: 'string',
  });
  if (params.type === '')
    throw badRequest('validation_failed', 'Verify requires a verification type');
  if ((params.token === '') === (params.token_hash === '')) {
    throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
  }
  let email = '';
  if (params.token !== '') {
    if (params.phone !== '' && params.email === '') {
      throw badRequest(
        'validation_failed',
        'Phone verification is not supported by the local stack',
      );
    }
    if (params.phone !== '' || params.email === '') {
      throw badRequest(
        'validation_failed',
        'Only an email address or phone number should be provided on verify',
      );
    }
    try {
      email = validateEmail(params.email);
    } catch {
      throw unprocessable('validation_failed', 'Invalid email format');
    }
  } else if (params.email !== '' || params.phone !== '' || params.redirect_to !== '') {
    throw badRequest('validation_failed', 'Only the token_hash and type should be provided');
  }

  const session = await deps.db.transaction(async (tx) => {
    if (params.token_hash !== '') {
      return redeem(tx, deps, await userForTokenHash(tx, params.type, params.token_hash));
    }
    const hash = tokenHash(email, params.token);
    // An e-mail change's code is found by its hash: the user's address is not yet the new one.
    const user =
      params.type === 'email_change'
        ? await findUserByEmailChangeToken(tx, hash)
        : await findUserByEmail(tx, email);
    const found = user
      ? kindsFor(params.type)
          .map((kind): Found => ({ user, kind, hash }))
          .find(
            (candidate) => tokensOf(user, candidate.kind).includes(hash) && !isExpired(candidate),
          )
      : undefined;
    if (!found) throw forbidden('otp_expired', OTP_INVALID);
    if (found.user.bannedUntilMs !== null && found.user.bannedUntilMs > Date.now()) {
      throw forbidden('user_banned', 'User is banned');
    }
    return redeem(tx, deps, found);
  });
  // GoTrue's answer to the first of an e-mail change's two codes or links.
  if (!session) return sendJson({ msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' });
  return sendJson(session);
};
