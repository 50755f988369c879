import { describe, expect, it } from 'vitest';
import { AuthApiError } from './errors.ts';
import { gotrueTime } from './user-json.ts';
import { goEncodeValues, goQueryEscape, parseGoDuration, validateEmail } from './validation.ts';

describe('validateEmail (GoTrue + checkmail)', () => {
  it.each([
    ['Someone@Example.COM', 'someone@example.com'],
    ['a.b+tag@sub.example.co', 'a.b+tag@sub.example.co'],
    ['root@localhost', 'root@localhost'],
  ])('accepts %s as %s', (input, expected) => {
    expect(validateEmail(input)).toBe(expected);
  });

  it.each([
    ['', 'An email address is required'],
    ['plainaddress', 'Unable to validate email address: invalid format'],
    ['a@b@c.com', 'Unable to validate email address: invalid format'],
    ['a b@example.com', 'Unable to validate email address: invalid format'],
    [`${'x'.repeat(250)}@example.com`, 'An email address is too long'],
  ])('refuses %j with 400 validation_failed', (input, message) => {
    let caught: unknown;
    try {
      validateEmail(input);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AuthApiError);
    expect(caught).toMatchObject({ status: 400, code: 'validation_failed', message });
  });
});

describe('Go URL encoding', () => {
  it('escapes as url.QueryEscape', () => {
    expect(goQueryEscape("a b!'()*~-_.")).toBe('a+b%21%27%28%29%2A~-_.');
    expect(goQueryEscape('http://x/y?z=1&w')).toBe('http%3A%2F%2Fx%2Fy%3Fz%3D1%26w');
  });

  it('encodes values with sorted keys, as url.Values.Encode', () => {
    expect(goEncodeValues({ type: 'recovery', access_token: 'a.b', expires_in: '3600' })).toBe(
      'access_token=a.b&expires_in=3600&type=recovery',
    );
  });
});

describe('parseGoDuration (ban_duration)', () => {
  it.each([
    ['24h', 86_400_000],
    ['1h30m', 5_400_000],
    ['90s', 90_000],
    ['1.5h', 5_400_000],
    ['0', 0],
  ])('%s = %d ms', (text, ms) => {
    expect(parseGoDuration(text)).toBe(ms);
  });

  it.each(['', 'forever', '10', '5d', 'h1'])('refuses %j', (text) => {
    expect(parseGoDuration(text)).toBeUndefined();
  });
});

describe('gotrueTime (Go RFC 3339 with trimmed fraction)', () => {
  it.each([
    ['2026-01-02T03:04:05.123456Z', '2026-01-02T03:04:05.123456Z'],
    ['2026-01-02T03:04:05.120000Z', '2026-01-02T03:04:05.12Z'],
    ['2026-01-02T03:04:05.000000Z', '2026-01-02T03:04:05Z'],
    [null, undefined],
  ])('%s -> %s', (input, expected) => {
    expect(gotrueTime(input)).toBe(expected);
  });
});
