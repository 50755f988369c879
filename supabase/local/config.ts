import { fileURLToPath } from 'node:url';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './auth/rate-limits.ts';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from './keys.ts';
import type { AuthMailSettings } from './mail/auth-mail.ts';
import { authMailFromToml } from './mail/auth-mail-config.ts';

const PROJECT_CONFIG_TOML = fileURLToPath(new URL('../config.toml', import.meta.url));
let projectAuthMail: AuthMailSettings | undefined;

/** What the local stack needs to know; defaults are the Supabase CLI's (wire contract, section 4). */
export interface StackConfig {
  /** Public base URL of the API, e.g. http://127.0.0.1:54321 (the JWT issuer is `${apiUrl}/auth/v1`). */
  apiUrl: string;
  /** The app's origin: the default redirect and the first allowed redirect (GoTrue's SITE_URL). */
  siteUrl: string;
  /** Further allowed redirect URLs (GoTrue's URI_ALLOW_LIST); `*` and `**` globs allowed. */
  additionalRedirectUrls: string[];
  jwtSecret: string;
  /** Access-token lifetime in seconds. */
  jwtExpiry: number;
  anonKey: string;
  serviceRoleKey: string;
  /** Seconds a user must wait between two recovery e-mails (GoTrue's default: 60). */
  emailMinInterval: number;
  /**
   * supabase/config.toml `[auth.email] enable_confirmations`: sign-up creates an
   * unconfirmed user and mails a confirmation link instead of signing in.
   */
  enableConfirmations: boolean;
  /** supabase/config.toml `[auth.rate_limit]`. */
  rateLimits: RateLimitSettings;
  /** AUTH_RATE_LIMIT_MULTIPLIER: scales every rate limit (test suites raise it). */
  rateLimitMultiplier: number;
  /**
   * Statement time limit of a /rest/v1 request per role, in ms. Hosted Supabase
   * sets statement_timeout on the roles: anon 3 s, authenticated 8 s, and none
   * on service_role, which keeps the authenticator's 8 s.
   */
  statementTimeouts: StatementTimeouts;
  /**
   * The sender and templates of the auth mails: by default the project's, from
   * supabase/config.toml and supabase/templates (the files the hosted project gets).
   */
  authMail: AuthMailSettings;
}

export interface StatementTimeouts {
  anon: number;
  authenticated: number;
  service_role: number;
}

export const SUPABASE_STATEMENT_TIMEOUTS: StatementTimeouts = {
  anon: 3000,
  authenticated: 8000,
  service_role: 8000,
};

export function defaultStackConfig(overrides: Partial<StackConfig> = {}): StackConfig {
  return {
    apiUrl: 'http://127.0.0.1:54321',
    siteUrl: 'http://localhost:5173',
    additionalRedirectUrls: [
      'http://localhost:5173/**',
      'http://127.0.0.1:5173/**',
      'http://localhost:4173/**',
    ],
    jwtSecret: LOCAL_JWT_SECRET,
    jwtExpiry: 3600,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    emailMinInterval: 60,
    enableConfirmations: false,
    rateLimits: DEFAULT_RATE_LIMITS,
    rateLimitMultiplier: 1,
    statementTimeouts: SUPABASE_STATEMENT_TIMEOUTS,
    authMail: overrides.authMail ?? (projectAuthMail ??= authMailFromToml(PROJECT_CONFIG_TOML)),
    ...overrides,
  };
}
