// The contact checks in the edge runtime (issue 20 items 4 and 5): the modules load under
// Deno with libphonenumber-js's `max` metadata from npm, phones are typed, and the MX check
// finds Deno.resolveDns and falls back to DNS-over-HTTPS when it cannot be used (here the
// test may only reach loopback, so the resolver is refused and the stubbed fetch answers).
import { checkEmails, emailStatus } from './email-check.ts';
import { createMxChecker } from './mx.ts';
import { countryFromAddress, typedPhone, whatsappLink } from './phone.ts';

function assertEquals(actual: unknown, expected: unknown): void {
  const [a, e] = [JSON.stringify(actual), JSON.stringify(expected)];
  if (a !== e) throw new Error(`expected ${e}, got ${a}`);
}

Deno.test('phones are typed with the max metadata', () => {
  assertEquals(typedPhone('444 1 444', 'TR'), { e164: '+904441444', type: 'UAN' });
  assertEquals(typedPhone('0532 123 45 67', 'TR'), { e164: '+905321234567', type: 'MOBILE' });
  assertEquals(typedPhone('0151 23456789', 'DE'), { e164: '+4915123456789', type: 'MOBILE' });
  assertEquals(typedPhone('0800 123 4567', 'GB'), { e164: '+448001234567', type: 'TOLL_FREE' });
  assertEquals(countryFromAddress('Moda Cd. No:1, 34710 Kadıköy/İstanbul, Türkiye'), 'TR');
  assertEquals(whatsappLink('+905321234567'), 'https://wa.me/905321234567');
});

Deno.test('MX: Deno.resolveDns first, DNS-over-HTTPS when it fails', async () => {
  if (typeof Deno.resolveDns !== 'function') throw new Error('Deno.resolveDns is missing');
  const asked: string[] = [];
  const fetch = (url: string) => {
    asked.push(url);
    return Promise.resolve(
      Response.json({ Status: 0, Answer: [{ type: 15, data: '10 mx.firma.com.tr.' }] }),
    );
  };
  // The runtime's own resolver is tried first (and refused here: no DNS server is allowed).
  const resolveDns = Deno.resolveDns;
  const tried: string[] = [];
  Object.defineProperty(Deno, 'resolveDns', {
    configurable: true,
    writable: true,
    value: (...args: Parameters<typeof resolveDns>) => {
      tried.push(String(args[0]));
      return resolveDns(...args);
    },
  });
  try {
    const mx = createMxChecker({ fetch, timeoutMs: 1500 });
    const checked = await checkEmails(['info@firma.com.tr'], 'https://www.firma.com.tr', mx);
    assertEquals(checked[0]?.mx, true);
    assertEquals(emailStatus(checked[0]), 'verified domain');
  } finally {
    Object.defineProperty(Deno, 'resolveDns', {
      configurable: true,
      writable: true,
      value: resolveDns,
    });
  }
  assertEquals(tried, ['firma.com.tr']);
  assertEquals(asked, ['https://cloudflare-dns.com/dns-query?name=firma.com.tr&type=MX']);
});
