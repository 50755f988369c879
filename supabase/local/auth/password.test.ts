import { describe, expect, it } from 'vitest';
import { AuthApiError, WeakPasswordError } from './errors.ts';
import {
  checkPasswordStrength,
  hashPassword,
  verifyPassword,
  weakPasswordNote,
} from './password.ts';

describe('checkPasswordStrength (CLI defaults: minimum 6)', () => {
  it.each(['secret', 'longer password', 'çğışöü'])('accepts %j', (password) => {
    expect(() => checkPasswordStrength(password, 6)).not.toThrow();
  });

  it.each(['', '12345', 'abc'])('refuses %j as weak, reason "length"', (password) => {
    const error = (() => {
      try {
        checkPasswordStrength(password, 6);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(WeakPasswordError);
    expect(error).toMatchObject({
      message: 'Password should be at least 6 characters.',
      reasons: ['length'],
    });
  });

  it('counts bytes as Go does: three two-byte letters are long enough', () => {
    expect(() => checkPasswordStrength('çğı', 6)).not.toThrow();
  });

  it('refuses more than 72 bytes with validation_failed, not weak_password', () => {
    expect(() => checkPasswordStrength('x'.repeat(73), 6)).toThrow(AuthApiError);
    expect(() => checkPasswordStrength('x'.repeat(73), 6)).toThrow(
      'Password cannot be longer than 72 characters',
    );
  });

  it('gives the sign-in note for a weak but correct password', () => {
    expect(weakPasswordNote('12345', 6)).toEqual({
      message: 'Password should be at least 6 characters.',
      reasons: ['length'],
    });
    expect(weakPasswordNote('123456', 6)).toBeUndefined();
  });
});

describe('bcrypt hashes', () => {
  it('writes $2a$10$ hashes, as Go’s bcrypt, that verify', async () => {
    const hash = await hashPassword('secret1');
    expect(hash).toMatch(/^\$2a\$10\$[./A-Za-z0-9]{53}$/);
    expect(await verifyPassword('secret1', hash)).toBe(true);
    expect(await verifyPassword('secret2', hash)).toBe(false);
  });

  it('verifies a precomputed $2a$10$ hash like the ones seed.sql inserts', async () => {
    // crypt('Demo-password-1', gen_salt('bf', 10)) from pgcrypto: an independent implementation.
    const seeded = '$2a$10$k/7vnzueSEODVDtgyfBlX.ZznjXxPHTAZhyRUGve.zQJnrf5J2kO.';
    expect(await verifyPassword('Demo-password-1', seeded)).toBe(true);
    expect(await verifyPassword('demo-password-1', seeded)).toBe(false);
  });

  it('never matches a missing or foreign hash', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});
