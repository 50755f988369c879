import type { Queryable } from '../db/types.ts';
import { renderAuthMail, type OutgoingMail } from '../mail/auth-mail.ts';
import { checkMaxFrequency, verifyLink } from './confirmation.ts';
import { AUTH_SETTINGS, type AuthDeps } from './context.ts';
import { newOtp, tokenHash } from './tokens.ts';
import {
  acceptEmailChangeLink,
  confirmEmailChange,
  setEmailChange,
  type UserRecord,
} from './users-repository.ts';

/** GoTrue's answer when the first of the two links has been followed. */
export const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/**
 * GoTrue's sendEmailChange, inside PUT /user's transaction: the per-address throttle, the
 * project's e-mail budget, a token hash for the new address and (secure e-mail change) one
 * for the current address, then the email_change mail to each with its own link. Returns
 * the mails to send once the transaction has committed.
 */
export async function prepareEmailChange(
  q: Queryable,
  deps: AuthDeps,
  user: UserRecord,
  newEmail: string,
  redirectTo: string,
): Promise<OutgoingMail[]> {
  checkMaxFrequency(deps, user.emailChangeSentAtMs);
  deps.limits.takeEmail();
  const current = user.email ?? '';
  const copies = [{ to: newEmail, otp: newOtp() }];
  if (AUTH_SETTINGS.secureEmailChange && current !== '') {
    copies.push({ to: current, otp: newOtp() });
  }
  const hashes = copies.map(({ to, otp }) => tokenHash(to, otp));
  await setEmailChange(q, user.id, {
    email: newEmail,
    tokenNew: hashes[0] ?? '',
    tokenCurrent: hashes[1] ?? '',
  });
  // The project's email_change template (config.toml), with GoTrue's variables.
  return copies.map(({ to, otp }, index) => {
    const hash = hashes[index] ?? '';
    return renderAuthMail(deps.config.authMail, 'email_change', to, {
      SiteURL: deps.config.siteUrl,
      ConfirmationURL: verifyLink(deps, hash, 'email_change', redirectTo),
      Email: current,
      NewEmail: newEmail,
      Token: otp,
      TokenHash: hash,
      RedirectTo: redirectTo,
      SendingTo: to,
    });
  });
}

/**
 * GoTrue's emailChangeVerify for the link with token hash `hash`: with secure e-mail
 * change (and confirmations on), the first of the two links only spends its token and
 * answers 'accepted'; the second, or the only one, makes the new address the user's.
 */
export async function redeemEmailChange(
  q: Queryable,
  deps: AuthDeps,
  user: UserRecord,
  hash: string,
): Promise<'accepted' | 'changed'> {
  if (
    deps.config.enableConfirmations &&
    AUTH_SETTINGS.secureEmailChange &&
    user.emailChangeConfirmStatus === 0 &&
    (user.email ?? '') !== ''
  ) {
    if (hash === user.emailChangeTokenCurrent) await acceptEmailChangeLink(q, user.id, 'current');
    else await acceptEmailChangeLink(q, user.id, 'new');
    return 'accepted';
  }
  await confirmEmailChange(q, user);
  return 'changed';
}
