import { expect, test } from '@playwright/test';
import { LOCAL_ANON_KEY } from '../../../supabase/local/keys.ts';
import { E2E_API_URL, E2E_APP_URL } from '../e2e-env.ts';
import { createUser, firstLinkIn, latestMailTo, uniqueEmail } from './accounts-helpers.ts';

const API = process.env.E2E_API_URL ?? E2E_API_URL;

// An attacker asks for a reset of someone's account with a redirect_to that a naive
// parser reads as the app (localhost) and Chromium reads as evil.example: the mailed link
// must bring the recovery session back to the app, never to the other host.
test('a reset link asked for with redirect_to=http://evil.example\\@<app>/ lands on the app', async ({
  page,
}) => {
  const email = uniqueEmail('evilredirect');
  await createUser(email);
  const appHost = new URL(E2E_APP_URL).host;
  const forged = `http://evil.example\\@${appHost}/`;
  const response = await fetch(`${API}/auth/v1/recover?redirect_to=${encodeURIComponent(forged)}`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${LOCAL_ANON_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(200);

  // Every request the browser makes, redirects included (a route handler would only see
  // the first URL of a redirect chain).
  const evilRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname === 'evil.example') evilRequests.push(request.url());
  });

  const link = firstLinkIn((await latestMailTo(email)).Text);
  // On the other host the navigation fails (no such name): the assertions below say why.
  await page.goto(link).catch(() => undefined);
  expect(evilRequests).toEqual([]);
  await expect.poll(() => new URL(page.url()).origin).toBe(E2E_APP_URL);
});
