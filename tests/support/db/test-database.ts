import { migrate } from '../../../supabase/local/db/migrate.ts';
import { openPGliteDatabase } from '../../../supabase/local/db/pglite-database.ts';
import type { Database } from '../../../supabase/local/db/types.ts';

/**
 * A fresh in-memory PGlite with the platform schema and every migration, for
 * tests. `seed: true` also runs supabase/seed.sql (slower: the directory).
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<Database> {
  const db = await openPGliteDatabase();
  await migrate(db, { seed: options.seed ?? false });
  return db;
}
