import { PGlite } from '@electric-sql/pglite';
import { Mutex } from './mutex.ts';
import type { Database, Queryable, QueryResult } from './types.ts';

/**
 * PGlite behind the Database interface. PGlite is a single Postgres session, so
 * every transaction (and every statement outside one) takes the same lock:
 * without it, two requests' BEGIN/COMMIT would interleave on one connection.
 */
export async function openPGliteDatabase(dataDir?: string): Promise<Database> {
  const pg = await PGlite.create(dataDir ? { dataDir } : {});
  const lock = new Mutex();

  const on = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows || result.rows.length };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  const direct = on(pg);

  return {
    kind: 'pglite',
    query: (sql, params) => lock.run(() => direct.query(sql, params)),
    exec: (sql) => lock.run(() => direct.exec(sql)),
    transaction: (fn, options) =>
      lock.run(async () => {
        await pg.exec(options?.readOnly ? 'begin read only' : 'begin');
        try {
          const result = await fn(direct);
          await pg.exec('commit');
          return result;
        } catch (error) {
          await pg.exec('rollback');
          throw error;
        }
      }),
    close: () => lock.run(() => pg.close()),
  };
}
