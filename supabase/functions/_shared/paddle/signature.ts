// Paddle-Signature verification (Paddle Billing "Verify webhook signatures"):
// header `ts=<unix seconds>;h1=<hex>[;h1=<hex>...]`, h1 = HMAC-SHA256(secret, `${ts}:${rawBody}`).
// Done by hand rather than with Paddle's Node SDK, which keeps only the last h1 (a secret
// rotation sends several), compares with === and accepts any future timestamp.
// WebCrypto only, so the same code runs in Deno (edge) and Node (local stack, tests).

/** Default accepted clock difference, both ways, in seconds (PADDLE_WEBHOOK_TOLERANCE_SECONDS). */
export const DEFAULT_SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureCheck =
  | { ok: true; timestamp: number }
  | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'future' | 'mismatch' };

export interface ParsedSignature {
  timestamp: number;
  signatures: string[];
}

/** Splits the header on `;`; every `h1` is kept. Null when ts or every h1 is missing. */
export function parseSignatureHeader(header: string): ParsedSignature | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 'ts' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'h1' && /^[0-9a-fA-F]{64}$/.test(value)) signatures.push(value.toLowerCase());
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

const encoder = new TextEncoder();

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Compares two equal-length hex strings in time independent of where they differ. */
function timingSafeEqualHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The header value Paddle would send for `rawBody` at `timestamp` (the local stand-in signs with it). */
export async function signPaddleBody(
  secret: string,
  rawBody: string,
  timestamp: number,
): Promise<string> {
  return `ts=${timestamp};h1=${await hmacHex(secret, `${timestamp}:${rawBody}`)}`;
}

export async function verifyPaddleSignature(
  header: string | null,
  rawBody: string,
  secret: string,
  {
    toleranceSeconds = DEFAULT_SIGNATURE_TOLERANCE_SECONDS,
    nowSeconds = Math.floor(Date.now() / 1000),
  } = {},
): Promise<SignatureCheck> {
  if (!header) return { ok: false, reason: 'missing' };
  const parsed = parseSignatureHeader(header);
  if (!parsed) return { ok: false, reason: 'malformed' };
  // Both directions: an old signature is a replay, a future one a clock we cannot trust.
  if (nowSeconds - parsed.timestamp > toleranceSeconds) return { ok: false, reason: 'stale' };
  if (parsed.timestamp - nowSeconds > toleranceSeconds) return { ok: false, reason: 'future' };
  const expected = await hmacHex(secret, `${parsed.timestamp}:${rawBody}`);
  // Every h1 is compared (no early exit), so timing does not tell which one matched.
  let matched = false;
  for (const candidate of parsed.signatures) {
    if (timingSafeEqualHex(candidate, expected)) matched = true;
  }
  return matched ? { ok: true, timestamp: parsed.timestamp } : { ok: false, reason: 'mismatch' };
}
