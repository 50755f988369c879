// Stand-in business websites on loopback (tests, the quality report, the benchmarks): one
// HTTP server serves many virtual hosts. The crawler is pointed at it with `throughServer`
// (scripts/lib/site-host-transport.ts), which keeps the URL's host name in the X-Site-Host
// header, or with its own connector routed here, which sends it as Host: either way a site
// keeps its own domain (what "the business's own domain" is judged by) while the bytes
// come from 127.0.0.1.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SITE_HOST_HEADER } from '../../../scripts/lib/site-host-transport.ts';

export { throughServer } from '../../../scripts/lib/site-host-transport.ts';

export interface StandInResponse {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Send the headers, then never finish the body. */
  trickle?: boolean;
  /** Never answer at all. */
  hang?: boolean;
}

/** host -> path (with query) -> response; a missing page is a 404. */
export type SiteTable = Record<string, Record<string, StandInResponse>>;
/** Or a function, for generated sites (the benchmark). */
export type SiteHandler = (host: string, path: string) => StandInResponse | undefined;

export interface SiteServer {
  origin: string;
  port: number;
  /** Every request seen, as `host path`. */
  requests: string[];
  /** The User-Agent of every request, in order. */
  userAgents: string[];
  close(): Promise<void>;
}

export async function startSiteServer(sites: SiteTable | SiteHandler): Promise<SiteServer> {
  const requests: string[] = [];
  const userAgents: string[] = [];
  const pending = new Set<http.ServerResponse>();
  const lookup: SiteHandler =
    typeof sites === 'function' ? sites : (host, path) => sites[host]?.[path];
  const server = http.createServer((req, res) => {
    const host = String(req.headers[SITE_HOST_HEADER] ?? req.headers.host ?? '').toLowerCase();
    const path = req.url ?? '/';
    requests.push(`${host} ${path}`);
    userAgents.push(String(req.headers['user-agent'] ?? ''));
    const answer = lookup(host, path) ?? { status: 404, body: 'not found' };
    pending.add(res);
    res.on('close', () => pending.delete(res));
    if (answer.hang) return;
    const send = () => {
      const headers = { 'content-type': 'text/html; charset=utf-8', ...answer.headers };
      res.writeHead(answer.status ?? 200, headers);
      if (answer.trickle) {
        res.write(typeof answer.body === 'string' ? answer.body.slice(0, 100) : '<html>');
        return;
      }
      res.end(answer.body ?? '');
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
    else send();
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    userAgents,
    async close() {
      for (const res of pending) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
