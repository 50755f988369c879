import { describe, expect, it } from 'vitest';
import { hasAuthFragment, hasStoredSession, sessionStorageKey } from './stored-session';

describe('sessionStorageKey (supabase-js: sb-<first host label>-auth-token)', () => {
  it.each([
    ['http://127.0.0.1:54321', 'sb-127-auth-token'],
    ['https://abcdefgh.supabase.co', 'sb-abcdefgh-auth-token'],
    ['http://localhost:54321', 'sb-localhost-auth-token'],
  ])('%s -> %s', (url, key) => {
    expect(sessionStorageKey(url)).toBe(key);
  });
});

describe('hasStoredSession', () => {
  it.each([
    ['nothing stored', null, false],
    ['unreadable JSON', '{oops', false],
    ['no refresh token', JSON.stringify({ access_token: 'a' }), false],
    ['a session', JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: 1 }), true],
  ])('%s -> %s', (_name, value, expected) => {
    window.localStorage.clear();
    if (value !== null) window.localStorage.setItem('sb-127-auth-token', value);
    expect(hasStoredSession()).toBe(expected);
  });
});

describe('hasAuthFragment', () => {
  it.each([
    ['', false],
    ['#section', false],
    ['#access_token=abc&type=recovery', true],
    ['#error=access_denied&error_code=otp_expired', true],
  ])('%s -> %s', (hash, expected) => {
    expect(hasAuthFragment(hash)).toBe(expected);
  });
});
