import { clearStoredSession } from '@/lib/stored-session';
import { callEdgeFunction, errorMessage } from '@/lib/edge-functions';
import { functionUrl, getSupabase } from '@/lib/supabase';

// Every network call of the auth screens (spec 7, "Auth"), with the error texts of spec 8.

export const authMessages = {
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  signUpSuccess: 'Account created! Please check your email to verify your account.',
  signUpFallback: 'An unexpected error occurred. Please try again.',
  signUpNetwork: 'Network error or server is unreachable. Please try again.',
  resetSessionExpired: 'Your reset session has expired. Please request a new password reset.',
  updatePasswordFallback: 'Failed to update password. Please try again.',
  passwordUpdated: 'Password updated successfully! Please sign in with your new password.',
} as const;

export type Result = { ok: true } | { ok: false; message: string };

const ok: Result = { ok: true };

/** Spec 7.1: password sign-in; spec 8: invalid credentials get the product's own text. */
export async function signIn(email: string, password: string): Promise<Result> {
  const client = await getSupabase();
  const { error } = await client.auth.signInWithPassword({ email: email.trim(), password });
  if (!error) return ok;
  if (error.code === 'invalid_credentials' || /invalid login credentials/i.test(error.message)) {
    return { ok: false, message: authMessages.invalidCredentials };
  }
  return { ok: false, message: error.message || authMessages.invalidCredentials };
}

/**
 * Spec 7.2: POST {email, password} to the `signup` edge function with the public (anon)
 * bearer credential. Any ok answer is success; otherwise the body's `message`, or the
 * fallback; a request that never gets an answer is the network-failure text.
 */
export async function signUp(email: string, password: string): Promise<Result> {
  const response = await callEdgeFunction(functionUrl('signup'), {
    bearer: 'anon',
    body: { email: email.trim(), password },
  });
  if (response.ok) return ok;
  if ('networkError' in response) return { ok: false, message: authMessages.signUpNetwork };
  return {
    ok: false,
    message: errorMessage(response.body, authMessages.signUpFallback, ['message']),
  };
}

/** Spec 7.3: a reset link that lands on /reset-password of this origin. */
export async function requestPasswordReset(email: string): Promise<Result> {
  const client = await getSupabase();
  const { error } = await client.auth.resetPasswordForEmail(email.trim(), {
    redirectTo: `${window.location.origin}/reset-password`,
  });
  return error ? { ok: false, message: error.message } : ok;
}

/**
 * Whether a session exists for /reset-password. supabase-js reads the recovery link's URL
 * fragment while it initialises, and getSession() waits for that, so this is the answer
 * after the link has been processed (an expired link leaves no session).
 */
export async function hasRecoverySession(): Promise<boolean> {
  try {
    const client = await getSupabase();
    const { data } = await client.auth.getSession();
    return Boolean(data.session);
  } catch {
    return false;
  }
}

/**
 * Spec 7.4: set the new password. On success the recovery session is ended, so /auth
 * shows its form and the user signs in with the new password (spec 4's redirect message).
 */
export async function updatePassword(password: string): Promise<Result> {
  try {
    const client = await getSupabase();
    const { error } = await client.auth.updateUser({ password });
    if (error) {
      if (/session/i.test(error.message)) {
        return { ok: false, message: authMessages.resetSessionExpired };
      }
      return { ok: false, message: error.message || authMessages.updatePasswordFallback };
    }
    const { error: signOutError } = await client.auth.signOut();
    if (signOutError) clearStoredSession();
    return ok;
  } catch {
    return { ok: false, message: authMessages.updatePasswordFallback };
  }
}
