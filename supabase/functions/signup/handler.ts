// POST /functions/v1/signup {email, password} (spec 7.2): signs the user up through the auth
// service's own POST /auth/v1/signup, so the account is unconfirmed until its owner follows
// the confirmation link the auth service mails (to {origin}/dashboard), and the auth
// service's per-IP sign-up limit applies to the real caller, whose address goes along in
// X-Forwarded-For. Called with the anon key as bearer, so anyone can reach it.
import process from 'node:process';
import { preflight } from '../_shared/cors.ts';
import { MissingEnvError, requireEnv } from '../_shared/env.ts';
import { errorResponse, json, readJsonObject } from '../_shared/http.ts';

export const MIN_PASSWORD_LENGTH = 6;

export const signupMessages = {
  invalidBody: 'Please provide an email and a password.',
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  emailExists: 'A user with this email address has already been registered',
  unavailable: 'Could not create your account right now. Please try again.',
  methodNotAllowed: 'Method not allowed',
} as const;

// The HTML email input's rule, as the client checks it; GoTrue applies its own on top.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export interface SignupDeps {
  supabaseUrl: string;
  anonKey: string;
  /** The app's origin (SITE_URL): where the confirmation link lands when the caller sends no Origin. */
  siteUrl?: string;
  fetch?: typeof fetch;
}

/** The caller's page origin when it is a plain http(s) origin; the auth service checks it against its allow-list. */
function appOrigin(req: Request, siteUrl: string | undefined): string | undefined {
  for (const candidate of [req.headers.get('origin'), siteUrl]) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // not a URL: try the next
    }
  }
  return undefined;
}

/**
 * The caller's address as the gateway in front of the function saw it: the first entry
 * of X-Forwarded-For (the hosted gateway and the local stack set it).
 */
function callerAddress(req: Request): string | undefined {
  return req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || undefined;
}

interface AuthErrorBody {
  code?: unknown;
  error_code?: unknown;
  msg?: unknown;
  message?: unknown;
}

function errorText(body: AuthErrorBody): string | undefined {
  const value = typeof body.message === 'string' ? body.message : body.msg;
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The handler with its dependencies given (tests and other runtimes). */
export function createSignupHandler(getDeps: () => SignupDeps) {
  return async function signup(req: Request): Promise<Response> {
    if (req.method === 'OPTIONS') return preflight();
    if (req.method !== 'POST') return errorResponse(405, signupMessages.methodNotAllowed);

    const body = await readJsonObject(req);
    const email = typeof body?.email === 'string' ? body.email.trim() : '';
    const password = typeof body?.password === 'string' ? body.password : '';
    if (!body || email === '' || password === '') {
      return errorResponse(400, signupMessages.invalidBody, 'validation_failed');
    }
    if (!EMAIL_PATTERN.test(email) || email.length > 254) {
      return errorResponse(400, signupMessages.invalidEmail, 'validation_failed');
    }
    if (password.length < MIN_PASSWORD_LENGTH) {
      return errorResponse(422, signupMessages.passwordTooShort, 'weak_password');
    }

    let deps: SignupDeps;
    try {
      deps = getDeps();
    } catch (error) {
      console.error('[signup]', error instanceof MissingEnvError ? error.message : error);
      return errorResponse(500, signupMessages.unavailable);
    }
    const doFetch = deps.fetch ?? fetch;
    const base = deps.supabaseUrl.replace(/\/+$/, '');

    const origin = appOrigin(req, deps.siteUrl);
    const query = origin ? `?redirect_to=${encodeURIComponent(`${origin}/dashboard`)}` : '';
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${deps.anonKey}`,
      apikey: deps.anonKey,
      'X-Supabase-Api-Version': '2024-01-01',
    };
    const caller = callerAddress(req);
    if (caller) headers['X-Forwarded-For'] = caller;

    let response: Response;
    try {
      response = await doFetch(`${base}/auth/v1/signup${query}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password, data: {} }),
      });
    } catch (error) {
      console.error('[signup] auth API unreachable:', error);
      return errorResponse(502, signupMessages.unavailable);
    }

    if (response.ok) {
      // The unconfirmed user, or for a registered address an obfuscated one that looks the
      // same. A session (a project with confirmations off) is not passed on: the app never
      // signs in from a sign-up, the confirmation link does.
      const body = (await response.json().catch(() => null)) as {
        id?: unknown;
        user?: { id?: unknown };
      } | null;
      const id = typeof body?.id === 'string' ? body.id : body?.user?.id;
      return json({ id: typeof id === 'string' ? id : null, email }, 200);
    }

    const failure = ((await response.json().catch(() => ({}))) ?? {}) as AuthErrorBody;
    const code = typeof failure.code === 'string' ? failure.code : failure.error_code;
    if (
      code === 'email_exists' ||
      code === 'user_already_exists' ||
      (response.status === 422 && /already (been )?registered/i.test(errorText(failure) ?? ''))
    ) {
      return errorResponse(422, signupMessages.emailExists, 'email_exists');
    }
    if (
      response.status >= 400 &&
      response.status < 500 &&
      response.status !== 401 &&
      response.status !== 403
    ) {
      // The user's own input was refused (weak password policy, invalid e-mail): say why.
      return errorResponse(
        response.status,
        errorText(failure) ?? signupMessages.unavailable,
        typeof code === 'string' ? code : undefined,
      );
    }
    // 401/403 mean our key is wrong, 5xx an outage: nothing the user can fix.
    console.error('[signup] auth API answered', response.status, failure);
    return errorResponse(502, signupMessages.unavailable);
  };
}

/** The deployed handler: configuration from the function's secrets. */
export default createSignupHandler(() => {
  const env = requireEnv('SUPABASE_URL', 'SUPABASE_ANON_KEY');
  return {
    supabaseUrl: env.SUPABASE_URL,
    anonKey: env.SUPABASE_ANON_KEY,
    siteUrl: process.env.SITE_URL?.trim() || undefined,
  };
});
