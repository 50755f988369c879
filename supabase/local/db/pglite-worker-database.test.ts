import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPGliteWorkerDatabase, type WorkerDatabase } from './pglite-worker-database.ts';

// A statement that never ends on its own: PGlite has no timer signals, so
// statement_timeout and pg_sleep's interrupts do not stop it; only the watchdog does.
const RUNAWAY = `select count(*) from generate_series(1, 1000000000000)`;

let db: WorkerDatabase;
beforeAll(async () => {
  db = await openPGliteWorkerDatabase(
    path.join(mkdtempSync(path.join(tmpdir(), 'worker-db-')), 'pglite'),
  );
  await db.exec('create table kept (id int primary key, note text)');
});
afterAll(async () => db?.close());

describe('PGlite in a worker thread', () => {
  it('answers queries, parameters, errors with their SQLSTATE, and transactions', async () => {
    const { rows } = await db.query<{ n: number; t: string }>('select $1::int + 1 as n, $2 as t', [
      41,
      'ok',
    ]);
    expect(rows).toEqual([{ n: 42, t: 'ok' }]);
    await expect(db.query('select * from missing_table')).rejects.toMatchObject({
      code: '42P01',
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`insert into kept values (100, 'rolled back')`);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect((await db.query('select * from kept where id = 100')).rows).toEqual([]);
  });

  it(
    'stops a statement over its time limit with 57014, reopens, keeps committed rows and drops the rest',
    { timeout: 120_000 },
    async () => {
      await db.transaction((tx) => tx.query(`insert into kept values (1, 'committed')`));
      const started = performance.now();
      let afterTimeout: Promise<unknown> | undefined;
      await expect(
        db.transaction(
          async (tx) => {
            await tx.query(`insert into kept values (2, 'uncommitted')`);
            try {
              await tx.query(RUNAWAY);
            } finally {
              // A statement after the restart must fail, never run outside the transaction.
              afterTimeout = tx.query(`insert into kept values (3, 'after the timeout')`);
              afterTimeout.catch(() => undefined);
            }
          },
          { timeoutMs: 500 },
        ),
      ).rejects.toMatchObject({
        code: '57014',
        message: 'canceling statement due to statement timeout',
      });
      expect(performance.now() - started).toBeLessThan(10_000);
      await expect(afterTimeout).rejects.toMatchObject({ code: '57P01' });

      const { rows } = await db.query<{ id: number }>('select id from kept order by id');
      expect(rows).toEqual([{ id: 1 }]);
      expect(db.stats.restarts).toBe(1);
      expect(db.stats.lastReopenMs).toBeGreaterThan(0);
      console.info(`PGlite worker reopened in ${Math.round(db.stats.lastReopenMs!)} ms`);
    },
  );

  it('keeps the main thread free while the worker is busy', { timeout: 120_000 }, async () => {
    let ticks = 0;
    const interval = setInterval(() => (ticks += 1), 50);
    await expect(db.transaction((tx) => tx.query(RUNAWAY), { timeoutMs: 1000 })).rejects.toThrow(
      'statement timeout',
    );
    clearInterval(interval);
    expect(ticks).toBeGreaterThanOrEqual(10);
  });
});
