// The business websites of `npm run dev:live` (issue 21 item 5): one small HTTP server per
// business on its own loopback address (127.0.0.10, .11, ...), because the crawler tells
// sites apart by host name, as it does on the web. Each answers after 50 ms to 3 s; one
// in twelve never answers, one in nine shows no e-mail, the rest show theirs on the home
// page or on a contact page. Local only: the crawler reaches them because dev:live sets
// ENRICH_ALLOW_PRIVATE_NETWORK=1.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInSites {
  /** Website n (1-based) as the Places stand-in lists it. */
  urls: string[];
  stop(): Promise<void>;
}

const FIRST_ADDRESS = 10;

/** The slowest answer of a site that answers, unless told otherwise. */
export const SLOWEST_SITE_MS = 3000;
const FASTEST_SITE_MS = 50;

/**
 * What site n shows and how it behaves; exported for the dev:live's own check. `slowestMs`
 * squeezes the latencies (50 ms to it) for journeys that cannot wait 3 s a page.
 */
export function standInSite(
  n: number,
  slowestMs = SLOWEST_SITE_MS,
): { email: string | null; hang: boolean; delayMs: number } {
  const spread = Math.max(1, slowestMs - FASTEST_SITE_MS);
  return {
    email: n % 9 === 0 || n % 12 === 0 ? null : `info@klinik${n}.com.tr`,
    hang: n % 12 === 0,
    delayMs: FASTEST_SITE_MS + ((n * 7919) % 2950) * (spread / 2950),
  };
}

function pages(n: number): Record<string, string> {
  const { email } = standInSite(n);
  const nav = `<nav><a href="/">Ana sayfa</a> <a href="/iletisim">İletişim</a></nav>`;
  const mail = email
    ? `<p>E-posta: <a href="mailto:${email}">${email}</a></p>`
    : '<p>Bize telefonla ulaşın.</p>';
  const onHome = n % 2 === 0;
  return {
    '/': `<!doctype html><html lang="tr"><head><title>Klinik ${n}</title></head><body>${nav}
      <h1>Klinik ${n}</h1><p>Ağız ve diş sağlığı.</p>${onHome ? mail : ''}
      <a href="https://www.instagram.com/klinik${n}/">Instagram</a></body></html>`,
    '/iletisim': `<!doctype html><html lang="tr"><head><title>İletişim</title></head><body>${nav}
      <h1>İletişim</h1>${onHome ? '' : mail}</body></html>`,
  };
}

export async function startStandInSites(
  count: number,
  slowestMs = SLOWEST_SITE_MS,
): Promise<StandInSites> {
  const servers: http.Server[] = [];
  const urls: string[] = [];
  try {
    for (let n = 1; n <= count; n += 1) {
      const behaviour = standInSite(n, slowestMs);
      const site = pages(n);
      const server = http.createServer((req, res) => {
        if (behaviour.hang) return;
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        setTimeout(() => {
          const body = site[path];
          res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
          res.end(body ?? 'not found');
        }, behaviour.delayMs);
      });
      const address = `127.0.0.${FIRST_ADDRESS + n - 1}`;
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, address, resolve);
      });
      servers.push(server);
      urls.push(`http://${address}:${(server.address() as AddressInfo).port}/`);
    }
  } catch (error) {
    await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
    throw new Error(
      `Could not listen on 127.0.0.${FIRST_ADDRESS + servers.length} (${(error as Error).message}). ` +
        `Linux routes all of 127.0.0.0/8 to loopback; on macOS add the addresses first: ` +
        `for i in $(seq ${FIRST_ADDRESS} ${FIRST_ADDRESS + count - 1}); do sudo ifconfig lo0 alias 127.0.0.$i up; done`,
    );
  }
  return {
    urls,
    async stop() {
      for (const server of servers) server.closeAllConnections();
      await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
    },
  };
}
