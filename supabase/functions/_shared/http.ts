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
