// What the crawler's connector must do, written once and run in both runtimes: by vitest
// under Node (connector.test.ts) and by `deno test` under Deno, the Supabase Edge Runtime's
// engine (connector.deno.test.ts). Loopback servers only; node:assert, so that each case
// is a plain async function.
import assert from 'node:assert/strict';
import { gzipSync, deflateSync } from 'node:zlib';
import https from 'node:https';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import {
  DEFAULT_CONFIG,
  type EnrichConfig,
} from '../../../supabase/functions/_shared/enrich/config.ts';
import {
  createConnector,
  type Connector,
} from '../../../supabase/functions/_shared/enrich/connector.ts';
import { crawlSite, timeoutSignal } from '../../../supabase/functions/_shared/enrich/crawl-site.ts';
import {
  acceptsHtml,
  fetchPage,
  type FetchDeps,
} from '../../../supabase/functions/_shared/enrich/safe-fetch.ts';
import { REBIND_SCENARIOS, SECRET_EMAIL, startRebindingNetwork } from './rebinding-network.ts';
import { makeTestCertificates } from './test-cert.ts';

export interface Case {
  name: string;
  run(): Promise<void>;
}

const never = new AbortController().signal;
const text = (value: string) => new TextEncoder().encode(value);

/** A raw response: exact bytes, written in parts a moment apart, then the socket closed. */
type RawAnswer = { parts: (string | Uint8Array)[]; keepOpen?: boolean } | 'hang';

interface RawServer {
  port: number;
  /** The head of every request, as received. */
  heads: string[];
  /** Bytes each connection took from the server before it closed (writes wait for drain). */
  sent: number[];
  close(): Promise<void>;
}

/** Until the socket can take more, or is gone. */
function drained(socket: net.Socket): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      socket.off('drain', done);
      socket.off('close', done);
      resolve();
    };
    socket.once('drain', done);
    socket.once('close', done);
  });
}

async function startRawServer(answer: (path: string) => RawAnswer): Promise<RawServer> {
  const heads: string[] = [];
  const sent: number[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    let bytes = 0;
    socket.on('error', () => undefined);
    socket.on('close', () => {
      sent.push(bytes);
      sockets.delete(socket);
    });
    let received = '';
    socket.on('data', async (chunk: Uint8Array) => {
      received += new TextDecoder().decode(chunk);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = received.slice(0, end);
      received = '';
      heads.push(head);
      const reply = answer(head.split(' ')[1] ?? '/');
      if (reply === 'hang') return;
      for (const part of reply.parts) {
        if (socket.destroyed) return;
        const data = typeof part === 'string' ? text(part) : part;
        bytes += data.byteLength;
        if (!socket.write(data)) await drained(socket);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      if (!reply.keepOpen && !socket.destroyed) socket.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    heads,
    sent,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function deps(connect: Connector, config: Partial<EnrichConfig> = {}): FetchDeps {
  return {
    connect,
    resolve: async () => ['127.0.0.1'],
    config: { ...DEFAULT_CONFIG, allowPrivateNetwork: true, ...config },
  };
}

const PAGE = '<html><body><p>Bize yazın: info@shop.test</p></body></html>';

function rawPages(path: string): RawAnswer {
  const html = 'Content-Type: text/html; charset=utf-8\r\n';
  switch (path) {
    case '/gzip': {
      const body = gzipSync(text(PAGE));
      return {
        parts: [
          `HTTP/1.1 200 OK\r\n${html}Content-Encoding: gzip\r\nContent-Length: ${body.byteLength}\r\n\r\n`,
          body,
        ],
      };
    }
    case '/deflate': {
      const body = deflateSync(text(PAGE));
      return {
        parts: [`HTTP/1.1 200 OK\r\n${html}Content-Encoding: deflate\r\n\r\n`, body],
      };
    }
    case '/chunked': {
      // An interim 100 head, chunk sizes in both cases, an extension, a trailer, lines and a
      // UTF-8 letter split across writes.
      const bytes = text(PAGE);
      const cut = PAGE.indexOf('ı') + 1;
      return {
        parts: [
          `HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\n${html}Transfer-Encoding: chunked\r\n\r\n`,
          `${cut.toString(16)};name=value\r\n`,
          bytes.subarray(0, cut),
          `\r`,
          `\n${(bytes.byteLength - cut).toString(16).toUpperCase()}\r\n`,
          bytes.subarray(cut),
          '\r\n0',
          '\r\nX-Trailer: 1\r\n\r\n',
        ],
        keepOpen: true,
      };
    }
    case '/gzip-chunked': {
      const body = gzipSync(text(PAGE));
      const half = Math.floor(body.byteLength / 2);
      return {
        parts: [
          `HTTP/1.1 200 OK\r\n${html}Content-Encoding: gzip\r\nTransfer-Encoding: chunked\r\n\r\n`,
          `${half.toString(16)}\r\n`,
          body.subarray(0, half),
          `\r\n${(body.byteLength - half).toString(16)}\r\n`,
          body.subarray(half),
          '\r\n0\r\n\r\n',
        ],
        keepOpen: true,
      };
    }
    case '/until-close':
      return { parts: [`HTTP/1.0 200 OK\r\n${html}\r\n`, PAGE.slice(0, 30), PAGE.slice(30)] };
    case '/moved':
      return { parts: ['HTTP/1.1 301 Moved Permanently\r\nLocation: /gzip?from=moved\r\n\r\n'] };
    case '/gzip?from=moved':
      return rawPages('/gzip');
    case '/empty':
      return { parts: ['HTTP/1.1 204 No Content\r\n\r\n'], keepOpen: true };
    case '/huge': {
      // 40 MB in 1 MB writes, each waiting until the connection takes it.
      const megabyte = new Uint8Array(1_000_000).fill(0x20);
      return {
        parts: [
          `HTTP/1.1 200 OK\r\n${html}Content-Length: ${40_000_022}\r\n\r\n<p>early@shop.test</p>`,
          ...Array.from({ length: 40 }, () => megabyte),
        ],
      };
    }
    case '/bomb': {
      // 20 MB of spaces, about 20 KB compressed: what is read stops at the size cap.
      const body = gzipSync(new Uint8Array(20_000_000).fill(0x20), { level: 9 });
      return {
        parts: [
          `HTTP/1.1 200 OK\r\n${html}Content-Encoding: gzip\r\nContent-Length: ${body.byteLength}\r\n\r\n`,
          body,
        ],
      };
    }
    case '/trickle':
      return {
        parts: [`HTTP/1.1 200 OK\r\n${html}Content-Length: 5000\r\n\r\n<p>`],
        keepOpen: true,
      };
    default:
      return 'hang';
  }
}

async function withRawServer(run: (server: RawServer, origin: string) => Promise<void>) {
  const server = await startRawServer(rawPages);
  try {
    await run(server, `http://shop.test:${server.port}`);
  } finally {
    await server.close();
  }
}

export const connectorCases: Case[] = [
  {
    name: 'reads gzip, deflate, chunked, gzip + chunked and until-close bodies, with the URL host in Host',
    run: () =>
      withRawServer(async (server, origin) => {
        const d = deps(createConnector());
        for (const path of ['/gzip', '/deflate', '/chunked', '/gzip-chunked', '/until-close']) {
          const page = await fetchPage(`${origin}${path}`, d, never, acceptsHtml);
          assert.equal(page.status, 200, path);
          assert.equal(page.text, PAGE, path);
        }
        assert.ok(
          server.heads.every((head) => head.includes(`\r\nHost: shop.test:${server.port}`)),
        );
        assert.ok(
          server.heads.every((head) => head.includes('\r\nAccept-Encoding: gzip, deflate')),
        );
        const empty = await createConnector()({
          url: new URL(`${origin}/empty`),
          addresses: ['127.0.0.1'],
          headers: {},
          signal: never,
        });
        assert.equal(empty.status, 204);
        assert.equal(empty.body, null);
      }),
  },
  {
    name: 'follows a redirect hop by hop through the connector',
    run: () =>
      withRawServer(async (server, origin) => {
        const page = await fetchPage(
          `${origin}/moved`,
          deps(createConnector()),
          never,
          acceptsHtml,
        );
        assert.equal(page.url, `${origin}/gzip?from=moved`);
        assert.equal(page.text, PAGE);
        assert.deepEqual(
          server.heads.map((head) => head.split('\r\n')[0]),
          ['GET /moved HTTP/1.1', 'GET /gzip?from=moved HTTP/1.1'],
        );
      }),
  },
  {
    name: 'reads no more than the size cap, of a huge page and of a gzip bomb, and hangs up',
    run: () =>
      withRawServer(async (server, origin) => {
        const d = deps(createConnector(), { maxBytes: 64 * 1024 });
        const huge = await fetchPage(`${origin}/huge`, d, never, acceptsHtml);
        assert.equal(huge.text.length, 64 * 1024);
        assert.ok(huge.text.startsWith('<p>early@shop.test</p>'));
        const bomb = await fetchPage(`${origin}/bomb`, d, never, acceptsHtml);
        assert.equal(bomb.text.length, 64 * 1024);
        for (let i = 0; i < 100 && server.sent.length < 2; i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        // The huge page's connection was closed long before its 40 MB were sent.
        assert.ok(Math.max(...server.sent) < 20_000_000, String(server.sent));
      }),
  },
  {
    name: 'gives up at the time limit on a server that never answers, or never finishes',
    run: () =>
      withRawServer(async (_server, origin) => {
        for (const path of ['/hang', '/trickle']) {
          const started = Date.now();
          const limit = timeoutSignal(never, 300);
          await assert.rejects(
            fetchPage(`${origin}${path}`, deps(createConnector()), limit.signal, acceptsHtml),
            /timed out after 300 ms/,
          );
          limit.done();
          assert.ok(Date.now() - started < 2000, path);
        }
      }),
  },
  {
    name: 'speaks TLS to the checked address with the host name: SNI, and the certificate checked against the name',
    run: async () => {
      const certs = makeTestCertificates(['shop.test']);
      const names: unknown[] = [];
      const server = https.createServer({ cert: certs.cert, key: certs.key }, (req, res) => {
        names.push((req.socket as { servername?: unknown }).servername);
        res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const port = (server.address() as AddressInfo).port;
      try {
        const trusting = deps(createConnector({ caCerts: [certs.caCert] }));
        const page = await fetchPage(`https://shop.test:${port}/`, trusting, never, acceptsHtml);
        assert.equal(page.text, PAGE);
        assert.deepEqual(names, ['shop.test']);
        // The same address under a name the certificate does not carry: refused.
        await assert.rejects(
          fetchPage(`https://other.test:${port}/`, trusting, never, acceptsHtml),
        );
        // A certificate from an authority the connector does not trust: refused.
        await assert.rejects(
          fetchPage(`https://shop.test:${port}/`, deps(createConnector()), never, acceptsHtml),
        );
        assert.equal(names.length, 1);
      } finally {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
  },
];

export const rebindingCases: Case[] = REBIND_SCENARIOS.map(({ name, website }) => ({
  name: `a DNS-rebinding website is never read from loopback (${name})`,
  run: async () => {
    const network = await startRebindingNetwork();
    try {
      const d: FetchDeps = {
        connect: createConnector({
          caCerts: [network.caCert],
          route: (address, port) => network.route(address, port),
        }),
        resolve: (host) => network.resolve(host),
        config: { ...DEFAULT_CONFIG, pageTimeoutMs: 1000 },
      };
      const found = await crawlSite(website, d, never).catch((error: Error) => error.message);
      assert.match(String(found), /ENETUNREACH/);
      assert.ok(!JSON.stringify(found).includes(SECRET_EMAIL));
      assert.deepEqual(network.internalRequests, []);
      // Behind a redirect, the attacker's own site was reached and its redirect followed.
      if (website.includes('attacker')) assert.equal(network.attackerRequests.length, 2);
    } finally {
      await network.close();
    }
  },
}));
