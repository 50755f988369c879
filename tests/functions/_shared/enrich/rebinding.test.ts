// SSRF by DNS rebinding (issue 17 item 1): a website whose name answers a public address
// when the crawler checks it and 127.0.0.1 when a library looks it up again must never be
// read from loopback, over HTTP or HTTPS, straight or behind a redirect. The production
// enricher runs with only the network edge replaced (tests/support/enrich/rebinding-network.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REBIND_SCENARIOS,
  SECRET_EMAIL,
  SECRET_HANDLE,
  startRebindingNetwork,
  type RebindingNetwork,
} from '../../../support/enrich/rebinding-network.ts';
import { createMemoryCache } from '../../../../supabase/functions/_shared/enrich/cache.ts';
import { DEFAULT_CONFIG } from '../../../../supabase/functions/_shared/enrich/config.ts';
import { createConnector } from '../../../../supabase/functions/_shared/enrich/connector.ts';
import { createEnricher } from '../../../../supabase/functions/_shared/enrich/enrich-rows.ts';

let network: RebindingNetwork;
beforeAll(async () => {
  network = await startRebindingNetwork();
});
afterAll(() => network.close());

const connectorOf = (net: RebindingNetwork) =>
  createConnector({ caCerts: [net.caCert], route: (address, port) => net.route(address, port) });

describe('a DNS-rebinding website', () => {
  it.each(REBIND_SCENARIOS)(
    'is never read from loopback, and nothing of it is kept ($name)',
    async ({ website }) => {
      network.reset();
      const cache = createMemoryCache();
      const failures: string[] = [];
      const rows = await createEnricher({
        connect: connectorOf(network),
        resolve: (host) => network.resolve(host),
        now: Date.now,
        cache,
        config: { ...DEFAULT_CONFIG, pageTimeoutMs: 1000 },
        log: (event) => failures.push(event.outcome),
      }).enrichRows([{ Website: website, Email: '', Instagram: '' }], {
        deadline: Date.now() + 5000,
      });
      expect(rows).toEqual([{ Website: website, Email: '', Instagram: '' }]);
      expect(network.internalRequests).toEqual([]);
      expect(cache.size()).toBe(0);
      expect(failures).toEqual(['failed']);
      if (website.includes('attacker'))
        expect(network.attackerRequests).toContain(`attacker.test ${new URL(website).pathname}`);
    },
  );

  it('would be read from loopback by a client that looks the name up again (the control)', async () => {
    network.reset();
    const connect = connectorOf(network);
    const signal = new AbortController().signal;
    for (const website of [
      'http://direct-http.rebind.test/',
      'https://direct-https.rebind.test/',
    ]) {
      const url = new URL(website);
      await network.resolve(url.hostname);
      const second = await network.resolve(url.hostname);
      const response = await connect({ url, addresses: second, headers: {}, signal });
      const text = await response.text();
      expect(text).toContain(SECRET_EMAIL);
      expect(text).toContain(SECRET_HANDLE);
    }
    expect(network.internalRequests).toEqual([
      'direct-http.rebind.test /',
      'direct-https.rebind.test /',
    ]);
  });
});
