import { expect } from '@playwright/test';
import { LOCAL_SERVICE_ROLE_KEY } from '../../../supabase/local/keys.ts';
import { E2E_API_URL } from '../e2e-env.ts';

// Set-up and checks the way an operator would reach them: the service role over REST.
const API = process.env.E2E_API_URL ?? E2E_API_URL;
const serviceHeaders = {
  apikey: LOCAL_SERVICE_ROLE_KEY,
  Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
  'Content-Type': 'application/json',
};

export interface StoredProfile {
  plan: string;
  subscription_status: string | null;
  subscription_ends_at: string | null;
  paddle_subscription_id: string | null;
}

export async function storedProfile(userId: string): Promise<StoredProfile> {
  const response = await fetch(
    `${API}/rest/v1/user_profiles?id=eq.${userId}&select=plan,subscription_status,subscription_ends_at,paddle_subscription_id`,
    { headers: serviceHeaders },
  );
  expect(response.status).toBe(200);
  const rows = (await response.json()) as StoredProfile[];
  return rows[0]!;
}

export async function listNames(userId: string): Promise<string[]> {
  const response = await fetch(`${API}/rest/v1/business_lists?user_id=eq.${userId}&select=name`, {
    headers: serviceHeaders,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { name: string }[]).map((row) => row.name);
}

/** Moves the end of the paid period into the past, as time passing would. */
export async function endPaidPeriod(userId: string): Promise<void> {
  const response = await fetch(`${API}/rest/v1/user_profiles?id=eq.${userId}`, {
    method: 'PATCH',
    headers: { ...serviceHeaders, Prefer: 'return=minimal' },
    body: JSON.stringify({ subscription_ends_at: new Date(Date.now() - 60_000).toISOString() }),
  });
  expect(response.status).toBe(204);
}
