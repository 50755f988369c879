// PGlite in a worker thread (see pglite-worker-database.ts). Plain JavaScript:
// worker threads load files without the TypeScript loader of vitest or tsx.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** The fields of a Postgres error (code, detail, hint, ...), which structured clone would drop. */
function serialiseError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    fields[key] = value;
  }
  return { ...fields, message: error.message, name: error.name };
}

const opened = PGlite.create(workerData.dataDir ? { dataDir: workerData.dataDir } : {});
opened.then(
  () => parentPort.postMessage({ type: 'ready' }),
  (error) => parentPort.postMessage({ type: 'failed', error: serialiseError(error) }),
);

parentPort.on('message', async ({ id, op, sql, params }) => {
  try {
    const pg = await opened;
    if (op === 'query') {
      const result = await pg.query(sql, params ?? []);
      parentPort.postMessage({
        id,
        ok: true,
        rows: result.rows,
        rowCount: result.affectedRows || result.rows.length,
      });
    } else if (op === 'exec') {
      await pg.exec(sql);
      parentPort.postMessage({ id, ok: true, rows: [], rowCount: 0 });
    } else if (op === 'close') {
      await pg.close();
      parentPort.postMessage({ id, ok: true, rows: [], rowCount: 0 });
    }
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: serialiseError(error) });
  }
});
