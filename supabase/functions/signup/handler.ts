// POST /functions/v1/signup {email, password} (spec 7.2): signs the user up through the auth
// service's own POST /auth/v1/signup, so the account is unconfirmed until its owner follows
// the confirmation link the auth service mails, and the auth service's per-IP sign-up limit
// applies to the real caller, whose address goes along in X-Forwarded-For. Called with the
// anon key as bearer, so anyone can reach it.
//
// A sign-up cannot be pre-claimed (README, "E-mail confirmation and auth rate limits"): the
// password's hash waits in the database under a nonce that only this sign-up's link
// carries (GET /functions/v1/signup?confirm=<nonce>, see confirm.ts), an unconfirmed
// account loses any password an earlier sign-up gave it, and the followed link applies its
// own. Every answer leaves on a fixed step of time, so how long it took does not tell
// whether the address has an account.
import process from 'node:process';
import { preflight } from '../_shared/cors.ts';
import { MissingEnvError, requireEnv } from '../_shared/env.ts';
import { errorResponse, json, readJsonObject } from '../_shared/http.ts';
import { createServiceClient } from '../_shared/supabase/service-client.ts';
import { confirmSignup } from './confirm.ts';
import {
  confirmUrl,
  hashPassword,
  MAX_PASSWORD_BYTES,
  newNonce,
  nonceHash,
  padToStep,
} from './pending-signup.ts';

export const MIN_PASSWORD_LENGTH = 6;
/**
 * Every sign-up answer leaves on a multiple of this many milliseconds after the request
 * came in. Above the slowest ordinary sign-up (a new address: two bcrypt hashes and the
 * confirmation mail); SIGNUP_ANSWER_STEP_MS raises it where the mail server is slower.
 */
export const SIGNUP_ANSWER_STEP_MS = 1000;

export const signupMessages = {
  invalidBody: 'Please provide an email and a password.',
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  passwordTooLong: `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
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
  /** For the pending sign-ups (RPC) and the sign-in link of a confirmation (admin API). */
  serviceRoleKey: string;
  /** The API origin a browser reaches, for the link (default supabaseUrl). */
  publicUrl?: string;
  /** The app's origin (SITE_URL): where the confirmation link lands when the caller sends no Origin. */
  siteUrl?: string;
  fetch?: typeof fetch;
  /** SIGNUP_ANSWER_STEP_MS by default; 0 answers at once (tests of other behaviour). */
  answerStepMs?: number;
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
    const startedAt = performance.now();
    if (req.method === 'OPTIONS') return preflight();
    if (req.method === 'GET' && new URL(req.url).searchParams.has('confirm')) {
      const deps = loadDeps(getDeps);
      return deps ? confirmSignup(req, deps) : errorResponse(500, signupMessages.unavailable);
    }
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
    if (new TextEncoder().encode(password).length > MAX_PASSWORD_BYTES) {
      return errorResponse(400, signupMessages.passwordTooLong, 'validation_failed');
    }

    const deps = loadDeps(getDeps);
    if (!deps) return errorResponse(500, signupMessages.unavailable);
    const answer = await signUp(req, deps, email, password);
    await padToStep(startedAt, deps.answerStepMs ?? SIGNUP_ANSWER_STEP_MS);
    return answer;
  };
}

function loadDeps(getDeps: () => SignupDeps): SignupDeps | null {
  try {
    return getDeps();
  } catch (error) {
    console.error('[signup]', error instanceof MissingEnvError ? error.message : error);
    return null;
  }
}

/**
 * The same work for every address: hash the password, record the pending sign-up (which
 * takes the password away from an unconfirmed account), then the auth service's sign-up,
 * whose link leads to this function with the nonce.
 */
async function signUp(
  req: Request,
  deps: SignupDeps,
  email: string,
  password: string,
): Promise<Response> {
  const doFetch = deps.fetch ?? fetch;
  const base = deps.supabaseUrl.replace(/\/+$/, '');
  const origin = appOrigin(req, deps.siteUrl);
  const nonce = newNonce();
  try {
    const client = createServiceClient({
      supabaseUrl: base,
      serviceRoleKey: deps.serviceRoleKey,
      fetch: doFetch,
    });
    await client.rpc('begin_signup_for', {
      p_email: email,
      p_password_hash: await hashPassword(password),
      p_nonce_hash: nonceHash(nonce),
      p_redirect_to: origin ? `${origin}/dashboard` : '',
    });
  } catch (error) {
    console.error('[signup] could not record the sign-up:', error);
    return errorResponse(502, signupMessages.unavailable);
  }

  const link = confirmUrl(deps.publicUrl ?? base, nonce);
  const query = `?redirect_to=${encodeURIComponent(link)}`;
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
}

/** The deployed handler: configuration from the function's secrets. */
export default createSignupHandler(() => {
  const env = requireEnv('SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY');
  const step = Number(process.env.SIGNUP_ANSWER_STEP_MS);
  return {
    supabaseUrl: env.SUPABASE_URL,
    anonKey: env.SUPABASE_ANON_KEY,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
    publicUrl: process.env.SUPABASE_PUBLIC_URL?.trim() || undefined,
    siteUrl: process.env.SITE_URL?.trim() || undefined,
    answerStepMs: Number.isFinite(step) && step > 0 ? step : undefined,
  };
});
