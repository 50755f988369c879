// A local stack for the sign-up function's tests: sign-ups go through the functions gateway
// as the app sends them, links are taken from the outbox and followed hop by hop as a
// browser follows them (fragments stay in the browser), and passwords are tried at the
// auth service's password grant. Test-only.
import { firstLink } from '../../../supabase/local/mail/outbox.ts';
import { startTestStack, type LocalStack } from '../stack/test-stack.ts';

/** The app's origin in the stack's default config (its Site URL). */
export const APP_ORIGIN = 'http://localhost:5173';

export interface SignupStack {
  stack: LocalStack;
  /** POST /functions/v1/signup from the app's page; the answer's status, body and duration. */
  signUp(email: string, password: string): Promise<{ status: number; text: string; ms: number }>;
  /** The confirmation links mailed to `email`, oldest first. */
  linksTo(email: string): string[];
  /** Follows a link through every redirect on the stack; the page the browser ends on. */
  follow(link: string): Promise<{ status: number; url: URL }>;
  /** The e-mail and confirmation of the user behind an access token, or null. */
  whoIs(accessToken: string): Promise<{ email: string; confirmed: boolean } | null>;
  /** Whether the password grant takes this password. */
  passwordWorks(email: string, password: string): Promise<boolean>;
  stop(): Promise<void>;
}

export async function startSignupStack(
  options: { emailMinInterval?: number } = {},
): Promise<SignupStack> {
  const stack = await startTestStack({
    config: { emailMinInterval: options.emailMinInterval ?? 0 },
  });
  const anon = { apikey: stack.config.anonKey, Authorization: `Bearer ${stack.config.anonKey}` };

  return {
    stack,
    async signUp(email, password) {
      const started = performance.now();
      const response = await fetch(`${stack.apiUrl}/functions/v1/signup`, {
        method: 'POST',
        headers: { ...anon, 'Content-Type': 'application/json', Origin: APP_ORIGIN },
        body: JSON.stringify({ email, password }),
      });
      const text = await response.text();
      return { status: response.status, text, ms: performance.now() - started };
    },
    linksTo(email) {
      return stack.outbox
        .list()
        .filter((mail) => mail.to === email)
        .sort((a, b) => a.sentAt.localeCompare(b.sentAt))
        .map((mail) => firstLink(mail) ?? '');
    },
    async follow(link) {
      let url = new URL(link);
      for (let hop = 0; hop < 10; hop++) {
        if (url.origin !== new URL(stack.apiUrl).origin) return { status: 200, url };
        const response = await fetch(url.href.split('#')[0] ?? '', { redirect: 'manual' });
        await response.body?.cancel();
        const location = response.headers.get('location');
        if (!location) return { status: response.status, url };
        const next = new URL(location, url);
        // A Location without a fragment keeps the one the browser already has.
        if (!next.hash && url.hash) next.hash = url.hash;
        url = next;
      }
      throw new Error(`too many redirects from ${link}`);
    },
    async whoIs(accessToken) {
      const response = await fetch(`${stack.apiUrl}/auth/v1/user`, {
        headers: { apikey: stack.config.anonKey, Authorization: `Bearer ${accessToken}` },
      });
      if (!response.ok) return null;
      const user = (await response.json()) as { email: string; email_confirmed_at?: string };
      return { email: user.email, confirmed: Boolean(user.email_confirmed_at) };
    },
    async passwordWorks(email, password) {
      const response = await fetch(`${stack.apiUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: stack.config.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      await response.body?.cancel();
      return response.ok;
    },
    stop: () => stack.stop(),
  };
}
