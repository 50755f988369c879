// The network of the DNS-rebinding tests (issue 17 item 1), at its edge: a resolver and
// the routes a TCP connection can take. The attacker's names answer a public address first
// and 127.0.0.1 second, and so on, with TTL 0 (every look-up asks again). There is no
// internet here, so the public address they answer is unreachable; the one public host
// that is routed is the attacker's redirecting site. 127.0.0.1 on ports 80 and 443 is an
// internal HTTP and HTTPS service (servers on loopback) holding a secret e-mail and handle.
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { makeTestCertificates } from './test-cert.ts';

/** What every rebinding name answers first: public, and unreachable from here. */
export const REBIND_PUBLIC = '93.184.216.34';
/** The attacker's own site, which is reachable and redirects to a rebinding name. */
export const ATTACKER_PUBLIC = '93.184.215.14';
export const ATTACKER_HOST = 'attacker.test';
export const SECRET_EMAIL = 'ops@intranet.rebind.test';
export const SECRET_HANDLE = 'intranet.secret';

/** The four ways in: straight to a rebinding name, or redirected there, over HTTP and HTTPS. */
export const REBIND_SCENARIOS = [
  { name: 'http, direct', website: 'http://direct-http.rebind.test/' },
  { name: 'https, direct', website: 'https://direct-https.rebind.test/' },
  { name: 'http, behind a redirect', website: `http://${ATTACKER_HOST}/to-http` },
  { name: 'https, behind a redirect', website: `http://${ATTACKER_HOST}/to-https` },
] as const;

const REDIRECTS: Record<string, string> = {
  '/to-http': 'http://hop-http.rebind.test/',
  '/to-https': 'https://hop-https.rebind.test/',
};

const SECRET_PAGE = `<html><body><p>Internal admin: ${SECRET_EMAIL}</p>
  <a href="https://www.instagram.com/${SECRET_HANDLE}/">Instagram</a></body></html>`;

export interface RebindingNetwork {
  /** The resolver: per name, public, then loopback, then public... (TTL 0). */
  resolve(hostname: string): Promise<string[]>;
  /** Where a TCP connection to address:port really goes; throws when nothing is there. */
  route(address: string, port: number): { address: string; port: number };
  /** Trusted by the crawler under test: it signed the internal HTTPS service's certificate. */
  caCert: string;
  /** Every request the internal (loopback) services received, as `host path`. */
  internalRequests: string[];
  /** Every request the attacker's site received. */
  attackerRequests: string[];
  /** Starts the answers over: the next look-up of each name is public again. */
  reset(): void;
  close(): Promise<void>;
}

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

export async function startRebindingNetwork(): Promise<RebindingNetwork> {
  const internalRequests: string[] = [];
  const attackerRequests: string[] = [];
  const internal: http.RequestListener = (req, res) => {
    internalRequests.push(`${req.headers.host} ${req.url}`);
    if (req.url === '/robots.txt') res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(SECRET_PAGE);
  };
  const certs = makeTestCertificates([
    'direct-https.rebind.test',
    'hop-https.rebind.test',
    'direct-http.rebind.test',
    'hop-http.rebind.test',
  ]);
  const servers = [
    http.createServer(internal),
    https.createServer({ cert: certs.cert, key: certs.key }, internal),
    http.createServer((req, res) => {
      attackerRequests.push(`${req.headers.host} ${req.url}`);
      const location = REDIRECTS[req.url ?? ''];
      if (location) res.writeHead(302, { location }).end();
      else res.writeHead(404).end();
    }),
  ] as const;
  const [internalHttp, internalHttps, attacker] = await Promise.all(servers.map(listen));
  const routes = new Map<string, number>([
    ['127.0.0.1:80', internalHttp!],
    ['127.0.0.1:443', internalHttps!],
    [`${ATTACKER_PUBLIC}:80`, attacker!],
  ]);
  const lookups = new Map<string, number>();
  return {
    async resolve(hostname) {
      if (hostname === ATTACKER_HOST) return [ATTACKER_PUBLIC];
      if (!hostname.endsWith('.rebind.test')) throw new Error(`ENOTFOUND ${hostname}`);
      const count = lookups.get(hostname) ?? 0;
      lookups.set(hostname, count + 1);
      return [count % 2 === 0 ? REBIND_PUBLIC : '127.0.0.1'];
    },
    route(address, port) {
      const local = routes.get(`${address}:${port}`);
      if (local === undefined) {
        throw Object.assign(new Error(`connect ENETUNREACH ${address}:${port}`), {
          code: 'ENETUNREACH',
        });
      }
      return { address: '127.0.0.1', port: local };
    },
    caCert: certs.caCert,
    internalRequests,
    attackerRequests,
    reset() {
      lookups.clear();
      internalRequests.length = 0;
      attackerRequests.length = 0;
    },
    async close() {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      );
    },
  };
}
