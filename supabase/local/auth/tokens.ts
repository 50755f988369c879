import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** One entry of the `amr` claim: how and when the session was authenticated. */
export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** GoTrue's AccessTokenClaims, in its JSON field order. */
export interface AccessTokenClaims {
  iss: string;
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: string;
  amr: AmrEntry[];
  session_id: string;
  is_anonymous: boolean;
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** HS256 JWT with GoTrue's header for a symmetric secret: no kid. */
export function signHs256(claims: object, secret: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

export type ParsedJwt =
  { ok: true; claims: Record<string, unknown> } | { ok: false; reason: string };

/**
 * Verifies an HS256 JWT the way GoTrue's parser (golang-jwt v5, valid methods
 * HS256) does, returning golang-jwt's error text, which GoTrue puts after
 * "invalid JWT: unable to parse or verify signature, ".
 */
export function verifyHs256(
  token: string,
  secret: string,
  nowSeconds = Date.now() / 1000,
): ParsedJwt {
  const parts = token.split('.');
  if (parts.length !== 3) {
    return {
      ok: false,
      reason: 'token is malformed: token contains an invalid number of segments',
    };
  }
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJson(headerPart);
  if (header === undefined)
    return { ok: false, reason: 'token is malformed: could not JSON decode header' };
  const alg = typeof header.alg === 'string' ? header.alg : '';
  if (alg !== 'HS256')
    return { ok: false, reason: `token signature is invalid: signing method ${alg} is invalid` };
  if (header.kid !== undefined) {
    return {
      ok: false,
      reason: 'token is unverifiable: error while executing keyfunc: invalid kid',
    };
  }
  const claims = decodeJson(payloadPart);
  if (claims === undefined)
    return { ok: false, reason: 'token is malformed: could not JSON decode claim' };

  const expected = createHmac('sha256', secret).update(`${headerPart}.${payloadPart}`).digest();
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'token signature is invalid: signature is invalid' };
  }
  if (typeof claims.exp === 'number' && nowSeconds >= claims.exp) {
    return { ok: false, reason: 'token has invalid claims: token is expired' };
  }
  if (typeof claims.nbf === 'number' && nowSeconds < claims.nbf) {
    return { ok: false, reason: 'token has invalid claims: token is not valid yet' };
  }
  return { ok: true, claims };
}

function decodeJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const REFRESH_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** An opaque refresh token shaped like GoTrue's (12 lower-case alphanumerics). */
export function newRefreshToken(): string {
  let token = '';
  for (let i = 0; i < 12; i++) token += REFRESH_ALPHABET[randomInt(REFRESH_ALPHABET.length)];
  return token;
}

/** GoTrue's crypto.GenerateOtp: six decimal digits. */
export function newOtp(length = 6): string {
  let otp = '';
  for (let i = 0; i < length; i++) otp += String(randomInt(10));
  return otp;
}

/** GoTrue's crypto.GenerateTokenHash: hex SHA-224 of e-mail followed by the OTP. */
export function tokenHash(emailOrPhone: string, otp: string): string {
  return createHash('sha224')
    .update(emailOrPhone + otp)
    .digest('hex');
}
