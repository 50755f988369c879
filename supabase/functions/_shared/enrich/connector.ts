// The crawler's only way onto the network (issue 17 item 1): connect to exactly the
// addresses safe-fetch checked (never to a host name, which would be looked up again and
// could answer 127.0.0.1 the second time), then TLS with the URL's host name (SNI and the
// certificate checked against the name), then HTTP/1.1 by hand (http1.ts). Deno (the
// Supabase Edge Runtime) connects with Deno.connect + Deno.startTls, Node (the local stack,
// the tests) with node:net + node:tls; which one is chosen at run time.
import { http1Get, type ByteStream } from './http1.ts';
import { denoNet, openDenoStream } from './socket-deno.ts';
import { openNodeStream } from './socket-node.ts';

export interface ConnectRequest {
  url: URL;
  /** The addresses checked for the URL's host, tried in order; never looked up again. */
  addresses: readonly string[];
  headers: Record<string, string>;
  signal: AbortSignal;
}

/** One GET of `url` at one of `addresses`; no redirect followed (fetch's 'manual'). */
export type Connector = (request: ConnectRequest) => Promise<Response>;

export interface SocketTarget {
  /** An IP address. */
  address: string;
  port: number;
  /** TLS, verified against `serverName`. */
  secure: boolean;
  serverName: string;
  caCerts: readonly string[];
  signal: AbortSignal;
}

export type Runtime = 'deno' | 'node';

export interface ConnectorOptions {
  /** PEM roots trusted besides the system's (the tests' own CA). */
  caCerts?: readonly string[];
  /** Where a connection to address:port really goes: the tests' stand-in network. */
  route?(address: string, port: number): { address: string; port: number };
  runtime?: Runtime;
}

/** Deno wherever Deno.connect and Deno.startTls exist, else Node. */
export function currentRuntime(): Runtime {
  return denoNet() ? 'deno' : 'node';
}

const DEFAULT_PORT: Record<string, number> = { 'http:': 80, 'https:': 443 };

export function createConnector(options: ConnectorOptions = {}): Connector {
  const open = (options.runtime ?? currentRuntime()) === 'deno' ? openDenoStream : openNodeStream;
  const caCerts = options.caCerts ?? [];
  return async ({ url, addresses, headers, signal }) => {
    const port = Number(url.port) || DEFAULT_PORT[url.protocol]!;
    let lastError: unknown = new Error(`no address for ${url.hostname}`);
    // The next checked address only when one cannot be reached (say, IPv6 without a route).
    for (const checked of addresses) {
      let stream: ByteStream;
      try {
        const to = options.route ? options.route(checked, port) : { address: checked, port };
        stream = await open({
          address: to.address,
          port: to.port,
          secure: url.protocol === 'https:',
          serverName: url.hostname.replace(/^\[|\]$/g, ''),
          caCerts,
          signal,
        });
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        lastError = error;
        continue;
      }
      return http1Get(stream, { url, headers, signal });
    }
    throw lastError;
  };
}
