// Deno's side of the connector (the Supabase Edge Runtime): Deno.connect to the checked IP
// address, then Deno.startTls over that connection with the host name, which rustls uses
// for SNI and to verify the certificate. Typed here, as far as used, so that `tsc` (Node
// typings) checks this file too.
import type { SocketTarget } from './connector.ts';
import type { ByteStream } from './http1.ts';

interface DenoConn {
  readonly readable: ReadableStream<Uint8Array>;
  write(bytes: Uint8Array): Promise<number>;
  close(): void;
}

interface DenoNet {
  connect(options: { hostname: string; port: number; transport: 'tcp' }): Promise<DenoConn>;
  startTls(
    conn: DenoConn,
    options: { hostname: string; caCerts?: string[]; alpnProtocols?: string[] },
  ): Promise<DenoConn>;
}

export function denoNet(): DenoNet | null {
  const deno = (globalThis as unknown as { Deno?: Partial<DenoNet> }).Deno;
  return typeof deno?.connect === 'function' && typeof deno.startTls === 'function'
    ? (deno as DenoNet)
    : null;
}

function closeQuietly(conn: DenoConn): void {
  try {
    conn.close();
  } catch {
    // Already closed (the readable closes it at its end).
  }
}

/** The connection, or the signal's reason: a late connection is closed, not leaked. */
function untilAborted(pending: Promise<DenoConn>, signal: AbortSignal): Promise<DenoConn> {
  if (signal.aborted) {
    pending.then(closeQuietly, () => undefined);
    return Promise.reject(signal.reason);
  }
  return new Promise<DenoConn>((resolve, reject) => {
    const onAbort = () => {
      pending.then(closeQuietly, () => undefined);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    pending.then(
      (conn) => {
        signal.removeEventListener('abort', onAbort);
        if (signal.aborted) closeQuietly(conn);
        resolve(conn);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

export async function openDenoStream(target: SocketTarget): Promise<ByteStream> {
  const net = denoNet();
  if (!net) throw new Error('Deno.connect is not available');
  const { signal } = target;
  const tcp = await untilAborted(
    net.connect({ hostname: target.address, port: target.port, transport: 'tcp' }),
    signal,
  );
  const conn = target.secure
    ? await untilAborted(
        net.startTls(tcp, {
          hostname: target.serverName,
          caCerts: [...target.caCerts],
          alpnProtocols: ['http/1.1'],
        }),
        signal,
      )
    : tcp;
  return {
    readable: conn.readable,
    async write(bytes) {
      for (let written = 0; written < bytes.byteLength;) {
        written += await conn.write(bytes.subarray(written));
      }
    },
    close: () => closeQuietly(conn),
  };
}
