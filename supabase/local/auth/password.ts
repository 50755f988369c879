import bcrypt from 'bcryptjs';
import { badRequest, WeakPasswordError } from './errors.ts';

/** bcrypt reads at most 72 bytes; GoTrue refuses longer passwords instead of truncating. */
export const MAX_PASSWORD_BYTES = 72;
/** GoTrue's bcrypt.DefaultCost. */
export const BCRYPT_COST = 10;

/**
 * GoTrue's checkPasswordStrength with the Supabase CLI defaults (minimum length
 * 6, no required character sets, no HaveIBeenPwned check). Lengths are in bytes,
 * as Go's len() counts them.
 */
export function checkPasswordStrength(password: string, minLength: number): void {
  const bytes = Buffer.byteLength(password, 'utf8');
  if (bytes > MAX_PASSWORD_BYTES) {
    throw badRequest(
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
    );
  }
  if (bytes < minLength) {
    throw new WeakPasswordError(`Password should be at least ${minLength} characters.`, ['length']);
  }
}

/** The weak_password note GoTrue adds to a password-grant session, or undefined. */
export function weakPasswordNote(
  password: string,
  minLength: number,
): { message: string; reasons: string[] } | undefined {
  try {
    checkPasswordStrength(password, minLength);
    return undefined;
  } catch (error) {
    return error instanceof WeakPasswordError
      ? { message: error.message, reasons: error.reasons }
      : undefined;
  }
}

/** A `$2a$10$` hash, the prefix Go's bcrypt writes (bcryptjs writes the equivalent `$2b$`). */
export async function hashPassword(password: string): Promise<string> {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw badRequest('validation_failed', 'bcrypt: password length exceeds 72 bytes');
  }
  const hash = await bcrypt.hash(password, BCRYPT_COST);
  return hash.replace(/^\$2b\$/, '$2a$');
}

/** Constant-time bcrypt check; accepts $2a$, $2b$ and $2y$ hashes (seeded users have $2a$). */
export async function verifyPassword(
  password: string,
  hash: string | null | undefined,
): Promise<boolean> {
  if (!hash || !/^\$2[aby]\$\d\d\$/.test(hash)) return false;
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) return false;
  return bcrypt.compare(password, hash.replace(/^\$2y\$/, '$2a$'));
}
