import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SIGNATURE_TOLERANCE_SECONDS,
  parseSignatureHeader,
  signPaddleBody,
  verifyPaddleSignature,
} from './signature.ts';

// The Paddle-Signature check on its own, against an independent HMAC (node:crypto): every
// hex digit of h1 counts, every h1 of a rotation is tried, and the timestamp is both inside
// the tolerance and part of what is signed.
const SECRET = 'pdl_ntfset_01jtestsecret';
const BODY = '{"event_id":"evt_01","event_type":"subscription.created","data":{"id":"sub_01"}}';
const NOW = 1_767_225_600; // 2026-01-01T00:00:00Z
const TOLERANCE = DEFAULT_SIGNATURE_TOLERANCE_SECONDS;

function h1(body = BODY, ts = NOW, secret = SECRET): string {
  return createHmac('sha256', secret).update(`${ts}:${body}`).digest('hex');
}

/** The same hex string with the digit at `index` replaced by a different one. */
function withDigitChanged(hex: string, index: number): string {
  const digit = hex[index] === '0' ? '1' : '0';
  return `${hex.slice(0, index)}${digit}${hex.slice(index + 1)}`;
}

const verify = (header: string | null, body = BODY, options = {}) =>
  verifyPaddleSignature(header, body, SECRET, { nowSeconds: NOW, ...options });

describe('verifyPaddleSignature: the signature', () => {
  it('accepts Paddle’s algorithm: h1 = HMAC-SHA256(secret, "ts:body") in hex', async () => {
    expect(await verify(`ts=${NOW};h1=${h1()}`)).toEqual({ ok: true, timestamp: NOW });
  });

  it('signs as it verifies (the local stand-in’s header is Paddle’s)', async () => {
    expect(await signPaddleBody(SECRET, BODY, NOW)).toBe(`ts=${NOW};h1=${h1()}`);
  });

  it.each([
    ['the first', 0],
    ['a middle', 31],
    ['the last', 63],
  ])('refuses a signature with %s hex digit changed', async (_where, index) => {
    const forged = withDigitChanged(h1(), index);
    expect(await verify(`ts=${NOW};h1=${forged}`)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses a signature with any one of its 64 hex digits changed', async () => {
    const valid = h1();
    const accepted: number[] = [];
    for (let index = 0; index < valid.length; index += 1) {
      const check = await verify(`ts=${NOW};h1=${withDigitChanged(valid, index)}`);
      if (check.ok) accepted.push(index);
    }
    expect(accepted).toEqual([]);
  });

  it('reads upper-case hex as the same signature', async () => {
    expect(await verify(`ts=${NOW};h1=${h1().toUpperCase()}`)).toMatchObject({ ok: true });
  });

  it.each([
    ['another secret', () => h1(BODY, NOW, 'pdl_ntfset_other')],
    ['another body', () => h1('{}')],
    ['the body with one space more', () => h1(`${BODY} `)],
    ['another timestamp', () => h1(BODY, NOW - 1)],
  ])('refuses a signature made with %s', async (_case, sign) => {
    expect(await verify(`ts=${NOW};h1=${sign()}`)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses a valid signature over a body changed after signing', async () => {
    const tampered = BODY.replace('subscription.created', 'subscription.updated');
    expect(await verify(`ts=${NOW};h1=${h1()}`, tampered)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });
});

describe('verifyPaddleSignature: several h1 (secret rotation)', () => {
  const good = h1();
  const old = h1(BODY, NOW, 'pdl_ntfset_old');
  const other = h1(BODY, NOW, 'pdl_ntfset_older');

  it.each([
    ['first', [good, old, other]],
    ['middle', [old, good, other]],
    ['last', [old, other, good]],
  ])('accepts the valid one in the %s place of three', async (_place, signatures) => {
    const header = [`ts=${NOW}`, ...signatures.map((s) => `h1=${s}`)].join(';');
    expect(await verify(header)).toEqual({ ok: true, timestamp: NOW });
  });

  it('refuses when none of several is valid', async () => {
    const header = `ts=${NOW};h1=${old};h1=${other};h1=${withDigitChanged(good, 0)}`;
    expect(await verify(header)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('keeps every h1 in order, lower-cased, and skips parts that are not a full signature', () => {
    expect(
      parseSignatureHeader(
        `h1=${old}; ts=${NOW} ;h1=${good.toUpperCase()};h1=${other.slice(1)};x=1`,
      ),
    ).toEqual({ timestamp: NOW, signatures: [old, good] });
  });
});

describe('verifyPaddleSignature: the timestamp', () => {
  const signedAt = (ts: number) => `ts=${ts};h1=${h1(BODY, ts)}`;

  it('accepts a timestamp exactly at the tolerance, both ways', async () => {
    expect(await verify(signedAt(NOW - TOLERANCE))).toMatchObject({ ok: true });
    expect(await verify(signedAt(NOW + TOLERANCE))).toMatchObject({ ok: true });
  });

  it('refuses a stale timestamp (a replay) one second past the tolerance', async () => {
    expect(await verify(signedAt(NOW - TOLERANCE - 1))).toEqual({ ok: false, reason: 'stale' });
    expect(await verify(signedAt(NOW - 86_400))).toEqual({ ok: false, reason: 'stale' });
  });

  it('refuses a future timestamp one second past the tolerance', async () => {
    expect(await verify(signedAt(NOW + TOLERANCE + 1))).toEqual({ ok: false, reason: 'future' });
    expect(await verify(signedAt(NOW + 86_400))).toEqual({ ok: false, reason: 'future' });
  });

  it('follows the configured tolerance', async () => {
    expect(await verify(signedAt(NOW - 10), BODY, { toleranceSeconds: 5 })).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(await verify(signedAt(NOW + 10), BODY, { toleranceSeconds: 5 })).toEqual({
      ok: false,
      reason: 'future',
    });
    expect(await verify(signedAt(NOW - 600), BODY, { toleranceSeconds: 900 })).toMatchObject({
      ok: true,
    });
  });

  it('checks the time before the signature: a stale header is stale even when correctly signed', async () => {
    const stale = NOW - TOLERANCE - 1;
    expect(await verify(`ts=${stale};h1=${h1(BODY, stale)}`)).toEqual({
      ok: false,
      reason: 'stale',
    });
  });

  it('refuses a fresh timestamp put in front of an old signature', async () => {
    const old = NOW - 3_600;
    expect(await verify(`ts=${NOW};h1=${h1(BODY, old)}`)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('uses the clock when no time is given', async () => {
    const ts = Math.floor(Date.now() / 1000);
    expect(await verifyPaddleSignature(`ts=${ts};h1=${h1(BODY, ts)}`, BODY, SECRET)).toMatchObject({
      ok: true,
    });
    expect(await verifyPaddleSignature(`ts=${NOW};h1=${h1()}`, BODY, SECRET)).toMatchObject({
      ok: false,
      reason: 'stale',
    });
  });
});

describe('verifyPaddleSignature: the header', () => {
  it.each([
    [null, 'missing'],
    ['', 'missing'],
    [`ts=${NOW}`, 'malformed'],
    [`h1=${h1()}`, 'malformed'],
    [`ts=;h1=${h1()}`, 'malformed'],
    [`ts=-${NOW};h1=${h1()}`, 'malformed'],
    [`ts=1.5;h1=${h1()}`, 'malformed'],
    [`ts=1234567890123;h1=${h1()}`, 'malformed'],
    [`ts=${NOW};h1=${h1().slice(0, 63)}`, 'malformed'],
    [`ts=${NOW};h1=${h1()}0`, 'malformed'],
    [`ts=${NOW};h1=${h1().slice(0, 62)}zz`, 'malformed'],
    [`ts=${NOW};h1=`, 'malformed'],
    [`ts=${NOW};v1=${h1()}`, 'malformed'],
    [`ts=${NOW},h1=${h1()}`, 'malformed'],
    ['garbage', 'malformed'],
  ])('refuses %j as %s', async (header, reason) => {
    expect(await verify(header)).toEqual({ ok: false, reason });
  });
});
