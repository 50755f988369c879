import { PgrstError } from './errors.ts';

/**
 * SQL text helpers. Every name that comes from a request is quoted with
 * quoteIdent (so it can only ever be an identifier, and an unknown one fails
 * in Postgres with 42703 exactly as it does behind PostgREST); every value
 * travels as a bind parameter. Type names and default expressions come only
 * from pg_catalog.
 */
export function quoteIdent(name: string): string {
  if (name.includes('\u0000'))
    throw new PgrstError(400, '22021', 'invalid byte sequence for encoding "UTF8": 0x00');
  return `"${name.replaceAll('"', '""')}"`;
}

export function qualified(table: string): string {
  return `"public".${quoteIdent(table)}`;
}

/** Collects bind parameters and hands out their placeholders. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A Postgres array literal of text elements, every element quoted: `{"a","b \"c\""}`. */
export function arrayLiteral(values: string[]): string {
  return `{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}
