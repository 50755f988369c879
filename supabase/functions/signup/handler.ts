// POST /functions/v1/signup {email, password}: creates a confirmed user through the auth
// admin API (spec 7.2). Called with the anon key as bearer, so anyone can reach it: it must
// validate its input itself, because the admin API does not check password strength.
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
  serviceRoleKey: string;
  fetch?: typeof fetch;
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

    let response: Response;
    try {
      response = await doFetch(`${base}/auth/v1/admin/users`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${deps.serviceRoleKey}`,
          apikey: deps.serviceRoleKey,
        },
        // email_confirm: the product signs the user straight in (issue 3); the e-mail is
        // the one they typed twice-checked by nobody, which the spec accepts.
        body: JSON.stringify({ email, password, email_confirm: true, user_metadata: {} }),
      });
    } catch (error) {
      console.error('[signup] auth admin API unreachable:', error);
      return errorResponse(502, signupMessages.unavailable);
    }

    if (response.ok) {
      const user = (await response.json().catch(() => null)) as { id?: unknown } | null;
      return json({ id: typeof user?.id === 'string' ? user.id : null, email }, 200);
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
    // 401/403 mean our service key is wrong, 5xx an outage: nothing the user can fix.
    console.error('[signup] auth admin API answered', response.status, failure);
    return errorResponse(502, signupMessages.unavailable);
  };
}

/** The deployed handler: configuration from the function's secrets. */
export default createSignupHandler(() => {
  const env = requireEnv('SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY');
  return { supabaseUrl: env.SUPABASE_URL, serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY };
});
