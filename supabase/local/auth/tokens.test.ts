import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET } from '../keys.ts';
import { newOtp, newRefreshToken, signHs256, tokenHash, verifyHs256 } from './tokens.ts';

const SECRET = LOCAL_JWT_SECRET;
const now = 1_800_000_000;

describe('signHs256 / verifyHs256', () => {
  it('round-trips claims and writes GoTrue’s header (no kid)', () => {
    const token = signHs256({ sub: 'u', role: 'authenticated', exp: now + 60 }, SECRET);
    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString());
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(verifyHs256(token, SECRET, now)).toEqual({
      ok: true,
      claims: { sub: 'u', role: 'authenticated', exp: now + 60 },
    });
  });

  it('accepts the Supabase CLI anon key', () => {
    const result = verifyHs256(LOCAL_ANON_KEY, SECRET, now);
    expect(result.ok && result.claims.role).toBe('anon');
  });

  it.each([
    [
      'not three segments',
      'abc.def',
      'token is malformed: token contains an invalid number of segments',
    ],
    [
      'another signature',
      signHs256({ sub: 'u', exp: now + 60 }, 'another-secret-another-secret-another-secret'),
      'token signature is invalid: signature is invalid',
    ],
    [
      'an expired token',
      signHs256({ sub: 'u', exp: now }, SECRET),
      'token has invalid claims: token is expired',
    ],
    [
      'a token not valid yet',
      signHs256({ sub: 'u', nbf: now + 10 }, SECRET),
      'token has invalid claims: token is not valid yet',
    ],
    [
      'alg none',
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{}').toString('base64url')}.`,
      'token signature is invalid: signing method none is invalid',
    ],
    [
      'a garbled header',
      `%%%.${Buffer.from('{}').toString('base64url')}.x`,
      'token is malformed: could not JSON decode header',
    ],
  ])('refuses %s with golang-jwt’s words', (_, token, reason) => {
    expect(verifyHs256(token, SECRET, now)).toEqual({ ok: false, reason });
  });
});

describe('one-time tokens', () => {
  it('hashes e-mail + OTP with SHA-224, as GoTrue’s GenerateTokenHash', () => {
    expect(tokenHash('a@example.com', '123456')).toBe(
      createHash('sha224').update('a@example.com123456').digest('hex'),
    );
    expect(tokenHash('a@example.com', '123456')).toHaveLength(56);
  });

  it('makes six-digit OTPs and 12-character refresh tokens that differ each time', () => {
    const otps = new Set(Array.from({ length: 50 }, () => newOtp()));
    for (const otp of otps) expect(otp).toMatch(/^\d{6}$/);
    expect(otps.size).toBeGreaterThan(40);
    const tokens = new Set(Array.from({ length: 50 }, () => newRefreshToken()));
    for (const token of tokens) expect(token).toMatch(/^[a-z0-9]{12}$/);
    expect(tokens.size).toBe(50);
  });
});
