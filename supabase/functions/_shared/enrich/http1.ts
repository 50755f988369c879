// One HTTP/1.1 GET over a connection the caller opened (issue 17 item 1): the crawler
// never hands a host name to a library that would look it up again, so it speaks the
// protocol itself, the same code in Deno and Node. One request per connection
// (Connection: close); bodies framed by Content-Length, chunked coding or the close;
// gzip and deflate decoded. The response's body is a stream: the caller reads as much as
// its size cap allows and cancels, which closes the connection.

/** A connected byte stream: TCP, or TLS over it. */
export interface ByteStream {
  readable: ReadableStream<Uint8Array>;
  write(bytes: Uint8Array): Promise<void>;
  /** Idempotent; also ends any read in progress. */
  close(): void;
}

/** A response head larger than this is not a web page's. */
const MAX_HEAD_BYTES = 64 * 1024;
/** Compressed input is fed to the decoder in pieces this small, so one piece can only
 * inflate so far (deflate expands at most ~1032:1) before the reader's cap is checked. */
const INFLATE_PIECE_BYTES = 4096;
const NULL_BODY = new Set([204, 205, 304]);

export class HttpProtocolError extends Error {
  constructor(message: string) {
    super(`bad HTTP response: ${message}`);
    this.name = 'HttpProtocolError';
  }
}

/** Bytes from a stream, with the little look-ahead the head and chunk lines need. */
class Input {
  private buffer: Uint8Array = new Uint8Array(0);
  private ended = false;

  constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {}

  /** Reads more into the buffer; false at the end of the stream. */
  private async fill(): Promise<boolean> {
    if (this.ended) return false;
    const { done, value } = await this.reader.read();
    if (done) {
      this.ended = true;
      return false;
    }
    if (this.buffer.byteLength === 0) this.buffer = value;
    else {
      const joined = new Uint8Array(this.buffer.byteLength + value.byteLength);
      joined.set(this.buffer, 0);
      joined.set(value, this.buffer.byteLength);
      this.buffer = joined;
    }
    return true;
  }

  /** The bytes before the next `delimiter` (which is consumed), or null at the end. */
  async until(delimiter: readonly number[], limit: number): Promise<Uint8Array | null> {
    let searchFrom = 0;
    for (;;) {
      const at = indexOf(this.buffer, delimiter, searchFrom);
      if (at >= 0) {
        const out = this.buffer.subarray(0, at);
        this.buffer = this.buffer.subarray(at + delimiter.length);
        return out;
      }
      if (this.buffer.byteLength > limit) throw new HttpProtocolError('line too long');
      searchFrom = Math.max(0, this.buffer.byteLength - delimiter.length + 1);
      if (!(await this.fill())) return null;
    }
  }

  /** Up to `max` bytes (at least one), or null at the end. */
  async some(max: number): Promise<Uint8Array | null> {
    if (this.buffer.byteLength === 0 && !(await this.fill())) return null;
    const out = this.buffer.subarray(0, Math.min(max, this.buffer.byteLength));
    this.buffer = this.buffer.subarray(out.byteLength);
    return out;
  }

  cancel(): void {
    this.reader.cancel().catch(() => undefined);
  }
}

const CRLF = [13, 10];
const CRLF_CRLF = [13, 10, 13, 10];

function indexOf(haystack: Uint8Array, needle: readonly number[], from: number): number {
  const first = needle[0]!;
  for (let i = haystack.indexOf(first, from); i >= 0; i = haystack.indexOf(first, i + 1)) {
    if (i + needle.length > haystack.byteLength) return -1;
    let match = true;
    for (let j = 1; j < needle.length; j += 1) {
      if (haystack[i + j] !== needle[j]) {
        match = false;
        break;
      }
    }
    if (match) return i;
  }
  return -1;
}

/** Header bytes as a byte string (ISO-8859-1), which is what Headers holds. */
function latin1(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.byteLength; i += 8192) {
    out += String.fromCharCode(...bytes.subarray(i, i + 8192));
  }
  return out;
}

interface Head {
  status: number;
  headers: Headers;
}

function parseHead(text: string): Head {
  const lines = text.split('\r\n');
  const status = /^HTTP\/1\.[01] (\d{3})(?: .*)?$/.exec(lines[0] ?? '');
  if (!status) throw new HttpProtocolError('status line');
  const headers = new Headers();
  let last: [string, string] | null = null;
  const flush = () => {
    if (!last) return;
    try {
      headers.append(last[0], last[1].trim());
    } catch {
      // A header Headers cannot hold is one we have no use for.
    }
    last = null;
  };
  for (const line of lines.slice(1)) {
    if (/^[ \t]/.test(line) && last) {
      // An obsolete folded continuation line.
      last[1] += ` ${line.trim()}`;
      continue;
    }
    flush();
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    last = [line.slice(0, colon).trim(), line.slice(colon + 1)];
  }
  flush();
  return { status: Number(status[1]), headers };
}

async function readHead(input: Input): Promise<Head> {
  for (;;) {
    const bytes = await input.until(CRLF_CRLF, MAX_HEAD_BYTES);
    if (bytes === null) throw new HttpProtocolError('connection closed before the head');
    const head = parseHead(latin1(bytes));
    // 1xx heads (100 Continue, 103 Early Hints) precede the real one.
    if (head.status >= 200) return head;
    if (head.status === 101) throw new HttpProtocolError('unexpected protocol switch');
  }
}

type Framing = { kind: 'length'; remaining: number } | { kind: 'chunked' } | { kind: 'close' };

function framingOf(head: Head): Framing | null {
  if (NULL_BODY.has(head.status)) return null;
  const transfer = head.headers.get('transfer-encoding');
  if (transfer) {
    const codings = transfer.toLowerCase().split(',');
    return codings[codings.length - 1]!.trim() === 'chunked'
      ? { kind: 'chunked' }
      : { kind: 'close' };
  }
  const length = head.headers.get('content-length');
  if (length !== null) {
    const values = new Set(length.split(',').map((value) => value.trim()));
    const [only] = values;
    if (values.size !== 1 || !/^\d{1,15}$/.test(only!)) {
      throw new HttpProtocolError('content-length');
    }
    return { kind: 'length', remaining: Number(only) };
  }
  return { kind: 'close' };
}

/** The body's bytes as the framing delimits them; `done` runs once it ends or is cancelled. */
function bodyStream(input: Input, framing: Framing, done: () => void): ReadableStream<Uint8Array> {
  let chunkLeft = 0;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    done();
  };
  const CHUNK_LINE_LIMIT = 4096;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (framing.kind === 'length') {
          if (framing.remaining === 0) {
            controller.close();
            return finish();
          }
          const bytes = await input.some(framing.remaining);
          if (!bytes) throw new HttpProtocolError('body shorter than its content-length');
          framing.remaining -= bytes.byteLength;
          controller.enqueue(bytes);
          return;
        }
        if (framing.kind === 'close') {
          const bytes = await input.some(64 * 1024);
          if (!bytes) {
            controller.close();
            return finish();
          }
          controller.enqueue(bytes);
          return;
        }
        if (chunkLeft === 0) {
          const line = await input.until(CRLF, CHUNK_LINE_LIMIT);
          if (line === null) throw new HttpProtocolError('chunked body cut short');
          const size = /^([0-9a-fA-F]{1,8})[ \t]*(?:;.*)?$/.exec(latin1(line).trim());
          if (!size) throw new HttpProtocolError('chunk size');
          chunkLeft = parseInt(size[1]!, 16);
          if (chunkLeft === 0) {
            // Trailer fields up to the empty line: read and dropped.
            for (;;) {
              const trailer = await input.until(CRLF, CHUNK_LINE_LIMIT);
              if (trailer === null || trailer.byteLength === 0) break;
            }
            controller.close();
            return finish();
          }
        }
        const bytes = await input.some(chunkLeft);
        if (!bytes) throw new HttpProtocolError('chunked body cut short');
        chunkLeft -= bytes.byteLength;
        if (chunkLeft === 0 && (await input.until(CRLF, 2))?.byteLength !== 0) {
          throw new HttpProtocolError('chunk not terminated');
        }
        controller.enqueue(bytes);
      } catch (error) {
        controller.error(error);
        finish();
      }
    },
    cancel() {
      input.cancel();
      finish();
    },
  });
}

/** Copies chunks in pieces of at most `size` bytes. */
function pieces(size: number): TransformStream<Uint8Array, Uint8Array<ArrayBuffer>> {
  return new TransformStream({
    transform(chunk, controller) {
      for (let i = 0; i < chunk.byteLength; i += size) controller.enqueue(chunk.slice(i, i + size));
    },
  });
}

/** The body with its content codings undone (gzip and deflate; others are left as sent). */
function decoded(
  body: ReadableStream<Uint8Array>,
  contentEncoding: string | null,
): ReadableStream<Uint8Array> {
  if (!contentEncoding) return body;
  const codings = contentEncoding
    .toLowerCase()
    .split(',')
    .map((coding) => coding.trim())
    .filter((coding) => coding !== '' && coding !== 'identity');
  if (codings.length === 0) return body;
  if (
    !codings.every((coding) => coding === 'gzip' || coding === 'x-gzip' || coding === 'deflate')
  ) {
    return body;
  }
  let out = body;
  for (const coding of codings.reverse()) {
    const format = coding === 'deflate' ? 'deflate' : 'gzip';
    out = out.pipeThrough(pieces(INFLATE_PIECE_BYTES)).pipeThrough(new DecompressionStream(format));
  }
  return out;
}

export interface Http1Request {
  url: URL;
  headers: Record<string, string>;
  signal: AbortSignal;
}

function requestHead({ url, headers }: Http1Request): Uint8Array {
  const lines = [`GET ${url.pathname}${url.search} HTTP/1.1`, `Host: ${url.host}`];
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (lower === 'host' || lower === 'connection' || lower === 'accept-encoding') continue;
    if (/[\r\n]/.test(name + value)) throw new TypeError(`header ${name} has a line break`);
    lines.push(`${name}: ${value}`);
  }
  lines.push('Accept-Encoding: gzip, deflate', 'Connection: close', '', '');
  return new TextEncoder().encode(lines.join('\r\n'));
}

/**
 * GETs `url` over `stream` and answers as fetch would with redirect: 'manual' (no
 * redirect followed). The stream is closed when the body ends, is cancelled, fails, or
 * the signal aborts; the signal's reason is the error then.
 */
export async function http1Get(stream: ByteStream, request: Http1Request): Promise<Response> {
  const { signal } = request;
  const input = new Input(stream.readable.getReader());
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    signal.removeEventListener('abort', close);
    input.cancel();
    stream.close();
  };
  if (signal.aborted) {
    close();
    throw signal.reason;
  }
  signal.addEventListener('abort', close, { once: true });
  try {
    await stream.write(requestHead(request));
    const head = await readHead(input);
    const framing = framingOf(head);
    if (!framing) {
      close();
      return new Response(null, { status: head.status, headers: head.headers });
    }
    const body = decoded(bodyStream(input, framing, close), head.headers.get('content-encoding'));
    return new Response(body, { status: head.status, headers: head.headers });
  } catch (error) {
    close();
    if (signal.aborted) throw signal.reason;
    throw error;
  }
}
