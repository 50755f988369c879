import { tooManyRequests } from './errors.ts';

/**
 * supabase/config.toml `[auth.rate_limit]`, with the Supabase CLI's defaults
 * (the numbers a hosted project starts with). sms_sent, anonymous_users and
 * web3 are read for completeness: the stand-in has no SMS, anonymous or Web3
 * sign-in, so nothing counts against them.
 */
export interface RateLimitSettings {
  /** E-mails sent per hour, project-wide (GOTRUE_RATE_LIMIT_EMAIL_SENT). */
  email_sent: number;
  /** SMS sent per hour, project-wide. */
  sms_sent: number;
  /** Anonymous sign-ins per hour per IP. */
  anonymous_users: number;
  /** /token requests per 5 minutes per IP (GOTRUE_RATE_LIMIT_TOKEN_REFRESH). */
  token_refresh: number;
  /** Sign-ups and passwordless sign-ins per 5 minutes per IP (GOTRUE_RATE_LIMIT_OTP). */
  sign_in_sign_ups: number;
  /** /verify requests per 5 minutes per IP (GOTRUE_RATE_LIMIT_VERIFY). */
  token_verifications: number;
  /** Web3 sign-ins per 5 minutes per IP. */
  web3: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  email_sent: 2,
  sms_sent: 30,
  anonymous_users: 30,
  token_refresh: 150,
  sign_in_sign_ups: 30,
  token_verifications: 30,
  web3: 30,
};

/**
 * GoTrue's per-IP limiters (api/options.go NewLimiterOptions), each its own
 * tollbooth bucket: /signup, /recover and PUT /user each refill at the
 * sign_in_sign_ups rate, /verify at token_verifications, and /token (password
 * and refresh_token grants alike) at token_refresh.
 */
export type IpLimiter = 'signup' | 'recover' | 'user' | 'verify' | 'token';

const FIVE_MINUTES_MS = 5 * 60_000;
const HOUR_MS = 60 * 60_000;
/** tollbooth's SetBurst(30): the bucket size of every 5-minute limiter. */
const BURST = 30;

const SETTING_OF: Record<IpLimiter, keyof RateLimitSettings> = {
  signup: 'sign_in_sign_ups',
  recover: 'sign_in_sign_ups',
  user: 'sign_in_sign_ups',
  verify: 'token_verifications',
  token: 'token_refresh',
};

interface Bucket {
  tokens: number;
  updatedMs: number;
}

/** Buckets unused for this long are full again and can be forgotten (tollbooth's one-hour TTL). */
const IDLE_MS = HOUR_MS;
const SWEEP_EVERY = 1000;

/**
 * The stand-in's auth rate limits, as GoTrue applies them: a token bucket per
 * client IP and limiter (capacity 30, refilled at limit / 5 minutes), answering
 * 429 over_request_rate_limit; and a project-wide budget of e-mails per hour
 * answering 429 over_email_send_rate_limit. `multiplier` scales every limit and
 * bucket (AUTH_RATE_LIMIT_MULTIPLIER), `now` is the clock (tests move it).
 */
export class AuthRateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private emailWindowStartMs = Number.NEGATIVE_INFINITY;
  private emailsInWindow = 0;
  private calls = 0;

  constructor(
    private readonly settings: RateLimitSettings,
    private readonly multiplier = 1,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one request from `ip`'s bucket of `limiter`, or throws GoTrue's 429. */
  take(limiter: IpLimiter, ip: string): void {
    const nowMs = this.now();
    if (++this.calls % SWEEP_EVERY === 0) this.sweep(nowMs);
    const capacity = BURST * this.multiplier;
    const perMs = (this.settings[SETTING_OF[limiter]] * this.multiplier) / FIVE_MINUTES_MS;
    const key = `${limiter}\u0000${ip}`;
    const bucket = this.buckets.get(key) ?? { tokens: capacity, updatedMs: nowMs };
    bucket.tokens = Math.min(
      capacity,
      bucket.tokens + Math.max(0, nowMs - bucket.updatedMs) * perMs,
    );
    bucket.updatedMs = nowMs;
    this.buckets.set(key, bucket);
    if (bucket.tokens < 1) throw tooManyRequests('over_request_rate_limit', REQUEST_LIMIT);
    bucket.tokens -= 1;
  }

  /**
   * Counts one e-mail against the project's hourly budget (GoTrue's
   * IntervalLimiter for GOTRUE_RATE_LIMIT_EMAIL_SENT), or throws its 429.
   */
  takeEmail(): void {
    const nowMs = this.now();
    if (nowMs >= this.emailWindowStartMs + HOUR_MS) {
      this.emailWindowStartMs = nowMs;
      this.emailsInWindow = 0;
    }
    if (this.emailsInWindow >= this.settings.email_sent * this.multiplier) {
      throw tooManyRequests('over_email_send_rate_limit', EMAIL_LIMIT);
    }
    this.emailsInWindow += 1;
  }

  private sweep(nowMs: number): void {
    for (const [key, bucket] of this.buckets) {
      if (nowMs - bucket.updatedMs > IDLE_MS) this.buckets.delete(key);
    }
  }
}

export const REQUEST_LIMIT = 'Request rate limit reached';
export const EMAIL_LIMIT = 'Email rate limit exceeded';

/** AUTH_RATE_LIMIT_MULTIPLIER: a positive number; unset or empty is 1. */
export function parseRateLimitMultiplier(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const multiplier = Number(value);
  if (!Number.isFinite(multiplier) || multiplier <= 0) {
    throw new Error(`AUTH_RATE_LIMIT_MULTIPLIER must be a positive number, not "${value}"`);
  }
  return multiplier;
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * The address a request is limited by: the socket's peer, except that a peer
 * on this machine (the edge functions, which the stand-in runs in-process, or
 * a local proxy) may name the client it acts for in X-Forwarded-For, as the
 * hosted gateway does for GoTrue. Its first entry is the original client.
 * A remote peer's X-Forwarded-For is ignored: it could name anyone.
 */
export function clientIpFor(headers: Headers, peer: string | undefined): string {
  const address = peer ?? '127.0.0.1';
  if (!LOOPBACK.test(address)) return address;
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || address;
}
