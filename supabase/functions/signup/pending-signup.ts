// The pieces of a sign-up that cannot be pre-claimed (README, "E-mail confirmation and auth
// rate limits"): the password's bcrypt hash, kept until a link is followed, and the nonce
// that ties that hash to the one confirmation link it travels in.
import { createHash, randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';

/** GoTrue's bcrypt.DefaultCost: the hash GoTrue itself would store. */
const BCRYPT_COST = 10;
/** bcrypt reads at most 72 bytes; GoTrue refuses longer passwords instead of truncating them. */
export const MAX_PASSWORD_BYTES = 72;

/** A `$2a$10$` hash, the prefix Go's bcrypt writes (bcryptjs writes the equivalent `$2b$`). */
export async function hashPassword(password: string): Promise<string> {
  const hash = await bcrypt.hash(password, BCRYPT_COST);
  return hash.replace(/^\$2b\$/, '$2a$');
}

/** 256 random bits, URL-safe: only the mailed link ever holds it. */
export function newNonce(): string {
  return randomBytes(32).toString('base64url');
}

export const NONCE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What the database keeps instead of the nonce, so a copy of the table opens no link. */
export function nonceHash(nonce: string): string {
  return createHash('sha256').update(nonce).digest('hex');
}

/** Where the confirmation link leads first: this function, with the sign-up's nonce. */
export function confirmUrl(functionsBase: string, nonce: string): string {
  return `${functionsBase.replace(/\/+$/, '')}/functions/v1/signup?confirm=${nonce}`;
}

/**
 * Waits until the next whole multiple of `stepMs` since `startedAt`: every sign-up answer
 * leaves at the same moment whatever work its address caused (a new address costs the
 * auth service a hash and a mail, a registered one nothing), unless it ran over a step,
 * when it leaves at the end of the next.
 */
export async function padToStep(startedAt: number, stepMs: number): Promise<void> {
  if (stepMs <= 0) return;
  const elapsed = Math.max(1, performance.now() - startedAt);
  const wait = Math.ceil(elapsed / stepMs) * stepMs - elapsed;
  await new Promise((resolve) => setTimeout(resolve, wait));
}
