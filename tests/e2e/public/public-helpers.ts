import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { LOCAL_SERVICE_ROLE_KEY } from '../../../supabase/local/keys.ts';
import { E2E_API_URL } from '../e2e-env.ts';

export {
  createProUser,
  createUser,
  setProfile,
  signInThroughUi,
  uniqueEmail,
} from '../accounts/accounts-helpers.ts';

const API = process.env.E2E_API_URL ?? E2E_API_URL;

/** The seed's posts (supabase/seed.sql, section 1). */
export const SEED_POSTS = {
  published: [
    'instagram-as-a-lead-source-for-local-services',
    'reading-google-ratings-as-a-buying-signal',
    'cold-email-to-local-businesses-what-works',
    'build-a-local-prospect-list-in-30-minutes',
  ],
  draft: 'qualifying-local-leads-by-phone',
  scheduled: 'excel-hygiene-for-prospect-lists',
} as const;

export interface NewPost {
  slug: string;
  title: string;
  content: string;
  meta_description?: string;
  image_url?: string | null;
  is_published?: boolean;
  published_at?: string | null;
}

/** Inserts a blog post as the service role (posts have no other writer). */
export async function insertPost(post: NewPost): Promise<void> {
  const response = await fetch(`${API}/rest/v1/blog_posts`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    body: JSON.stringify({
      is_published: true,
      published_at: new Date(Date.now() - 60_000).toISOString(),
      ...post,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

/** WCAG 2.x A/AA and best-practice rules, as the accounts journeys use. */
export const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);

/** The parsed JSON-LD blocks of the page. */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ''));
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

export const meta = (page: Page, selector: string) =>
  page.locator(`head ${selector}`).last().getAttribute('content');
