import { DUPLICATE_EMAIL } from './admin-routes.ts';
import { AUTH_SETTINGS } from './context.ts';
import { prepareEmailChange } from './email-change.ts';
import { badRequest, forbidden, unprocessable } from './errors.ts';
import { checkPasswordStrength, hashPassword, verifyPassword } from './password.ts';
import { referrerFor } from './redirects.ts';
import { readParams } from './request-body.ts';
import { sendJson, type RouteHandler } from './respond.ts';
import { audienceOf, authenticate } from './sessions.ts';
import { userJson } from './user-json.ts';
import { deleteAllSessions, deleteOtherSessions } from './sessions-repository.ts';
import { findUserByEmail, findUserById, mergeMetadata, setPassword } from './users-repository.ts';
import { validateEmail } from './validation.ts';

/** GET /user: the signed-in user. */
export const getUser: RouteHandler = async (request, deps) => {
  const { claims, user } = await deps.db.transaction((tx) => authenticate(tx, deps, request), {
    readOnly: true,
  });
  const aud = request.headers.get('x-jwt-aud') || AUTH_SETTINGS.audience;
  if (audienceOf(claims) !== aud) {
    throw badRequest('validation_failed', "Token audience doesn't match request audience");
  }
  return sendJson(userJson(user));
};

/**
 * PUT /user (GoTrue's UserUpdate): password, user metadata and e-mail. A new password
 * must pass the strength rules and differ from the current one, and it signs
 * the user out of every other session. A new e-mail address is not applied here: it is
 * mailed (secure e-mail change: to the current and the new address, each with its own
 * link) and becomes the user's once the links are followed (GET /verify?type=email_change).
 */
export const updateUser: RouteHandler = async (request, deps) => {
  const params = await readParams(request, 'UserUpdateParams', {
    email: 'string',
    password: 'string-pointer',
    nonce: 'string',
    data: 'object',
    app_metadata: 'object',
    phone: 'string',
    channel: 'string',
    code_challenge: 'string',
    code_challenge_method: 'string',
  });
  const { user, sessionId } = await deps.db.transaction((tx) => authenticate(tx, deps, request), {
    readOnly: true,
  });
  // GoTrue limits PUT /user (its own bucket, at the sign_in_sign_ups rate) once authenticated.
  deps.limits.take('user', deps.clientIp);

  const email = params.email === '' ? '' : validateEmail(params.email);
  if (params.phone !== '') {
    throw badRequest(
      'validation_failed',
      'Updating the phone number is not supported by the local stack',
    );
  }
  const password = params.password;
  if (typeof password === 'string')
    checkPasswordStrength(password, AUTH_SETTINGS.minPasswordLength);
  if (params.app_metadata) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  }
  const changesEmail = email !== '' && email !== (user.email ?? '');
  if (changesEmail) {
    if (params.code_challenge !== '') {
      throw badRequest('validation_failed', 'The PKCE flow is not supported by the local stack');
    }
    const holder = await findUserByEmail(deps.db, email, user.aud);
    if (holder && holder.id !== user.id) throw unprocessable('email_exists', DUPLICATE_EMAIL);
  }

  let encryptedPassword: string | undefined;
  if (typeof password === 'string') {
    if (password !== '' && (await verifyPassword(password, user.encryptedPassword))) {
      throw unprocessable(
        'same_password',
        'New password should be different from the old password.',
      );
    }
    encryptedPassword = await hashPassword(password);
  }

  const redirectTo = referrerFor(request, deps.config);
  const { updated, mails } = await deps.db.transaction(async (tx) => {
    if (encryptedPassword !== undefined) {
      await setPassword(tx, user.id, encryptedPassword);
      if (sessionId) await deleteOtherSessions(tx, user.id, sessionId);
      else await deleteAllSessions(tx, user.id);
    }
    if (params.data) await mergeMetadata(tx, user.id, 'raw_user_meta_data', params.data);
    const mails = changesEmail ? await prepareEmailChange(tx, deps, user, email, redirectTo) : [];
    return { updated: await findUserById(tx, user.id), mails };
  });
  if (!updated) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  for (const mail of mails) deps.outbox.send(mail);
  return sendJson(userJson(updated));
};
