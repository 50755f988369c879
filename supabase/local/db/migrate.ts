import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './types.ts';

const SUPABASE_DIR = fileURLToPath(new URL('../../', import.meta.url));
export const PLATFORM_SQL = path.join(SUPABASE_DIR, 'local', 'platform.sql');
export const MIGRATIONS_DIR = path.join(SUPABASE_DIR, 'migrations');
export const SEED_SQL = path.join(SUPABASE_DIR, 'seed.sql');

export interface MigrateResult {
  /** True when the database was empty: the platform schema and the seed were applied. */
  created: boolean;
  applied: string[];
}

/**
 * Brings a database up to date the way `supabase db reset` / `supabase start` do:
 * the platform schema once, then every migration not yet recorded in
 * supabase_migrations.schema_migrations (each in its own transaction, in file
 * name order), then supabase/seed.sql when the database was new.
 */
export async function migrate(
  db: Database,
  options: { seed?: boolean; migrationsDir?: string } = {},
): Promise<MigrateResult> {
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

  const dir = options.migrationsDir ?? MIGRATIONS_DIR;
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const done = new Set(
    (
      await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).rows.map((row) => row.version),
  );

  const applied: string[] = [];
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (!version || done.has(version)) continue;
    const sql = await readFile(path.join(dir, file), 'utf8');
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

  if (created && options.seed !== false) {
    const seed = await readFile(SEED_SQL, 'utf8').catch(() => '');
    if (seed.trim()) {
      try {
        await db.transaction((tx) => tx.exec(seed));
      } catch (error) {
        throw new Error(`supabase/seed.sql failed: ${(error as Error).message}`, { cause: error });
      }
    }
  }
  return { created, applied };
}
