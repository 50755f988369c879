// Node's side of the connector: node:net to the checked IP address, node:tls over that
// socket with the host name as SNI and for the certificate check.
import { isIP, connect as tcpConnect, type Socket } from 'node:net';
import {
  connect as tlsConnect,
  createSecureContext,
  rootCertificates,
  type SecureContext,
} from 'node:tls';
import type { SocketTarget } from './connector.ts';
import type { ByteStream } from './http1.ts';

/** The socket's bytes as a web stream that reads only as fast as it is consumed. */
function streamOf(socket: Socket): ByteStream {
  let ended = false;
  const readable = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        socket.on('data', (chunk: Buffer) => {
          if (ended) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) socket.pause();
        });
        const end = (error?: Error) => {
          if (ended) return;
          ended = true;
          if (error) controller.error(error);
          else controller.close();
        };
        socket.on('end', () => end());
        socket.on('error', (error) => end(error));
        socket.on('close', () => end());
      },
      pull() {
        socket.resume();
      },
      cancel() {
        ended = true;
        socket.destroy();
      },
    },
    { highWaterMark: 4 },
  );
  return {
    readable,
    write: (bytes) =>
      new Promise<void>((resolve, reject) =>
        socket.write(bytes, (error) => (error ? reject(error) : resolve())),
      ),
    close: () => socket.destroy(),
  };
}

const contexts = new Map<string, SecureContext>();

/** The system's roots plus `caCerts`, built once: parsing every root takes milliseconds. */
function contextWith(caCerts: readonly string[]): SecureContext | undefined {
  if (caCerts.length === 0) return undefined;
  const key = caCerts.join('\n');
  let context = contexts.get(key);
  if (!context) {
    context = createSecureContext({ ca: [...rootCertificates, ...caCerts] });
    contexts.set(key, context);
  }
  return context;
}

export function openNodeStream(target: SocketTarget): Promise<ByteStream> {
  const { signal } = target;
  if (signal.aborted) return Promise.reject(signal.reason);
  const tcp = tcpConnect({ host: target.address, port: target.port });
  const socket = target.secure
    ? tlsConnect({
        socket: tcp,
        // SNI carries names only; an IP literal URL is checked against the certificate's IPs.
        servername: isIP(target.serverName) ? undefined : target.serverName,
        host: target.serverName,
        secureContext: contextWith(target.caCerts),
        ALPNProtocols: ['http/1.1'],
      })
    : tcp;
  return new Promise<ByteStream>((resolve, reject) => {
    const onAbort = () => fail(signal.reason);
    const fail = (error: unknown) => {
      signal.removeEventListener('abort', onAbort);
      socket.destroy();
      tcp.destroy();
      reject(error);
    };
    socket.once('error', fail);
    signal.addEventListener('abort', onAbort, { once: true });
    socket.once(target.secure ? 'secureConnect' : 'connect', () => {
      signal.removeEventListener('abort', onAbort);
      socket.off('error', fail);
      resolve(streamOf(socket));
    });
  });
}
