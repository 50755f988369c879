import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { HEADERS_FILE, headersFor, parseHeadersFile } from './headers-file.ts';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.xml',
]);

export interface StaticHost {
  server: Server;
  /** http://<host>:<port> */
  origin: string;
  close(): Promise<void>;
}

const isFile = (file: string) =>
  stat(file).then(
    (s) => s.isFile(),
    () => false,
  );

/**
 * Serves a build as the README's static hosts do: the headers of its `_headers` file (the
 * Content-Security-Policy, long-lived caching of /assets), gzip for text, and index.html
 * for every path that is not a file (the SPA fallback). The benchmarks and the browser
 * journey of the built site use it; a build without `_headers` is refused, since it would
 * be measured or tested without its policy.
 */
export async function serveBuild(dir: string, port = 0, host = '127.0.0.1'): Promise<StaticHost> {
  const root = path.resolve(dir);
  const headersText = await readFile(path.join(root, HEADERS_FILE), 'utf8').catch(() => {
    throw new Error(`${root} has no ${HEADERS_FILE}: build it with \`npm run build\`.`);
  });
  const rules = parseHeadersFile(headersText);
  const gzipped = new Map<string, Buffer>();

  const server = createServer((req, res) => {
    void (async () => {
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      let file = path.join(root, decodeURIComponent(pathname));
      const inside = file.startsWith(`${root}${path.sep}`);
      if (!inside || path.basename(file) === HEADERS_FILE || !(await isFile(file))) {
        file = path.join(root, 'index.html');
      }
      const ext = path.extname(file);
      const headers: Record<string, string> = {
        'content-type': MIME[ext] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      };
      for (const [name, value] of headersFor(rules, pathname)) headers[name.toLowerCase()] = value;
      let body: Buffer = await readFile(file);
      if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
        body = gzipped.get(file) ?? gzipSync(body);
        gzipped.set(file, body);
        headers['content-encoding'] = 'gzip';
        headers.vary = 'accept-encoding';
      }
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    })().catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return {
    server,
    origin: `http://${host}:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // a browser's idle keep-alive sockets
      }),
  };
}
