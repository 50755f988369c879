// GET /functions/v1/signup?confirm=<nonce>: where a confirmation link leads after the auth
// service's /verify (which confirmed the address, or refused a link a later sign-up voided).
// The nonce proves the mailbox as the auth service's token does: it gives the account the
// password of the sign-up that mailed this link, ends the address's other pending
// sign-ups, and sends the browser through a one-time sign-in link of the auth service to
// the app, signed in and confirmed, as the link always did.
import { createServiceClient } from '../_shared/supabase/service-client.ts';
import type { SignupDeps } from './handler.ts';
import { NONCE_PATTERN, nonceHash } from './pending-signup.ts';

interface FinishedSignup {
  user_id: string;
  email: string;
  /** The app page the sign-up came from; '' for the auth service's Site URL. */
  redirect_to: string;
}

/** GoTrue's own answer to a used or expired link, so the app treats both alike. */
const EXPIRED =
  'error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
const UNAVAILABLE =
  'error=server_error&error_code=unexpected_failure&error_description=Could+not+confirm+your+account+right+now.+Please+try+again.';

export async function confirmSignup(req: Request, deps: SignupDeps): Promise<Response> {
  const nonce = new URL(req.url).searchParams.get('confirm') ?? '';
  const base = deps.supabaseUrl.replace(/\/+$/, '');
  const doFetch = deps.fetch ?? fetch;
  const client = createServiceClient({
    supabaseUrl: base,
    serviceRoleKey: deps.serviceRoleKey,
    fetch: doFetch,
  });

  let finished: FinishedSignup | undefined;
  if (NONCE_PATTERN.test(nonce)) {
    try {
      const rows = await client.rpc<FinishedSignup[]>('finish_signup_for', {
        p_nonce_hash: nonceHash(nonce),
      });
      finished = rows[0];
    } catch (error) {
      console.error('[signup] could not finish a sign-up:', error);
      return failure(deps, '', UNAVAILABLE);
    }
  }
  if (!finished) return failure(deps, '', EXPIRED);

  let actionLink: unknown;
  try {
    const response = await doFetch(`${base}/auth/v1/admin/generate_link`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        apikey: deps.serviceRoleKey,
        Authorization: `Bearer ${deps.serviceRoleKey}`,
      },
      body: JSON.stringify({
        type: 'magiclink',
        email: finished.email,
        ...(finished.redirect_to ? { redirect_to: finished.redirect_to } : {}),
      }),
    });
    const body = (await response.json().catch(() => null)) as { action_link?: unknown } | null;
    if (!response.ok) console.error('[signup] generate_link answered', response.status, body);
    actionLink = response.ok ? body?.action_link : undefined;
  } catch (error) {
    console.error('[signup] auth API unreachable:', error);
  }
  if (typeof actionLink !== 'string' || !/^https?:\/\//.test(actionLink)) {
    return failure(deps, finished.redirect_to, UNAVAILABLE);
  }
  return redirect(actionLink);
}

/** To the app with the error in the fragment, as the auth service's /verify answers one. */
function failure(deps: SignupDeps, landing: string, fragment: string): Response {
  const target = landing || siteDashboard(deps.siteUrl);
  if (!target) {
    return new Response('Email link is invalid or has expired', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return redirect(`${target}#${fragment}`);
}

function siteDashboard(siteUrl: string | undefined): string {
  try {
    return siteUrl ? `${new URL(siteUrl).origin}/dashboard` : '';
  } catch {
    return '';
  }
}

function redirect(location: string): Response {
  // The next hop holds a sign-in token: no cache may keep it and no Referer carries the nonce.
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  });
}
