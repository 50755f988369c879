import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

export type WebHandler = (req: Request) => Promise<Response>;

/** A body over the gateway's limit: answered 413 before (or while) it is read. */
export class PayloadTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body larger than ${limit} bytes`);
    this.name = 'PayloadTooLargeError';
  }
}

/**
 * Reads a Node request into a web-standard Request. The body is counted while
 * it streams in: a declared Content-Length over `maxBodyBytes` is refused before
 * a byte is read, and an undeclared (chunked) one as soon as it passes the
 * limit, so a 100 MB upload never sits in memory.
 */
export async function toWebRequest(
  req: IncomingMessage,
  origin: string,
  maxBodyBytes = Infinity,
): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  let body: ArrayBuffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBodyBytes)
      throw new PayloadTooLargeError(maxBodyBytes);
    const chunks = await readBody(req, maxBodyBytes);
    const buffer = Buffer.concat(chunks);
    body = buffer.buffer.slice(
      buffer.byteOffset,
      buffer.byteOffset + buffer.byteLength,
    ) as ArrayBuffer;
  }
  return new Request(new URL(req.url ?? '/', origin), { method, headers, body });
}

/**
 * Collects the body, counting as it goes. Over the limit it stops reading
 * (pauses the stream, drops what it had) without destroying the socket, so the
 * caller can still answer 413 before closing the connection.
 */
function readBody(req: IncomingMessage, maxBodyBytes: number): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received > maxBodyBytes) {
        cleanup();
        req.pause();
        chunks.length = 0;
        reject(new PayloadTooLargeError(maxBodyBytes));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(chunks);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/** Bodies smaller than this are sent as they are: gzip would save less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /json|text|javascript|xml/i;

/**
 * Writes a web-standard Response to a Node response. A text body (JSON, HTML) of 1 KB or
 * more is gzipped when the client accepts it, as hosted Supabase's gateway does: measured
 * against the stand-in, a blog post's row otherwise counts as uncompressed text in the
 * blog's Lighthouse audit.
 */
export async function sendWebResponse(
  res: ServerResponse,
  response: Response,
  acceptEncoding = '',
): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  let body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  if (
    body &&
    body.byteLength >= COMPRESS_MIN_BYTES &&
    /\bgzip\b/.test(acceptEncoding) &&
    COMPRESSIBLE.test(response.headers.get('content-type') ?? '') &&
    !response.headers.has('content-encoding')
  ) {
    body = gzipSync(body);
    headers['content-encoding'] = 'gzip';
    headers.vary = 'Accept-Encoding';
    delete headers['content-length'];
  }
  res.writeHead(response.status, headers);
  res.end(body);
}
