// Checked e-mails (issue 20 item 5): labels, role addresses, MX answers with DNS stubbed at
// the network edge (a fake Deno.resolveDns and a fetch that plays the DNS-over-HTTPS
// servers), and the ranking.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_STATUS, EMAIL_STATUS_TOOLTIPS } from './contact-texts.ts';
import {
  checkEmails,
  emailOrigin,
  emailStatus,
  isRoleAddress,
  labelEmail,
  labelEmails,
  rankEmails,
  type CheckedEmail,
} from './email-check.ts';
import { createMxChecker, DOH_ENDPOINTS, type MxRecord, type ResolveMx } from './mx.ts';

describe('where an address lives', () => {
  it.each([
    ['info@firma.com.tr', 'https://www.firma.com.tr/', 'own-domain'],
    ['info@firma.com.tr', 'firma.com.tr', 'own-domain'],
    ['ali@mail.firma.com.tr', 'https://firma.com.tr', 'own-domain'],
    ['info@firma.com.tr', 'https://shop.firma.com.tr/tr/', 'own-domain'],
    ['hello@cafe.co.uk', 'http://www.cafe.co.uk', 'own-domain'],
    // firma.com.tr and firma.com are two registrable domains.
    ['info@firma.com', 'https://www.firma.com.tr/', 'other-domain'],
    ['bayi@toptanci.com', 'https://www.firma.com.tr/', 'other-domain'],
    ['ofis.firma@gmail.com', 'https://www.firma.com.tr/', 'webmail'],
    ['firma@hotmail.com.tr', 'https://www.firma.com.tr/', 'webmail'],
    ['firma@windowslive.com', null, 'webmail'],
    ['praxis@web.de', 'https://praxis-mueller.de', 'webmail'],
    ['cafe@t-online.de', null, 'webmail'],
    ['bar@libero.it', null, 'webmail'],
    ['bar@orange.fr', null, 'webmail'],
    ['kafe@yandex.com.tr', null, 'webmail'],
    ['ofis@mail.ru', null, 'webmail'],
    ['me@protonmail.com', null, 'webmail'],
    ['cafe@gmx.net', null, 'webmail'],
    ['cafe@icloud.com', null, 'webmail'],
    // On a platform's page (no own site) no domain is the business's own.
    ['info@firma.com.tr', null, 'other-domain'],
  ])('%s on %s: %s', (email, website, origin) => {
    expect(emailOrigin(email, website)).toBe(origin);
  });

  it.each([
    ['info@firma.com.tr', true],
    ['INFO@firma.com.tr', true],
    ['bilgi@firma.com.tr', true],
    ['iletisim@firma.com.tr', true],
    ['satis@firma.com.tr', true],
    ['muhasebe@firma.com.tr', true],
    ['randevu@klinik.com.tr', true],
    ['destek@firma.com.tr', true],
    ['contact@cafe.fr', true],
    ['kontakt@praxis.de', true],
    ['hello@cafe.co.uk', true],
    ['office@kanzlei.at', true],
    ['sales@shop.com', true],
    ['support@shop.com', true],
    ['reservations@hotel.es', true],
    ['booking@hotel.es', true],
    ['info2@firma.com.tr', true],
    ['info.istanbul@firma.com.tr', true],
    ['satis-ankara@firma.com.tr', true],
    ['ahmet.yilmaz@firma.com.tr', false],
    ['ayse@firma.com.tr', false],
    ['information.desk.old@x.com', false],
    ['infocus@firma.com', false],
  ])('%s is a role address: %s', (email, role) => {
    expect(isRoleAddress(email)).toBe(role);
  });

  it('labels without asking DNS: webmail has its mail servers, others are unknown', () => {
    expect(labelEmails(['info@firma.com.tr', 'ofis.firma@gmail.com'], 'firma.com.tr')).toEqual([
      {
        email: 'info@firma.com.tr',
        domain: 'firma.com.tr',
        origin: 'own-domain',
        role: true,
        mx: null,
      },
      {
        email: 'ofis.firma@gmail.com',
        domain: 'gmail.com',
        origin: 'webmail',
        role: false,
        mx: true,
      },
    ]);
  });
});

/** A fetch that answers as Cloudflare's and Google's JSON DNS APIs would, and counts. */
function dohServer(zone: Record<string, 'nxdomain' | 'servfail' | 'hang' | string[]>) {
  const asked: string[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const parsed = new URL(url);
    expect(new Headers(init.headers).get('accept')).toBe('application/dns-json');
    expect(parsed.searchParams.get('type')).toBe('MX');
    const name = parsed.searchParams.get('name')!;
    asked.push(`${parsed.origin} ${name}`);
    const entry = zone[name] ?? [];
    if (entry === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal!.reason));
      });
    }
    if (entry === 'servfail') return Response.json({ Status: 2 });
    if (entry === 'nxdomain') return Response.json({ Status: 3 });
    return Response.json({
      Status: 0,
      Question: [{ name, type: 15 }],
      Answer: entry.map((data) => ({ name, type: 15, TTL: 300, data })),
    });
  });
  return { fetch, asked };
}

describe('MX lookups', () => {
  afterEach(() => vi.useRealTimers());

  it('asks DNS-over-HTTPS when the runtime has no resolver: present, none, NXDOMAIN', async () => {
    const doh = dohServer({
      'firma.com.tr': ['10 mx1.firma.com.tr.', '20 mx2.firma.com.tr.'],
      'no-mail.com.tr': [],
      'nullmx.com.tr': ['0 .'],
      'gone.com.tr': 'nxdomain',
    });
    const mx = createMxChecker({ resolveDns: null, fetch: doh.fetch });
    expect(await mx('firma.com.tr')).toBe(true);
    expect(await mx('no-mail.com.tr')).toBe(false);
    expect(await mx('nullmx.com.tr')).toBe(false);
    expect(await mx('gone.com.tr')).toBe(false);
    expect(doh.asked).toEqual([
      'https://cloudflare-dns.com firma.com.tr',
      'https://cloudflare-dns.com no-mail.com.tr',
      'https://cloudflare-dns.com nullmx.com.tr',
      'https://cloudflare-dns.com gone.com.tr',
    ]);
  });

  it("asks Google's resolver when Cloudflare fails, and answers unknown when both do", async () => {
    const failing = vi.fn(async (url: string, init: RequestInit) => {
      if (url.startsWith(DOH_ENDPOINTS[0]!)) return new Response('busy', { status: 503 });
      return dohServer({ 'firma.com.tr': ['10 mx.firma.com.tr.'] }).fetch(url, init);
    });
    expect(await createMxChecker({ resolveDns: null, fetch: failing })('firma.com.tr')).toBe(true);
    expect(failing.mock.calls.map(([url]) => new URL(url).origin)).toEqual([
      'https://cloudflare-dns.com',
      'https://dns.google',
    ]);
    const servfail = dohServer({ 'firma.com.tr': 'servfail' });
    expect(await createMxChecker({ resolveDns: null, fetch: servfail.fetch })('firma.com.tr')).toBe(
      null,
    );
    expect(servfail.asked).toHaveLength(2);
  });

  it("uses the runtime's resolver first: records, NotFound, and DNS-over-HTTPS on its failure", async () => {
    const records: Record<string, MxRecord[]> = {
      'firma.com.tr': [{ preference: 10, exchange: 'mx.firma.com.tr.' }],
      'nullmx.com.tr': [{ preference: 0, exchange: '.' }],
    };
    const resolveDns = vi.fn<ResolveMx>(async (domain, type) => {
      expect(type).toBe('MX');
      if (domain === 'broken.com.tr') throw new Error('connection refused');
      const found = records[domain];
      if (!found) throw Object.assign(new Error('no record found'), { name: 'NotFound' });
      return found;
    });
    const doh = dohServer({ 'broken.com.tr': ['5 mail.broken.com.tr.'] });
    const mx = createMxChecker({ resolveDns, fetch: doh.fetch });
    expect(await mx('firma.com.tr')).toBe(true);
    expect(await mx('nullmx.com.tr')).toBe(false);
    expect(await mx('gone.com.tr')).toBe(false);
    expect(await mx('broken.com.tr')).toBe(true);
    expect(resolveDns).toHaveBeenCalledTimes(4);
    expect(doh.asked).toEqual(['https://cloudflare-dns.com broken.com.tr']);
  });

  it('finds Deno.resolveDns on its own where the runtime has it', async () => {
    const resolveDns = vi.fn<ResolveMx>(async () => [{ preference: 1, exchange: 'mx.a.com.' }]);
    vi.stubGlobal('Deno', { resolveDns });
    try {
      const fetch = vi.fn();
      expect(await createMxChecker({ fetch })('a.com')).toBe(true);
      expect(resolveDns).toHaveBeenCalledWith('a.com', 'MX', expect.anything());
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('answers unknown (null) at the time limit, even from a resolver that ignores its signal', async () => {
    vi.useFakeTimers();
    const resolveDns = vi.fn<ResolveMx>(() => new Promise<MxRecord[]>(() => undefined));
    const mx = createMxChecker({ resolveDns, fetch: dohServer({}).fetch, timeoutMs: 1500 });
    const slowResolver = mx('slow.com.tr');
    const hanging = createMxChecker({
      resolveDns: null,
      fetch: dohServer({ 'hang.com.tr': 'hang' }).fetch,
    })('hang.com.tr');
    await vi.advanceTimersByTimeAsync(1499);
    let settled = false;
    void slowResolver.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await slowResolver).toBeNull();
    expect(await hanging).toBeNull();
  });

  it('asks once per domain: a second address, or the same again, is a cache hit', async () => {
    const doh = dohServer({ 'firma.com.tr': ['10 mx.firma.com.tr.'] });
    const mx = createMxChecker({ resolveDns: null, fetch: doh.fetch });
    const [first, second] = await Promise.all([mx('firma.com.tr'), mx('FIRMA.com.tr.')]);
    expect([first, second, await mx('firma.com.tr')]).toEqual([true, true, true]);
    expect(doh.fetch).toHaveBeenCalledTimes(1);
    const checked = await checkEmails(
      ['info@firma.com.tr', 'ali@firma.com.tr', 'x@gmail.com'],
      'firma.com.tr',
      mx,
    );
    expect(checked.map((check) => check.mx)).toEqual([true, true, true]);
    // Webmail is never asked, and firma.com.tr was answered before.
    expect(doh.fetch).toHaveBeenCalledTimes(1);
  });

  it('never asks about a name that is no domain', async () => {
    const doh = dohServer({});
    const mx = createMxChecker({ resolveDns: null, fetch: doh.fetch });
    expect(await mx('localhost')).toBe(false);
    expect(await mx('a..b')).toBe(false);
    expect(doh.fetch).not.toHaveBeenCalled();
  });
});

describe('ranking and the status', () => {
  const check = (
    email: string,
    origin: CheckedEmail['origin'],
    role: boolean,
    mx: CheckedEmail['mx'],
  ): CheckedEmail => ({ email, domain: email.split('@')[1]!, origin, role, mx });

  it('puts own-domain personal addresses with MX first and other domains without MX last', () => {
    const emails = [
      check('bayi@toptanci-nomx.com', 'other-domain', false, false),
      check('info@firma.com.tr', 'own-domain', true, true),
      check('firma@gmail.com', 'webmail', false, true),
      check('satis@other.com', 'other-domain', true, true),
      check('ahmet@firma.com.tr', 'own-domain', false, true),
      check('ofis@firma-eski.com.tr', 'other-domain', false, null),
      check('ali@firma.com.tr', 'own-domain', false, null),
      check('iletisim@firma.com.tr', 'own-domain', true, true),
      check('kapali@firma.com.tr', 'own-domain', false, false),
      check('info@toptanci-nomx.com', 'other-domain', true, false),
    ];
    expect(rankEmails(emails).map((e) => e.email)).toEqual([
      'ahmet@firma.com.tr',
      'info@firma.com.tr',
      'iletisim@firma.com.tr',
      'ali@firma.com.tr',
      'firma@gmail.com',
      'satis@other.com',
      'ofis@firma-eski.com.tr',
      'kapali@firma.com.tr',
      'bayi@toptanci-nomx.com',
      'info@toptanci-nomx.com',
    ]);
  });

  it('checks and ranks a business: a domain without a mail server goes last, nothing is dropped', async () => {
    const doh = dohServer({
      'firma.com.tr': ['10 mx.firma.com.tr.'],
      'eski-firma.com': 'nxdomain',
    });
    const mx = createMxChecker({ resolveDns: null, fetch: doh.fetch });
    const checked = await checkEmails(
      ['eski@eski-firma.com', 'info@firma.com.tr', 'firma@hotmail.com', 'mehmet@firma.com.tr'],
      'https://www.firma.com.tr/',
      mx,
    );
    expect(checked).toEqual([
      labelled('mehmet@firma.com.tr', 'own-domain', false, true),
      labelled('info@firma.com.tr', 'own-domain', true, true),
      labelled('firma@hotmail.com', 'webmail', false, true),
      labelled('eski@eski-firma.com', 'other-domain', false, false),
    ]);
    function labelled(email: string, origin: CheckedEmail['origin'], role: boolean, mx: boolean) {
      return { ...labelEmail(email, 'firma.com.tr'), origin, role, mx };
    }
  });

  it("says the first address's status in words, each with its tooltip", () => {
    expect(emailStatus(check('a@b.com', 'own-domain', false, true))).toBe('verified domain');
    expect(emailStatus(check('a@b.com', 'own-domain', false, false))).toBe('no mail server');
    expect(emailStatus(check('a@b.com', 'own-domain', false, null))).toBe('unchecked');
    expect(emailStatus(undefined)).toBe('');
    for (const status of Object.values(EMAIL_STATUS)) {
      expect(EMAIL_STATUS_TOOLTIPS[status]).toMatch(/\.$/);
    }
  });
});
