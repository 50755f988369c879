import { invalidBody, notImplemented } from './errors.ts';

/**
 * The request body of an insert, update or RPC, read as PostgREST's Payload
 * module does: JSON only; an array's objects must share their keys unless the
 * `columns` parameter names the columns; anything that is neither object nor
 * array counts as an empty array.
 */
export interface Payload {
  /** Rows as objects (a single object becomes one row). */
  rows: Record<string, unknown>[];
  /** The body's keys (the first object's, all equal) or the `columns` parameter. */
  keys: string[];
  /** Whether the body was one JSON object (not an array). */
  isObject: boolean;
}

export function checkContentType(header: string | null): void {
  const type = (header ?? 'application/json').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === '' || type === 'application/json' || type === '*/*') return;
  if (type === 'text/csv' || type === 'application/x-www-form-urlencoded') {
    throw notImplemented(`A ${type} request body`);
  }
  throw invalidBody(`Content-Type not acceptable: ${type}`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parsePayload(
  text: string,
  columns: string[] | undefined,
  emptyIsObject = false,
): Payload {
  let json: unknown;
  if (text.trim() === '' && emptyIsObject) json = {};
  else {
    try {
      json = JSON.parse(text);
    } catch {
      throw invalidBody('Empty or invalid json');
    }
  }

  if (isPlainObject(json))
    return { rows: [json], keys: columns ?? Object.keys(json), isObject: true };
  if (!Array.isArray(json)) return { rows: [], keys: columns ?? [], isObject: false };

  const rows: Record<string, unknown>[] = [];
  for (const item of json) {
    if (!isPlainObject(item)) throw invalidBody('All object keys must match');
    rows.push(item);
  }
  if (columns) return { rows, keys: columns, isObject: false };
  const first = rows[0];
  if (!first) return { rows, keys: [], isObject: false };
  const canonical = [...Object.keys(first)].sort();
  for (const row of rows) {
    const keys = Object.keys(row).sort();
    if (keys.length !== canonical.length || keys.some((key, index) => key !== canonical[index])) {
      throw invalidBody('All object keys must match');
    }
  }
  return { rows, keys: Object.keys(first), isObject: false };
}
