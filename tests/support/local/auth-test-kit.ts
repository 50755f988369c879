import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultStackConfig, type StackConfig } from '../../../supabase/local/config.ts';
import { migrate } from '../../../supabase/local/db/migrate.ts';
import { openPGliteDatabase } from '../../../supabase/local/db/pglite-database.ts';
import { openPostgresDatabase } from '../../../supabase/local/db/postgres-database.ts';
import type { Database } from '../../../supabase/local/db/types.ts';
import type { AuthMailSettings } from '../../../supabase/local/mail/auth-mail.ts';
import { Outbox } from '../../../supabase/local/mail/outbox.ts';
import { createAuthHandler } from '../../../supabase/local/auth/auth-handler.ts';

const NO_MIGRATIONS = path.join(tmpdir(), 'prospectory-auth-tests-no-migrations');
mkdirSync(NO_MIGRATIONS, { recursive: true });

/**
 * The kit's mails print the six-digit code besides the link, as the Supabase CLI's former
 * default templates did, so the verifyOtp tests can read it. The project's own templates
 * carry no code (supabase/local/mail/auth-mail-config.test.ts).
 */
const CODE_MAILS: AuthMailSettings = {
  senderName: '',
  senderEmail: 'admin@email.com',
  templates: {
    confirmation: {
      subject: 'Confirm Your Signup',
      html: '<h2>Confirm your signup</h2>\n<p><a href="{{ .ConfirmationURL }}">Confirm your mail</a></p>\n<p>Alternatively, enter the code: {{ .Token }}</p>\n',
    },
    recovery: {
      subject: 'Reset Your Password',
      html: '<h2>Reset Password</h2>\n<p><a href="{{ .ConfirmationURL }}">Reset Password</a></p>\n<p>Alternatively, enter the code: {{ .Token }}</p>\n',
    },
    email_change: {
      subject: 'Confirm Email Change',
      html: '<p><a href="{{ .ConfirmationURL }}">Change Email</a></p>\n<p>Alternatively, enter the code: {{ .Token }}</p>\n',
    },
  },
};

/**
 * A handler on a fresh in-memory database holding only the platform schema
 * (no app migrations), so auth tests do not depend on the app's tables.
 * Rate limits are raised a thousandfold unless `overrides` sets
 * rateLimitMultiplier (the rate-limit tests keep the defaults); `now` is their
 * clock.
 */
export async function createAuthTestKit(
  overrides: Partial<StackConfig> = {},
  options: { now?: () => number } = {},
) {
  // AUTH_TEST_DATABASE_URL runs the same tests on a real Postgres (an empty database).
  const url = process.env.AUTH_TEST_DATABASE_URL;
  const db: Database = url ? await openPostgresDatabase(url) : await openPGliteDatabase();
  await migrate(db, { seed: false, migrationsDir: NO_MIGRATIONS });
  const config = defaultStackConfig({
    rateLimitMultiplier: 1000,
    authMail: CODE_MAILS,
    ...overrides,
  });
  const outbox = new Outbox({ quiet: true });
  const handle = createAuthHandler({ db, config, outbox, now: options.now });

  async function call(
    method: string,
    pathAndQuery: string,
    options: {
      body?: unknown;
      rawBody?: string;
      bearer?: string;
      headers?: Record<string, string>;
      legacy?: boolean;
      /** The socket's remote address (default: loopback, as a local client). */
      peer?: string;
    } = {},
  ) {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json;charset=UTF-8',
      ...options.headers,
    };
    if (!options.legacy) headers['X-Supabase-Api-Version'] = '2024-01-01';
    if (options.bearer) headers.Authorization = `Bearer ${options.bearer}`;
    const body =
      options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const request = new Request(`${config.apiUrl}/auth/v1${pathAndQuery}`, {
      method,
      headers,
      body,
    });
    const response = await handle(
      request,
      new URL(request.url).pathname.slice('/auth/v1'.length),
      options.peer,
    );
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test helper: bodies are asserted field by field
    return { status: response.status, headers: response.headers, text, body: json as any };
  }

  return { db, config, outbox, call, close: () => db.close() };
}

/** The payload of a JWT, unverified (tests check what the server signed). */
export function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}
