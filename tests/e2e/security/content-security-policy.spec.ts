import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { parsePolicy } from '../../../scripts/build/content-security-policy.ts';
import { HEADERS_FILE, headersFor, parseHeadersFile } from '../../../scripts/build/headers-file.ts';
import { serveBuild, type StaticHost } from '../../../scripts/build/static-host.ts';
import { parseEnv } from '../../../src/config/parse-env.ts';
import { createUser, signInThroughUi, uniqueEmail } from '../accounts/accounts-helpers.ts';
import { E2E_API_URL } from '../e2e-env.ts';
import { insertPost, jsonLd } from '../public/public-helpers.ts';
import { pickLocationWithKeyboard, search } from '../search/search-helpers.ts';

// The built site under the policy it ships with: `dist/` (built by `npm run build`, the step
// before the journeys in `npm test`) served with its `_headers`, as a static host serves it.
// The build talks to the default local API URL; the browser's requests to it are forwarded
// to this run's stack, after the browser has checked them against the policy.
const DIST = fileURLToPath(new URL('../../../dist/', import.meta.url));
const BUILD_API = parseEnv({}).supabaseUrl;
const API = process.env.E2E_API_URL ?? E2E_API_URL;

let host: StaticHost;
let policy: string;

test.beforeAll(async () => {
  if (!existsSync(`${DIST}index.html`) || !existsSync(`${DIST}${HEADERS_FILE}`)) {
    throw new Error(
      `The built site is missing (${DIST}index.html and ${HEADERS_FILE}): run \`npm run build\` first.`,
    );
  }
  const rules = parseHeadersFile(readFileSync(`${DIST}${HEADERS_FILE}`, 'utf8'));
  policy = headersFor(rules, '/').get('Content-Security-Policy') ?? '';
  if (!parsePolicy(policy).get('connect-src')?.includes(BUILD_API)) {
    throw new Error(
      `dist/ was built for another API than ${BUILD_API} (VITE_SUPABASE_URL set?): rebuild with \`npm run build\` and no VITE_* overrides.`,
    );
  }
  host = await serveBuild(DIST);
});

test.afterAll(async () => host?.close());

interface Violations {
  events: string[];
  console: string[];
}

/** Every CSP violation the page reports: its events and Chromium's console errors. */
async function watchViolations(page: Page): Promise<Violations> {
  const found: Violations = { events: [], console: [] };
  await page.exposeFunction('reportCspViolation', (text: string) => found.events.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile})`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      found.console.push(message.text());
  });
  return found;
}

test('the whole app works under its Content-Security-Policy, checkout included', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.route(`${BUILD_API}/**`, (route) =>
    route.continue({ url: route.request().url().replace(BUILD_API, API) }),
  );
  const violations = await watchViolations(page);
  const email = uniqueEmail('csp');
  await createUser(email);
  const slug = `csp-${Date.now().toString(36)}`;
  await insertPost({
    slug,
    title: 'Pictures under a strict policy',
    content: '<p>Text first.</p><p><img src="/icon-192.png" alt="Logo" width="96"></p>',
    image_url: '/og-image.png',
  });

  // The policy is the one the build wrote, sent with the page; an injected inline script
  // is refused (the check below would mean nothing if the policy were not enforced).
  const landing = await page.goto(`${host.origin}/`);
  expect(landing?.headers()['content-security-policy']).toBe(policy);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.head.append(script);
  });
  await expect
    .poll(() => violations.events)
    .toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
  expect(await page.evaluate(() => 'inlineScriptRan' in window)).toBe(false);
  violations.events.length = 0;
  violations.console.length = 0;
  // Tailwind's stylesheet is inline in index.html, allowed by its hash.
  await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');

  // Blog: the list, a post with its pictures, its hoisted <title> and its JSON-LD.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await page.getByRole('link', { name: 'Pictures under a strict policy' }).first().click();
  await expect(page.getByTestId('post-content')).toContainText('Text first.');
  await expect(page).toHaveTitle('Pictures under a strict policy | Prospectory');
  expect((await jsonLd(page)).map((data) => data['@type'])).toContain('Article');
  for (const image of await page.locator('article img').all()) {
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }

  // Pricing, sign-in, and the checkout (the local test checkout against the stack's Paddle).
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Pricing' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await signInThroughUi(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Business Directory' })).toBeVisible();
  await page.goto(`${host.origin}/pricing`);
  await page.getByRole('button', { name: 'Choose Pro' }).click();
  const checkout = page.getByRole('dialog', { name: 'Local test checkout' });
  await checkout.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

  // Search with the location suggestions, export (the Excel worker), a new list.
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  const location = await pickLocationWithKeyboard(page, 'Kadık', /^Kad\S*k\S*y, \S*stanbul/u);
  await search(page, location, 'dentist', '20');
  await expect(page.getByTestId('business-row')).toHaveCount(20);
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 15_000 }),
    page.getByRole('button', { name: 'Export Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^businesses_\d{4}-\d{2}-\d{2}\.xlsx$/);
  await page.getByTestId('business-row').first().getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Add to List' }).click();
  const addToList = page.getByRole('dialog', { name: 'Add to List' });
  await addToList.getByLabel('New list name').fill('Under policy');
  await addToList.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Added 1 business to Under policy.')).toBeVisible();

  // Lists, a list, the account.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lists' }).click();
  await page.getByRole('link', { name: /Under policy/ }).click();
  await expect(page.getByTestId('business-row')).toHaveCount(1);
  await page.getByRole('button', { name: `Account menu for ${email}` }).click();
  await page.getByRole('link', { name: 'Account & Billing' }).click();
  await expect(page.getByText('Next Billing Date')).toBeVisible();

  expect(violations).toEqual({ events: [], console: [] });
});
