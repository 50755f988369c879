import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, OutdatedDatabaseError } from './migrate.ts';
import { openPGliteDatabase } from './pglite-database.ts';
import type { Database } from './types.ts';

// A database remembers the text of every migration it applied; a start on files
// that say otherwise is refused before anything is applied.
const dir = mkdtempSync(path.join(tmpdir(), 'migrate-test-'));
const write = (file: string, sql: string) => writeFileSync(path.join(dir, file), sql);
const run = (db: Database) => migrate(db, { migrationsDir: dir, seed: false });
const tables = async (db: Database) =>
  (
    await db.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
    )
  ).rows.map((row) => row.name);

let db: Database;
beforeAll(async () => {
  db = await openPGliteDatabase();
  write('001_first.sql', '-- The first table.\ncreate table public.first (x int);\n');
  write('002_second.sql', 'create table public.second (x int);\n');
  expect((await run(db)).applied).toEqual(['001_first.sql', '002_second.sql']);
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('migrate on a database built before', () => {
  it('applies a new file and keeps going when only comments or layout changed', async () => {
    write(
      '001_first.sql',
      '-- The first table, explained better.\ncreate table public.first (\n  x int\n);',
    );
    write('003_third.sql', 'create table public.third (x int);');
    expect((await run(db)).applied).toEqual(['003_third.sql']);
  });

  it('accepts a migration recorded as the Supabase CLI records it (split into statements)', async () => {
    await db.query(
      `update supabase_migrations.schema_migrations set statements = array['create table public.first (x int)'] where version = '001'`,
    );
    expect((await run(db)).applied).toEqual([]);
  });

  it('refuses a changed or removed migration, applying nothing', async () => {
    write('001_first.sql', 'create table public.first (x int, y int);');
    rmSync(path.join(dir, '002_second.sql'));
    write('004_fourth.sql', 'create table public.fourth (x int);');
    const refused = await run(db).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OutdatedDatabaseError);
    expect((refused as OutdatedDatabaseError).differences).toEqual([
      { file: '001_first.sql', change: 'changed' },
      { file: '002_second.sql', change: 'removed' },
    ]);
    expect((refused as Error).message).toBe(
      'The database was built from migrations that have changed since: 001_first.sql (changed), 002_second.sql (removed).',
    );
    expect(await tables(db)).toEqual(['first', 'second', 'third']);
  });
});
