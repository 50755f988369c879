import type { StackConfig } from '../config.ts';
import type { Database } from '../db/types.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { AuthRateLimiter } from './rate-limits.ts';

export interface AuthDeps {
  db: Database;
  config: StackConfig;
  outbox: Outbox;
  limits: AuthRateLimiter;
  /** The address this request is rate-limited by (rate-limits.ts clientIpFor). */
  clientIp: string;
}

/**
 * GoTrue settings that the Supabase CLI fixes for local development
 * (supabase/config.toml defaults), and that StackConfig does not expose.
 */
export const AUTH_SETTINGS = {
  /** GOTRUE_PASSWORD_MIN_LENGTH */
  minPasswordLength: 6,
  /** GOTRUE_MAILER_OTP_EXP: a recovery link is valid for one hour. */
  otpExpirySeconds: 3600,
  /** GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL */
  refreshTokenReuseIntervalSeconds: 10,
  /** GOTRUE_JWT_ADMIN_ROLES */
  adminRoles: ['service_role', 'supabase_admin'],
  /**
   * GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED (`[auth.email] double_confirm_changes`, on by
   * default): an e-mail change is confirmed from the current address and the new one.
   */
  secureEmailChange: true,
  /** GOTRUE_JWT_AUD */
  audience: 'authenticated',
} as const;
