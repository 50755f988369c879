import { Worker } from 'node:worker_threads';
import { Mutex } from './mutex.ts';
import type { Database, PostgresError, Queryable, QueryResult } from './types.ts';

const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);

interface Reply {
  id: number;
  ok: boolean;
  rows?: unknown[];
  rowCount?: number;
  error?: Record<string, unknown>;
}

interface Pending {
  resolve(result: QueryResult<unknown>): void;
  reject(error: Error): void;
}

/** One worker, one PGlite session. A restart replaces it with a new one. */
interface Session {
  worker: Worker;
  pending: Map<number, Pending>;
  ready: Promise<void>;
  /** PGlite opened in it: only such a session is replaced when its worker dies. */
  opened: boolean;
  ended: boolean;
}

export interface WorkerDatabase extends Database {
  /** How often the watchdog killed and reopened PGlite, and how long the last reopen took. */
  readonly stats: { restarts: number; lastReopenMs: number | null };
}

/** PostgreSQL's own error for a statement over statement_timeout (PostgREST answers it 500). */
export function statementTimeoutError(): PostgresError {
  return Object.assign(new Error('canceling statement due to statement timeout'), {
    code: '57014',
  });
}

/** A statement of a transaction whose session was restarted under it. */
function sessionLostError(): PostgresError {
  return Object.assign(
    new Error('terminating connection due to administrator command: the statement was restarted'),
    { code: '57P01' },
  );
}

function toError(fields: Record<string, unknown> | undefined): Error {
  const { message, ...rest } = fields ?? {};
  return Object.assign(new Error(typeof message === 'string' ? message : 'PGlite failed'), rest);
}

/**
 * PGlite in a worker thread behind the Database interface, with a watchdog.
 *
 * PGlite runs Postgres as WASM on the thread that calls it and has no timer
 * signals, so it ignores statement_timeout: on the main thread one runaway
 * statement (a catastrophic regex) froze every endpoint for minutes. Here the
 * main thread only posts statements and waits. A statement given a time limit
 * (`transaction(fn, { timeoutMs })`) that has not answered when the limit
 * passes is rejected with 57014, the worker is terminated (which stops the WASM
 * mid-loop) and a new worker reopens the data directory: Postgres' crash
 * recovery, as after a SIGKILL, so nothing committed is lost and the
 * uncommitted transaction is gone. Transactions stay serialised by one mutex,
 * as PGlite is one session.
 */
export async function openPGliteWorkerDatabase(dataDir: string): Promise<WorkerDatabase> {
  const lock = new Mutex();
  const stats = { restarts: 0, lastReopenMs: null as number | null };
  let nextId = 1;
  let closing = false;

  const spawn = (): Session => {
    const worker = new Worker(WORKER_URL, { workerData: { dataDir } });
    const pending = new Map<number, Pending>();
    let opened!: () => void;
    let failed!: (error: Error) => void;
    const ready = new Promise<void>((resolve, reject) => {
      opened = resolve;
      failed = reject;
    });
    ready.catch(() => undefined);
    const session: Session = { worker, pending, ready, opened: false, ended: false };
    const failAll = (error: Error) => {
      for (const call of pending.values()) call.reject(error);
      pending.clear();
    };
    worker.on('message', (message: Reply | { type: 'ready' | 'failed'; error?: never }) => {
      if ('type' in message) {
        if (message.type === 'ready') {
          session.opened = true;
          opened();
        } else failed(toError((message as { error?: Record<string, unknown> }).error));
        return;
      }
      const call = pending.get(message.id);
      if (!call) return;
      pending.delete(message.id);
      if (message.ok) call.resolve({ rows: message.rows ?? [], rowCount: message.rowCount ?? 0 });
      else call.reject(toError(message.error));
    });
    worker.on('error', (error) => {
      failed(error);
      failAll(error);
    });
    worker.on('exit', () => {
      const lost = !session.ended;
      session.ended = true;
      failed(new Error('The PGlite worker exited'));
      failAll(sessionLostError());
      // A worker that died on its own (out of memory, a WASM abort) is replaced like a timed-out one.
      if (lost && session.opened && !closing && current === session) restart(session);
    });
    return session;
  };

  let current = spawn();

  function restart(session: Session): void {
    if (current !== session || closing) return;
    session.ended = true;
    stats.restarts += 1;
    const started = performance.now();
    void session.worker.terminate();
    current = spawn();
    current.ready.then(
      () => (stats.lastReopenMs = performance.now() - started),
      (error: unknown) => console.error('[db] reopening PGlite failed:', error),
    );
  }

  /** Waits for the session that is current once it is open. */
  async function openSession(): Promise<Session> {
    for (;;) {
      const session = current;
      await session.ready;
      if (session === current) return session;
    }
  }

  function send(
    session: Session,
    op: 'query' | 'exec' | 'close',
    sql: string,
    params: unknown[] | undefined,
    timeoutMs: number,
  ): Promise<QueryResult<unknown>> {
    if (session.ended || session !== current) return Promise.reject(sessionLostError());
    return new Promise((resolve, reject) => {
      const id = nextId++;
      let timer: NodeJS.Timeout | undefined;
      const settle = () => clearTimeout(timer);
      session.pending.set(id, {
        resolve: (result) => (settle(), resolve(result)),
        reject: (error) => (settle(), reject(error)),
      });
      if (timeoutMs > 0) {
        timer = setTimeout(() => {
          session.pending.delete(id);
          reject(statementTimeoutError());
          restart(session);
        }, timeoutMs);
      }
      session.worker.postMessage({ id, op, sql, params });
    });
  }

  const on = (session: Session, timeoutMs: number): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      return (await send(session, 'query', sql, params, timeoutMs)) as QueryResult<Row>;
    },
    async exec(sql: string) {
      await send(session, 'exec', sql, undefined, timeoutMs);
    },
  });

  try {
    await current.ready;
  } catch (error) {
    closing = true;
    await current.worker.terminate();
    throw error;
  }

  return {
    kind: 'pglite',
    stats,
    query<Row>(sql: string, params?: unknown[]) {
      return lock.run(async () => on(await openSession(), 0).query<Row>(sql, params));
    },
    exec: (sql) => lock.run(async () => on(await openSession(), 0).exec(sql)),
    transaction: (fn, options) =>
      lock.run(async () => {
        const session = await openSession();
        const tx = on(session, options?.timeoutMs ?? 0);
        await tx.exec(options?.readOnly ? 'begin read only' : 'begin');
        try {
          const result = await fn(tx);
          await tx.exec('commit');
          return result;
        } catch (error) {
          // After a restart the new session has no transaction to roll back.
          if (session === current && !session.ended) await tx.exec('rollback');
          throw error;
        }
      }),
    close: () =>
      lock.run(async () => {
        closing = true;
        const session = current;
        try {
          if (!session.ended) {
            await session.ready;
            await send(session, 'close', '', undefined, 0);
          }
        } finally {
          session.ended = true;
          await session.worker.terminate();
        }
      }),
  };
}
