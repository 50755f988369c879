import path from 'node:path';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { OutdatedDatabaseError, type MigrationDifference } from './db/migrate.ts';
import type { StackConfig } from './config.ts';
import { startLocalStack, type LocalStack, type Rebuild } from './stack.ts';

/**
 * `npm run stack`: the Supabase stand-in alone (`npm run dev` runs it with Vite).
 * DATABASE_URL switches from the embedded PGlite to a real Postgres;
 * PGLITE_DATA_DIR moves PGlite's data (default .data/pglite).
 */
export async function startFromEnvironment(): Promise<LocalStack> {
  const started = performance.now();
  const stack = await startLocalStack({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.PGLITE_DATA_DIR || undefined,
    apiPort: numberFromEnv('SUPABASE_API_PORT'),
    mailPort: numberFromEnv('SUPABASE_MAIL_PORT'),
    logRequests: process.env.STACK_LOG_REQUESTS === '1',
    preloadFunctions: true,
    config: { ...siteUrlConfig(process.env.SITE_URL), ...statementTimeoutConfig() },
    // A real Paddle sandbox when these are set (README); the stand-in otherwise.
    paddle: {
      apiUrl: process.env.PADDLE_API_URL,
      apiKey: process.env.PADDLE_API_KEY,
      webhookSecret: process.env.PADDLE_WEBHOOK_SECRET,
    },
    // Tests watch for this line to kill a first start in the middle of its seed.
    onSeedStart: () => console.log('Seeding the demo data (blog, demo accounts, directory)…'),
    onRebuild: (rebuild) => console.log(rebuildMessage(rebuild)),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const { created, seeded } = stack.migration;
  const what = stack.rebuilt
    ? `rebuilt${seeded ? ' and seeded' : ''}`
    : created
      ? seeded
        ? 'created, migrated and seeded'
        : 'created and migrated'
      : seeded
        ? 'opened; the unfinished first seed was run again'
        : 'opened';
  console.log(`Local Supabase stack ready in ${seconds} s (database ${what}; ${stack.db.kind}).`);
  console.log(`  API:          ${stack.apiUrl}`);
  console.log(`  Mail outbox:  ${stack.mailUrl}`);
  if (stack.migration.applied.length > 0 && !stack.migration.created) {
    console.log(`  Applied migrations: ${stack.migration.applied.join(', ')}`);
  }
  return stack;
}

function listDifferences(differences: MigrationDifference[]): string {
  return differences.map((difference) => `  ${difference.change}: ${difference.file}`).join('\n');
}

/** What `npm run dev` says when it rebuilds the local database. */
export function rebuildMessage({ dataDir, keptAt, differences }: Rebuild): string {
  // `.data/pglite` in the project; a directory elsewhere in full.
  const relative = (dir: string) => {
    const inside = path.relative(process.cwd(), dir);
    return inside && !inside.startsWith('..') && !path.isAbsolute(inside) ? inside : dir;
  };
  return [
    `The local database in ${relative(dataDir)} was built from migrations that have changed since:`,
    listDifferences(differences),
    'It is being rebuilt from the current migrations and the seed: the demo accounts and data',
    'are as new, and anything else you made in it is not carried over.',
    `The old database is kept in ${relative(keptAt)}; delete it when you no longer need it.`,
  ].join('\n');
}

function numberFromEnv(name: string): number | undefined {
  const value = process.env[name];
  if (!value) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} must be a port number, not "${value}"`);
  return port;
}

/**
 * STATEMENT_TIMEOUT_MS: one time limit in ms for every role's /rest/v1
 * statements, instead of Supabase's defaults (anon 3 s, authenticated and
 * service_role 8 s).
 */
function statementTimeoutConfig(): Partial<StackConfig> {
  const value = process.env.STATEMENT_TIMEOUT_MS;
  if (!value) return {};
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms <= 0)
    throw new Error(
      `STATEMENT_TIMEOUT_MS must be a positive number of milliseconds, not "${value}"`,
    );
  return { statementTimeouts: { anon: ms, authenticated: ms, service_role: ms } };
}

/** SITE_URL moves the app's origin (GoTrue's SITE_URL and its redirect allow-list). */
function siteUrlConfig(siteUrl: string | undefined): Partial<StackConfig> | undefined {
  if (!siteUrl) return undefined;
  return { siteUrl, additionalRedirectUrls: [`${siteUrl}/**`] };
}

export function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    stop()
      .catch((error: unknown) => console.error(error))
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

export function explainStartFailure(error: unknown): never {
  if (error instanceof OutdatedDatabaseError) {
    console.error(
      [
        '\nThe database at DATABASE_URL was built from migrations that have changed since:',
        listDifferences(error.differences),
        'Nothing was applied: the stack does not start on a half-migrated database.',
        'Drop and recreate that database (dropdb, createdb), then start again: the current',
        'migrations and the seed are applied to it.\n',
      ].join('\n'),
    );
  } else if (
    error instanceof DataDirInUseError ||
    (error instanceof Error && /already in use/.test(error.message))
  ) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startFromEnvironment()
    .then((stack) => stopOnSignals(() => stack.stop()))
    .catch(explainStartFailure);
}
