import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { DEMO_ACCOUNTS } from '../demo-accounts.ts';
import type { Database } from './types.ts';

const SUPABASE_DIR = fileURLToPath(new URL('../../', import.meta.url));
export const PLATFORM_SQL = path.join(SUPABASE_DIR, 'local', 'platform.sql');
export const MIGRATIONS_DIR = path.join(SUPABASE_DIR, 'migrations');
export const SEED_SQL = path.join(SUPABASE_DIR, 'seed.sql');

export interface MigrateResult {
  /** True when the database was empty: the platform schema was applied. */
  created: boolean;
  applied: string[];
  /** True when supabase/seed.sql ran (and committed) during this call. */
  seeded: boolean;
}

export interface MigrateOptions {
  seed?: boolean;
  migrationsDir?: string;
  /** Called just before the seed transaction starts (the stack logs it; tests kill there). */
  onSeedStart?: () => void;
}

const SEED_PATH = 'supabase/seed.sql';

export interface MigrationDifference {
  /** The migration's file name (for a removed one, as it was recorded). */
  file: string;
  change: 'changed' | 'removed';
}

/**
 * The database has applied migrations whose files have changed or gone since.
 * Nothing was applied: the database cannot be brought up to date in place.
 */
export class OutdatedDatabaseError extends Error {
  constructor(readonly differences: MigrationDifference[]) {
    super(
      `The database was built from migrations that have changed since: ${differences
        .map((difference) => `${difference.file} (${difference.change})`)
        .join(', ')}.`,
    );
    this.name = 'OutdatedDatabaseError';
  }
}

/**
 * Brings a database up to date the way `supabase db reset` / `supabase start` do:
 * the platform schema once, then every migration not yet recorded in
 * supabase_migrations.schema_migrations (each in its own transaction, in file
 * name order), then supabase/seed.sql unless it is recorded as done.
 *
 * The seed is recorded in supabase_migrations.seed_files (the Supabase CLI's
 * table) in the seed's own transaction, so a start killed during the seed leaves
 * no row and the next start seeds again; a half-applied seed cannot exist.
 *
 * Each applied migration's text is recorded with it (the CLI's `statements`).
 * When a recorded text no longer matches its file, or its file is gone, the
 * database was built from another history: OutdatedDatabaseError, before
 * anything is applied, rather than a database half of one history and half of
 * the other.
 */
export async function migrate(db: Database, options: MigrateOptions = {}): Promise<MigrateResult> {
  const { rows } = await db.query<{ exists: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as exists`,
  );
  const created = !rows[0]?.exists;
  if (created) {
    await db.exec(await readFile(PLATFORM_SQL, 'utf8'));
    await db.exec(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key,
        name text,
        statements text[]
      );`);
  }
  // Columns platform.sql gained after a local database was created (the e-mail change's).
  await db.exec(`
    alter table auth.users add column if not exists email_change_token_current varchar(255) default '';
    alter table auth.users add column if not exists email_change_confirm_status smallint default 0;`);
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.seed_files (
      path text primary key,
      hash text not null
    );`);

  const dir = options.migrationsDir ?? MIGRATIONS_DIR;
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const texts = new Map<string, string>();
  for (const file of files) texts.set(file, await readFile(path.join(dir, file), 'utf8'));
  const recorded = (
    await db.query<RecordedMigration>(
      'select version, name, statements from supabase_migrations.schema_migrations order by version',
    )
  ).rows;
  const differences = compareWithFiles(recorded, texts);
  if (differences.length > 0) throw new OutdatedDatabaseError(differences);
  const done = new Set(recorded.map((row) => row.version));

  const applied: string[] = [];
  for (const [file, sql] of texts) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (!version || done.has(version)) continue;
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [version, rest.join('_'), [sql]],
        );
      });
    } catch (error) {
      throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
    }
    applied.push(file);
  }

  const seeded = options.seed !== false && (await seedIfNeeded(db, options));
  return { created, applied, seeded };
}

interface RecordedMigration {
  version: string;
  name: string | null;
  statements: string[] | null;
}

/**
 * A migration's text without comments, whitespace and semicolons, hashed: the
 * same for this runner's one-statement record and the Supabase CLI's record of
 * the file split into statements, and unmoved by an edited comment.
 */
function fingerprint(sql: string): string {
  return createHash('sha256')
    .update(sql.replace(/--[^\n]*/g, '').replace(/[\s;]+/g, ''))
    .digest('hex');
}

function compareWithFiles(
  recorded: RecordedMigration[],
  texts: Map<string, string>,
): MigrationDifference[] {
  const byVersion = new Map([...texts.keys()].map((file) => [file.split('_')[0], file]));
  return recorded.flatMap((row): MigrationDifference[] => {
    const file = byVersion.get(row.version);
    if (!file) return [{ file: `${row.version}_${row.name ?? ''}.sql`, change: 'removed' }];
    const applied = fingerprint((row.statements ?? []).join(';\n'));
    return applied === fingerprint(texts.get(file)!) ? [] : [{ file, change: 'changed' }];
  });
}

async function seedIfNeeded(db: Database, options: MigrateOptions): Promise<boolean> {
  const seed = await readFile(SEED_SQL, 'utf8').catch(() => '');
  if (!seed.trim()) return false;
  const hash = createHash('sha256').update(seed).digest('hex');
  const { rows } = await db.query<{ recorded: boolean; demo: boolean }>(
    `select exists (select 1 from supabase_migrations.seed_files where path = $1) as recorded,
            exists (select 1 from auth.users where id = any($2::uuid[])) as demo`,
    [SEED_PATH, Object.values(DEMO_ACCOUNTS).map((account) => account.id)],
  );
  if (rows[0]?.recorded) return false;
  if (rows[0]?.demo) {
    // Seeded before the seed was recorded (a database from an older stand-in, or
    // `supabase db reset`): record it, never run it twice.
    await recordSeed(db, hash);
    return false;
  }
  options.onSeedStart?.();
  try {
    await db.transaction(async (tx) => {
      await tx.exec(seed);
      await recordSeed(tx, hash);
    });
  } catch (error) {
    throw new Error(`supabase/seed.sql failed: ${(error as Error).message}`, { cause: error });
  }
  return true;
}

async function recordSeed(db: Pick<Database, 'query'>, hash: string): Promise<void> {
  await db.query(
    `insert into supabase_migrations.seed_files (path, hash) values ($1, $2)
       on conflict (path) do update set hash = excluded.hash`,
    [SEED_PATH, hash],
  );
}
