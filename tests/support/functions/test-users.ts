// Users for the function tests, made the way the real services make them: a confirmed
// account through the auth admin API, then a password sign-in for the caller's token.
import type { LocalStack } from '../../../supabase/local/stack.ts';

const TEST_PASSWORD = 'function-test-password';

export async function createConfirmedUser(
  stack: LocalStack,
  email: string,
): Promise<{ id: string }> {
  const created = await fetch(`${stack.apiUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: stack.config.serviceRoleKey,
      Authorization: `Bearer ${stack.config.serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ email, password: TEST_PASSWORD, email_confirm: true }),
  });
  return (await created.json()) as { id: string };
}

/** The access token of a password sign-in, as the app gets it. */
export async function signInToken(stack: LocalStack, email: string): Promise<string> {
  const session = await fetch(`${stack.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.config.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  const { access_token: token } = (await session.json()) as { access_token: string };
  return token;
}
