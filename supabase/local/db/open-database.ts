import { lockDataDir } from './data-dir-lock.ts';
import { openPGliteDatabase } from './pglite-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';
import type { Database } from './types.ts';

export interface OpenDatabaseOptions {
  /** A real Postgres server; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite's data directory; null keeps the database in memory. */
  dataDir: string | null;
}

/** Opens the stack's database; a PGlite data directory is locked for this process. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgresDatabase(options.databaseUrl);
  if (options.dataDir === null) return openPGliteDatabase();

  const release = lockDataDir(options.dataDir);
  try {
    const db = await openPGliteDatabase(options.dataDir);
    return {
      ...db,
      kind: db.kind,
      async close() {
        try {
          await db.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
