/**
 * The database seen by the local stack: PGlite (embedded, the default) or a real
 * Postgres from DATABASE_URL. Both throw errors carrying the SQLSTATE in `code`
 * and Postgres' `detail` and `hint`.
 */
export interface QueryResult<Row> {
  rows: Row[];
  /** Rows returned, or affected by INSERT / UPDATE / DELETE. */
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Several statements, no parameters, no results (migrations, seeds). */
  exec(sql: string): Promise<void>;
}

export interface TransactionOptions {
  readOnly?: boolean;
  /**
   * Time limit of each statement in ms (0 or absent: none). A real Postgres gets
   * it as `statement_timeout`; the PGlite worker enforces it with its watchdog;
   * the in-process PGlite of the tests cannot stop a statement and ignores it.
   * Over the limit a statement fails with 57014.
   */
  timeoutMs?: number;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when
   * it throws. PGlite has one session, so its transactions are serialised.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
}

/** The shape of an error thrown by either driver. */
export interface PostgresError extends Error {
  code?: string;
  detail?: string;
  hint?: string;
}

export function isPostgresError(error: unknown): error is PostgresError {
  return error instanceof Error && typeof (error as PostgresError).code === 'string';
}
