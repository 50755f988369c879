import { corsHeaders } from './cors.ts';

/** A JSON response with CORS headers. */
export function json(
  body: unknown,
  status = 200,
  extraHeaders: Record<string, string> = {},
  methods?: readonly string[],
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders(methods), 'Content-Type': 'application/json', ...extraHeaders },
  });
}

/** An error answer: always a JSON body with a human-readable `message`. */
export function errorResponse(
  status: number,
  message: string,
  code?: string,
  methods?: readonly string[],
): Response {
  const extra: Record<string, string> =
    status === 405 ? { Allow: (methods ?? ['POST', 'OPTIONS']).join(', ') } : {};
  return json(code ? { code, message } : { message }, status, extra, methods);
}

/** Reads a JSON object body; null when the body is missing, not JSON or not an object. */
export async function readJsonObject(req: Request): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = await req.json();
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The body as UTF-8 text (as `req.text()` decodes it), or null when it is over `maxBytes`.
 * A declared Content-Length over the cap is refused before a byte is read; otherwise the
 * bytes are counted as they stream in and reading stops once they pass the cap, so a
 * missing or false Content-Length never makes us hold more than the cap and one chunk.
 */
export async function readTextWithin(req: Request, maxBytes: number): Promise<string | null> {
  const declared = req.headers.get('content-length')?.trim();
  if (declared && /^\d+$/.test(declared) && Number(declared) > maxBytes) {
    await req.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}
