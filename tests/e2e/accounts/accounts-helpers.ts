import { expect, type Page } from '@playwright/test';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../../supabase/local/keys.ts';
import { E2E_API_URL, E2E_MAIL_URL } from '../e2e-env.ts';

// The journeys drive the UI; only the set-up (users, plans) and the mail outbox are reached
// directly, the way an operator or a mail client would.
const API = process.env.E2E_API_URL ?? E2E_API_URL;
const MAIL = process.env.E2E_MAIL_URL ?? E2E_MAIL_URL;

const serviceHeaders = {
  apikey: LOCAL_SERVICE_ROLE_KEY,
  Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
  'Content-Type': 'application/json',
};

let counter = 0;
/** A fresh address per test, so journeys never depend on each other's users. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

export const PASSWORD = 'correct-horse-1';

export async function createUser(email: string, password = PASSWORD): Promise<string> {
  const response = await fetch(`${API}/auth/v1/admin/users`, {
    method: 'POST',
    headers: serviceHeaders,
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const user = (await response.json()) as { id: string };
  return user.id;
}

/** Writes billing columns as the service role would (Paddle webhook stand-in). */
export async function setProfile(userId: string, fields: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${API}/rest/v1/user_profiles?id=eq.${userId}`, {
    method: 'PATCH',
    headers: { ...serviceHeaders, Prefer: 'return=minimal' },
    body: JSON.stringify(fields),
  });
  expect(response.status, await response.clone().text()).toBe(204);
}

export async function createProUser(
  email: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const id = await createUser(email);
  await setProfile(id, {
    plan: 'pro',
    subscription_status: 'active',
    subscription_ends_at: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    ...fields,
  });
  return id;
}

export async function signInThroughUi(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs `email` in as the app remembers a user: the auth API's session stored where
 * supabase-js keeps it (`sb-<first label of the API host>-auth-token`), so the next page
 * opens signed in. For journeys about what a signed-in user sees; the sign-in form and
 * the guard's way back are journeys of their own (accounts/).
 */
export async function storeSession(page: Page, email: string, password = PASSWORD) {
  const response = await fetch(`${API}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const session = JSON.stringify(await response.json());
  const key = `sb-${new URL(API).hostname.split('.')[0]}-auth-token`;
  // localStorage belongs to the app's origin: a static file of it is the cheapest page there.
  await page.goto('/robots.txt');
  await page.evaluate(([k, value]) => localStorage.setItem(k, value), [key, session] as const);
}

interface MailSummary {
  ID: string;
  To: { Address: string }[];
}

/** The newest mail to `email` in the local stack's outbox, polled until it arrives. */
export async function latestMailTo(email: string): Promise<{ Text: string; HTML: string }> {
  let found: MailSummary | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${MAIL}/api/v1/messages`);
        const body = (await response.json()) as { messages: MailSummary[] };
        found = body.messages.find((m) => m.To.some((to) => to.Address === email));
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  const response = await fetch(`${MAIL}/api/v1/message/${found?.ID}`);
  return (await response.json()) as { Text: string; HTML: string };
}

export function firstLinkIn(text: string): string {
  const match = /https?:\/\/[^\s"'<>]+/.exec(text);
  if (!match) throw new Error(`No link in mail: ${text}`);
  return match[0].replace(/&amp;/g, '&');
}

/** Fills and sends the sign-up form of /auth (opened on sign-in). */
export async function signUpThroughUi(page: Page, email: string, password = PASSWORD) {
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** The link of the confirmation mail the auth service sent to `email`, from the outbox. */
export async function confirmationLinkFor(email: string): Promise<string> {
  const mail = await latestMailTo(email);
  const link = firstLinkIn(mail.Text || mail.HTML);
  expect(link).toContain('/auth/v1/verify');
  expect(new URL(link).searchParams.get('type')).toBe('signup');
  return link;
}
