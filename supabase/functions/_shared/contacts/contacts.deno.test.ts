// The contact checks in the edge runtime (issue 20 items 4 and 5): `deno test` in
// scripts/test-functions.sh loads the modules under Deno with libphonenumber-js's `max`
// build as deployed (vendored: npm run vendor), types phones, and checks that the MX lookup tries Deno.resolveDns
// and falls back to DNS-over-HTTPS when it cannot be used (here the test may reach only
// loopback, so the resolver is refused and the stubbed fetch answers).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkEmails, emailStatus } from './email-check.ts';
import { createMxChecker, type ResolveMx } from './mx.ts';
import { countryFromAddress, typedPhone, whatsappLink } from './phone.ts';

const runtime = globalThis as unknown as { Deno?: { resolveDns?: ResolveMx } };

test('phones are typed with the max metadata', () => {
  assert.deepEqual(typedPhone('444 1 444', 'TR'), { e164: '+904441444', type: 'UAN' });
  assert.deepEqual(typedPhone('0532 123 45 67', 'TR'), { e164: '+905321234567', type: 'MOBILE' });
  assert.deepEqual(typedPhone('0151 23456789', 'DE'), { e164: '+4915123456789', type: 'MOBILE' });
  assert.deepEqual(typedPhone('0800 123 4567', 'GB'), {
    e164: '+448001234567',
    type: 'TOLL_FREE',
  });
  assert.equal(countryFromAddress('Moda Cd. No:1, 34710 Kadıköy/İstanbul, Türkiye'), 'TR');
  assert.equal(whatsappLink('+905321234567'), 'https://wa.me/905321234567');
});

test('MX: Deno.resolveDns first, DNS-over-HTTPS when it fails', async () => {
  const deno = runtime.Deno;
  const resolveDns = deno?.resolveDns;
  assert.ok(deno && resolveDns, 'Deno.resolveDns is missing');
  const asked: string[] = [];
  const fetch = (url: string) => {
    asked.push(url);
    return Promise.resolve(
      Response.json({ Status: 0, Answer: [{ type: 15, data: '10 mx.firma.com.tr.' }] }),
    );
  };
  const tried: string[] = [];
  const spy: ResolveMx = (domain, type, options) => {
    tried.push(domain);
    return resolveDns.call(deno, domain, type, options);
  };
  Object.defineProperty(deno, 'resolveDns', { configurable: true, writable: true, value: spy });
  try {
    const mx = createMxChecker({ fetch, timeoutMs: 1500 });
    const checked = await checkEmails(['info@firma.com.tr'], 'https://www.firma.com.tr', mx);
    assert.equal(checked[0]?.mx, true);
    assert.equal(emailStatus(checked[0]), 'verified domain');
  } finally {
    Object.defineProperty(deno, 'resolveDns', {
      configurable: true,
      writable: true,
      value: resolveDns,
    });
  }
  assert.deepEqual(tried, ['firma.com.tr']);
  assert.deepEqual(asked, ['https://cloudflare-dns.com/dns-query?name=firma.com.tr&type=MX']);
});
