import { SignJWT, jwtVerify, errors } from 'jose';

/** Claims as GoTrue puts them in an access token, plus the API keys' shape. */
export interface JwtClaims {
  role: string;
  sub?: string;
  email?: string;
  exp?: number;
  iat?: number;
  [claim: string]: unknown;
}

export type VerifyResult =
  { ok: true; claims: JwtClaims } | { ok: false; reason: 'expired' | 'invalid' };

const encoder = new TextEncoder();

export async function signJwt(claims: JwtClaims, secret: string): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(encoder.encode(secret));
}

/** HS256 only, as Supabase's local stack; an expired token is told apart for PGRST303. */
export async function verifyJwt(token: string, secret: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    if (typeof payload.role !== 'string') return { ok: false, reason: 'invalid' };
    return { ok: true, claims: payload as JwtClaims };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'invalid' };
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(headers: Headers): string | null {
  const value = headers.get('authorization');
  if (!value) return null;
  const match = /^bearer\s+(.+)$/i.exec(value.trim());
  return match?.[1]?.trim() || null;
}
