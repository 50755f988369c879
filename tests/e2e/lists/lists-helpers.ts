import { expect, type Page } from '@playwright/test';
import { LOCAL_SERVICE_ROLE_KEY } from '../../../supabase/local/keys.ts';
import { storeSession } from '../accounts/accounts-helpers.ts';
import { E2E_API_URL } from '../e2e-env.ts';

// Set-up of lists the way an operator would (the service role); the journeys themselves
// only drive the UI.
const API = process.env.E2E_API_URL ?? E2E_API_URL;
const serviceHeaders = {
  apikey: LOCAL_SERVICE_ROLE_KEY,
  Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
  'Content-Type': 'application/json',
};

export interface SeedItem {
  name: string;
  address?: string | null;
  phone?: string | null;
  email?: string | null;
  instagram?: string | null;
  website?: string | null;
  google_rating?: string | null;
  rating_count?: number | null;
}

/** A list owned by `userId` with `items`; `ageMinutes` back-dates it (newest first). */
export async function seedList(
  userId: string,
  name: string,
  items: SeedItem[],
  ageMinutes = 0,
): Promise<string> {
  const created_at = new Date(Date.now() - ageMinutes * 60_000).toISOString();
  const response = await fetch(`${API}/rest/v1/business_lists?select=id`, {
    method: 'POST',
    headers: { ...serviceHeaders, Prefer: 'return=representation' },
    body: JSON.stringify({ user_id: userId, name, description: null, created_at }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const [row] = (await response.json()) as { id: string }[];
  const id = row?.id ?? '';
  expect(id).not.toBe('');
  for (let start = 0; start < items.length; start += 1000) {
    const chunk = items.slice(start, start + 1000).map((item) => ({ list_id: id, ...item }));
    const insert = await fetch(`${API}/rest/v1/business_list_items`, {
      method: 'POST',
      headers: { ...serviceHeaders, Prefer: 'return=minimal' },
      body: JSON.stringify(chunk),
    });
    expect(insert.status, await insert.clone().text()).toBe(201);
  }
  return id;
}

/** `count` distinct businesses; every other one has an e-mail, ratings spread over 0-5. */
export function makeItems(count: number, prefix = 'Firm'): SeedItem[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `${prefix} ${String(i + 1).padStart(4, '0')}`,
    address: `Street ${i + 1}, Kadıköy, İstanbul`,
    phone: i % 3 === 0 ? null : `+90 216 555 ${String(1000 + (i % 9000)).slice(-4)}`,
    email: i % 2 === 0 ? `info${i}@firm.example` : null,
    instagram: i % 4 === 0 ? `@firm${i}` : null,
    website: i % 5 === 0 ? `https://firm${i}.example` : null,
    google_rating: String((i % 50) / 10),
    rating_count: i % 300,
  }));
}

/** Opens a page signed in as `email` (a stored session: the sign-in form has its own journeys). */
export async function openSignedIn(page: Page, path: string, email: string) {
  await storeSession(page, email);
  await page.goto(path);
}
