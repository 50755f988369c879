/**
 * Issue 18: a user's list names are unique whatever their case. The app checks before it
 * sends (src/domain/list-items.ts listNameKey) and the database refuses what slips through
 * (private.list_name_key and a unique index): both must fold names alike. A database that
 * already holds such duplicates must still take the migration, by renaming the later ones.
 */
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listNameKey } from '../../src/domain/list-items.ts';
import { migrate, MIGRATIONS_DIR } from '../local/db/migrate.ts';
import { openPGliteDatabase } from '../local/db/pglite-database.ts';
import { createTestDatabase } from '../../tests/support/db/test-database.ts';
import type { Database } from '../local/db/types.ts';
import { createUser } from '../../tests/support/db/db-fixtures.ts';

const UNIQUE_NAMES_MIGRATION = '20260101001900_unique_list_names.sql';

describe('the app and the database fold list names alike', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it.each([
    'Leads',
    '  LEADS  ',
    'İSTANBUL dentists',
    'Istanbul',
    'ıstanbul',
    'ŞİŞLİ Çiçekçiler',
    'I\u0307zmir',
    'Cafe\u0301s in Moda',
    'Berlin Cafés',
    'Ölüdeniz ÜĞ',
  ])('%j', async (name) => {
    const { rows } = await db.query<{ key: string }>('select private.list_name_key($1) as key', [
      name,
    ]);
    expect(rows[0]?.key).toBe(listNameKey(name));
  });
});

describe('a deployed database with duplicate names takes the migration', () => {
  let db: Database;
  let before: string;
  beforeAll(async () => {
    // Every migration before this one, as a deployed project has them.
    before = await mkdtemp(path.join(tmpdir(), 'migrations-before-unique-names-'));
    const earlier = (await readdir(MIGRATIONS_DIR)).filter(
      (file) => file.endsWith('.sql') && file < UNIQUE_NAMES_MIGRATION,
    );
    for (const file of earlier) await cp(path.join(MIGRATIONS_DIR, file), path.join(before, file));
    db = await openPGliteDatabase();
    await migrate(db, { seed: false, migrationsDir: before });
  });
  afterAll(async () => {
    await db.close();
    await rm(before, { recursive: true, force: true });
  });

  it('keeps the oldest name and gives the later ones the first free suffix', async () => {
    const owner = await createUser(db, 'owner', { plan: 'pro' });
    const other = await createUser(db, 'other', { plan: 'pro' });
    await db.query(
      `insert into public.business_lists (id, user_id, name, created_at) values
         ('00000000-0000-4000-8000-0000000d0001', $1, 'İstanbul dentists', now() - interval '3 days'),
         ('00000000-0000-4000-8000-0000000d0002', $1, 'ISTANBUL DENTISTS', now() - interval '2 days'),
         ('00000000-0000-4000-8000-0000000d0003', $1, 'istanbul dentists (2)', now() - interval '5 days'),
         ('00000000-0000-4000-8000-0000000d0004', $1, 'ıstanbul dentists', now() - interval '1 day'),
         ('00000000-0000-4000-8000-0000000d0005', $1, 'Leads', now()),
         ('00000000-0000-4000-8000-0000000d0006', $2, 'İstanbul dentists', now())`,
      [owner.id, other.id],
    );
    await db.query(
      `insert into public.business_list_items (list_id, name) values
         ('00000000-0000-4000-8000-0000000d0002', 'Kept item')`,
    );

    const result = await migrate(db, { seed: false });
    expect(result.applied).toContain(UNIQUE_NAMES_MIGRATION);

    const { rows } = await db.query<{ id: string; name: string }>(
      `select right(id::text, 1) as id, name from public.business_lists order by id`,
    );
    expect(rows).toEqual([
      { id: '1', name: 'İstanbul dentists' },
      { id: '2', name: 'ISTANBUL DENTISTS (3)' },
      { id: '3', name: 'istanbul dentists (2)' },
      { id: '4', name: 'ıstanbul dentists (4)' },
      { id: '5', name: 'Leads' },
      { id: '6', name: 'İstanbul dentists' },
    ]);
    const items = await db.query<{ name: string }>(
      `select name from public.business_list_items where list_id = '00000000-0000-4000-8000-0000000d0002'`,
    );
    expect(items.rows).toEqual([{ name: 'Kept item' }]);
    await expect(
      db.query(`insert into public.business_lists (user_id, name) values ($1, 'LEADS')`, [
        owner.id,
      ]),
    ).rejects.toMatchObject({ code: '23505' });
  });
});
