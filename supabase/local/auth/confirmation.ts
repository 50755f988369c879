import type { Queryable } from '../db/types.ts';
import { renderAuthMail, type OutgoingMail } from '../mail/auth-mail.ts';
import type { AuthDeps } from './context.ts';
import { tooManyRequests } from './errors.ts';
import { newOtp, tokenHash } from './tokens.ts';
import { setConfirmationToken, type UserRecord } from './users-repository.ts';
import { goQueryEscape } from './validation.ts';

/**
 * GoTrue's per-address throttle (GOTRUE_SMTP_MAX_FREQUENCY, `[auth.email]
 * max_frequency`): one mail of a kind per interval. Go divides durations as
 * integers, so the seconds left are truncated.
 */
export function checkMaxFrequency(deps: AuthDeps, sentAtMs: number | null): void {
  const minIntervalMs = deps.config.emailMinInterval * 1000;
  const now = Date.now();
  if (sentAtMs !== null && sentAtMs + minIntervalMs > now) {
    const left = Math.floor((sentAtMs + minIntervalMs - now) / 1000);
    throw tooManyRequests(
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${left} seconds.`,
    );
  }
}

/**
 * GoTrue's mailer leaves redirect_to as given unless it contains one of & = #,
 * which would break the link's own query string.
 */
export function encodeRedirectUrl(url: string): string {
  return /[&=#]/.test(url) ? goQueryEscape(url) : url;
}

/** {API}/auth/v1/verify?token=<hash>&type=<type>&redirect_to=<url>, as GoTrue's mailer builds it. */
export function verifyLink(deps: AuthDeps, hash: string, type: string, redirectTo: string): string {
  return (
    `${deps.config.apiUrl}/auth/v1/verify?token=${goQueryEscape(hash)}&type=${type}` +
    `&redirect_to=${encodeRedirectUrl(redirectTo)}`
  );
}

/**
 * GoTrue's sendConfirmation, inside the sign-up's transaction: the
 * per-address throttle, the project's e-mail budget, then a one-hour token
 * hash stored on the user. Returns the mail to send once the transaction has
 * committed (a refused sign-up mails nothing).
 */
export async function prepareConfirmation(
  q: Queryable,
  deps: AuthDeps,
  user: UserRecord,
  redirectTo: string,
): Promise<OutgoingMail> {
  checkMaxFrequency(deps, user.confirmationSentAtMs);
  deps.limits.takeEmail();
  const email = user.email ?? '';
  const otp = newOtp();
  const hash = tokenHash(email, otp);
  await setConfirmationToken(q, user.id, hash);
  // The project's confirmation template (config.toml), with GoTrue's variables.
  return renderAuthMail(deps.config.authMail, 'confirmation', email, {
    SiteURL: deps.config.siteUrl,
    ConfirmationURL: verifyLink(deps, hash, 'signup', redirectTo),
    Email: email,
    Token: otp,
    TokenHash: hash,
    RedirectTo: redirectTo,
  });
}
