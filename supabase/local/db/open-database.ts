import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock.ts';
import { openPGliteWorkerDatabase } from './pglite-worker-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';
import type { Database } from './types.ts';

export interface OpenDatabaseOptions {
  /** A real Postgres server; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite's data directory; null: a temporary one, deleted on close. */
  dataDir: string | null;
}

/**
 * Opens the stack's database. PGlite runs in a worker thread with a watchdog
 * (pglite-worker-database.ts); its data directory is locked for this process.
 * "No data directory" is a temporary one rather than memory, because the
 * watchdog's restart reopens the database from disk.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgresDatabase(options.databaseUrl);

  const temporary =
    options.dataDir === null ? mkdtempSync(path.join(tmpdir(), 'prospectory-pglite-')) : null;
  const dataDir = temporary ? path.join(temporary, 'pglite') : (options.dataDir as string);
  const release = lockDataDir(dataDir);
  const cleanUp = () => {
    release();
    if (temporary) rmSync(temporary, { recursive: true, force: true });
  };
  try {
    const db = await openPGliteWorkerDatabase(dataDir);
    return {
      ...db,
      async close() {
        try {
          await db.close();
        } finally {
          cleanUp();
        }
      },
    };
  } catch (error) {
    cleanUp();
    throw error;
  }
}

/**
 * Moves a closed PGlite data directory to `<dir>.old` (replacing an earlier one)
 * so that a new database can be built in its place; returns where it went.
 */
export function setAsideDataDir(dataDir: string): string {
  const keptAt = `${dataDir}.old`;
  rmSync(keptAt, { recursive: true, force: true });
  if (existsSync(dataDir)) renameSync(dataDir, keptAt);
  return keptAt;
}
