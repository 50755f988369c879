import pg from 'pg';
import type { Database, Queryable, QueryResult } from './types.ts';

/** A real Postgres server (DATABASE_URL): a pool, one connection per transaction. */
export async function openPostgresDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));

  const on = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await client.query(sql, params);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });

  await pool.query('select 1');
  return {
    kind: 'postgres',
    ...on(pool),
    async transaction(fn, options) {
      const client = await pool.connect();
      try {
        await client.query(options?.readOnly ? 'begin read only' : 'begin');
        if (options?.timeoutMs) {
          await client.query(`select set_config('statement_timeout', $1, true)`, [
            `${options.timeoutMs}ms`,
          ]);
        }
        const result = await fn(on(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
