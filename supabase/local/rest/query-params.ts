import { notImplemented, parseError, PgrstError } from './errors.ts';

/**
 * The PostgREST query-string grammar the stand-in understands, parsed the way
 * PostgREST's QueryParams module does it (which parameter is a filter, which
 * an RPC argument, which reserved). Anything PostgREST accepts that is not
 * emulated here is refused with PGRST127 rather than half-understood.
 */

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'field'; name: string; alias?: string }
  | {
      kind: 'embed';
      relation: string;
      alias?: string;
      hint?: string;
      inner: boolean;
      children: SelectItem[];
    };

export const SIMPLE_OPERATORS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  isdistinct: 'is distinct from',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
} as const;
export type SimpleOperator = keyof typeof SIMPLE_OPERATORS;

export const FTS_OPERATORS = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
} as const;
export type FtsOperator = keyof typeof FTS_OPERATORS;

export type Operation =
  | { op: SimpleOperator; value: string }
  | { op: 'in'; values: string[] }
  | { op: 'is'; value: 'null' | 'true' | 'false' | 'unknown' }
  | { op: FtsOperator; language?: string; value: string };

export interface Filter {
  column: string;
  negate: boolean;
  operation: Operation;
}

export interface OrderTerm {
  column: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export interface QueryParams {
  select: SelectItem[];
  /** Whether `select` was given (PostgREST defaults it to `*`). */
  selectGiven: boolean;
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset: number;
  onConflict?: string[];
  columns?: string[];
  /** Parameters that are neither reserved nor filters: RPC arguments (ignored on tables, as PostgREST does). */
  rpcParams: [string, string][];
  /** Sorted query string, for Content-Location. */
  canonical: string;
}

const RESERVED = new Set(['select', 'columns', 'on_conflict']);
const RESERVED_EMBEDDABLE = new Set(['order', 'limit', 'offset', 'and', 'or']);

function lastSegment(key: string): string {
  const parts = key.split('.');
  return parts[parts.length - 1] ?? key;
}

/** PostgREST's `hasOperator || hasFtsOperator`: decides filter vs RPC argument. */
export function looksLikeFilter(value: string): boolean {
  const parts = value.split('.');
  const first = parts[0] ?? '';
  if (first === 'not' && parts.length >= 2) return true;
  if (first === 'is' || first === 'in') return true;
  if (first in SIMPLE_OPERATORS || first in FTS_OPERATORS) return true;
  // PostgREST 12's quantified operators: eq(any).{a,b}, like(all).{..}.
  const quantified = /^(\w+)\((any|all)\)$/.exec(first);
  if (quantified && (quantified[1] ?? '') in SIMPLE_OPERATORS) return true;
  const paren = value.split('(');
  return paren.length >= 2 && (paren[0] ?? '') in FTS_OPERATORS;
}

export function parseQueryParams(search: URLSearchParams): QueryParams {
  const entries = [...search.entries()];
  const result: QueryParams = {
    select: [{ kind: 'star' }],
    selectGiven: false,
    filters: [],
    order: [],
    offset: 0,
    rpcParams: [],
    canonical: canonicalQuery(entries),
  };

  const lookup = (name: string) => entries.find(([key]) => key === name)?.[1];
  const select = lookup('select');
  if (select !== undefined) {
    result.select = parseSelect(select);
    result.selectGiven = true;
  }
  const columns = lookup('columns');
  if (columns !== undefined) result.columns = parseColumnList(columns, 'columns parameter');
  const onConflict = lookup('on_conflict');
  if (onConflict !== undefined)
    result.onConflict = parseColumnList(onConflict, 'on_conflict parameter');

  for (const [key, value] of entries) {
    if (RESERVED.has(key)) continue;
    const last = lastSegment(key);
    if (RESERVED_EMBEDDABLE.has(last)) {
      if (key.includes('.')) throw notImplemented(`The '${key}' parameter on an embedded resource`);
      if (last === 'and' || last === 'or')
        throw notImplemented(`The '${key}' logic tree parameter`);
      if (last === 'order') result.order.push(...parseOrder(value));
      else if (last === 'limit') result.limit = parseRangeNumber(value) ?? result.limit;
      else result.offset = parseRangeNumber(value) ?? result.offset;
      continue;
    }
    if (key.includes('.')) {
      // PostgREST treats a dotted key as a filter on an embedded resource.
      throw notImplemented(`The filter '${key}' on an embedded resource`);
    }
    if (looksLikeFilter(value)) result.filters.push(parseFilter(key, value));
    else result.rpcParams.push([key, value]);
  }
  if (result.limit !== undefined && result.limit < 0) {
    throw new PgrstError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      'Limit should be greater than or equal to zero.',
    );
  }
  return result;
}

/** PostgREST reads limit/offset with `readMaybe`: anything that is not an integer is ignored. */
function parseRangeNumber(value: string): number | undefined {
  return /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : undefined;
}

function canonicalQuery(entries: [string, string][]): string {
  return [...entries]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

// ---------------------------------------------------------------- a tiny cursor

class Cursor {
  pos = 0;
  constructor(
    readonly input: string,
    readonly what: string,
  ) {}

  get done(): boolean {
    return this.pos >= this.input.length;
  }
  peek(offset = 0): string {
    return this.input[this.pos + offset] ?? '';
  }
  startsWith(text: string): boolean {
    return this.input.startsWith(text, this.pos);
  }
  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos += 1;
  }
  fail(details: string): PgrstError {
    return parseError(this.what, this.input, this.pos + 1, details);
  }
  unexpected(expecting: string): PgrstError {
    const found = this.done ? 'end of input' : `"${this.peek()}"`;
    return this.fail(`unexpected ${found} expecting ${expecting}`);
  }
  expect(char: string): void {
    if (this.peek() !== char) throw this.unexpected(`"${char}"`);
    this.pos += 1;
  }
}

const IDENTIFIER_CHAR = /[\p{L}\p{N}_ $]/u;

/**
 * A field name: `"quoted \" name"` or identifier characters (letters, digits,
 * `_`, space, `$`) joined by single dashes that do not start `->`. Trimmed.
 */
function parseFieldName(cursor: Cursor): string {
  cursor.skipSpaces();
  if (cursor.peek() === '"') {
    cursor.pos += 1;
    let name = '';
    while (!cursor.done && cursor.peek() !== '"') {
      if (cursor.peek() === '\\') cursor.pos += 1;
      name += cursor.peek();
      cursor.pos += 1;
    }
    cursor.expect('"');
    return name;
  }
  const words: string[] = [];
  for (;;) {
    const start = cursor.pos;
    while (!cursor.done && IDENTIFIER_CHAR.test(cursor.peek())) cursor.pos += 1;
    if (cursor.pos === start) throw cursor.unexpected('field name (* or [a..z0..9_$])');
    words.push(cursor.input.slice(start, cursor.pos).trim());
    if (cursor.peek() === '-' && cursor.peek(1) !== '>') {
      cursor.pos += 1;
      continue;
    }
    break;
  }
  const name = words.join('-');
  if (name === '') throw cursor.unexpected('field name (* or [a..z0..9_$])');
  return name;
}

function refuseJsonPathAndCast(cursor: Cursor, field: string): void {
  if (cursor.startsWith('->')) throw notImplemented(`The JSON path on '${field}'`);
  if (cursor.startsWith('::')) throw notImplemented(`The cast on '${field}'`);
}

// ---------------------------------------------------------------- select

export function parseSelect(input: string): SelectItem[] {
  const cursor = new Cursor(input, 'select parameter');
  const items = parseSelectList(cursor, 0);
  if (!cursor.done) throw cursor.unexpected('"," or end of input');
  return items;
}

function parseSelectList(cursor: Cursor, depth: number): SelectItem[] {
  const items: SelectItem[] = [];
  for (;;) {
    items.push(parseSelectItem(cursor, depth));
    cursor.skipSpaces();
    if (cursor.peek() === ',') {
      cursor.pos += 1;
      continue;
    }
    return items;
  }
}

function parseSelectItem(cursor: Cursor, depth: number): SelectItem {
  cursor.skipSpaces();
  if (cursor.peek() === '*') {
    cursor.pos += 1;
    cursor.skipSpaces();
    if (!cursor.done && cursor.peek() !== ',' && cursor.peek() !== ')')
      throw cursor.unexpected('")", "," or end of input');
    return { kind: 'star' };
  }
  if (cursor.startsWith('..')) throw notImplemented('Spreading an embedded resource (...)');

  let name = parseFieldName(cursor);
  let alias: string | undefined;
  if (cursor.peek() === ':' && cursor.peek(1) !== ':') {
    cursor.pos += 1;
    alias = name;
    name = parseFieldName(cursor);
  }

  // Embed parameters: !hint and/or !inner / !left.
  let hint: string | undefined;
  let inner = false;
  let sawEmbedParam = false;
  while (cursor.peek() === '!') {
    cursor.pos += 1;
    sawEmbedParam = true;
    const param = parseFieldName(cursor);
    if (param === 'inner') inner = true;
    else if (param !== 'left') hint = param;
  }

  if (cursor.peek() === '(') {
    cursor.pos += 1;
    cursor.skipSpaces();
    if (cursor.peek() === ')') {
      // `count()`, `sum()`, ...: PostgREST's aggregates, off on Supabase by default.
      throw new PgrstError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
    }
    const children = parseSelectList(cursor, depth + 1);
    cursor.skipSpaces();
    cursor.expect(')');
    if (hint !== undefined) throw notImplemented(`The embedding hint '!${hint}'`);
    return { kind: 'embed', relation: name, alias, hint, inner, children };
  }
  if (sawEmbedParam) throw cursor.unexpected('"("');
  refuseJsonPathAndCast(cursor, name);
  if (cursor.peek() === '.') throw notImplemented(`The aggregate or modifier on '${name}'`);
  cursor.skipSpaces();
  if (!cursor.done && cursor.peek() !== ',' && cursor.peek() !== ')') {
    throw cursor.unexpected('letter, digit, "-", "->>", "->", "::", ")", "," or end of input');
  }
  return { kind: 'field', name, alias };
}

// ---------------------------------------------------------------- columns / on_conflict

export function parseColumnList(input: string, what: string): string[] {
  const cursor = new Cursor(input, what);
  const names: string[] = [];
  for (;;) {
    names.push(parseFieldName(cursor));
    cursor.skipSpaces();
    if (cursor.peek() === ',') {
      cursor.pos += 1;
      continue;
    }
    if (!cursor.done) throw cursor.unexpected('"," or end of input');
    return names;
  }
}

// ---------------------------------------------------------------- order

export function parseOrder(input: string): OrderTerm[] {
  const cursor = new Cursor(input, 'order');
  const terms: OrderTerm[] = [];
  for (;;) {
    cursor.skipSpaces();
    const column = parseFieldName(cursor);
    if (cursor.peek() === '(')
      throw notImplemented(`Ordering by the embedded resource '${column}'`);
    refuseJsonPathAndCast(cursor, column);
    const term: OrderTerm = { column };
    if (cursor.peek() === '.') {
      cursor.pos += 1;
      if (cursor.startsWith('asc')) {
        term.direction = 'asc';
        cursor.pos += 3;
      } else if (cursor.startsWith('desc')) {
        term.direction = 'desc';
        cursor.pos += 4;
      } else if (cursor.startsWith('nullsfirst')) {
        term.nulls = 'first';
        cursor.pos += 10;
      } else if (cursor.startsWith('nullslast')) {
        term.nulls = 'last';
        cursor.pos += 9;
      } else {
        throw cursor.unexpected('"asc", "desc", "nullsfirst" or "nullslast"');
      }
      if (term.direction && cursor.peek() === '.') {
        cursor.pos += 1;
        if (cursor.startsWith('nullsfirst')) {
          term.nulls = 'first';
          cursor.pos += 10;
        } else if (cursor.startsWith('nullslast')) {
          term.nulls = 'last';
          cursor.pos += 9;
        } else {
          throw cursor.unexpected('"nullsfirst" or "nullslast"');
        }
      }
    }
    terms.push(term);
    cursor.skipSpaces();
    if (cursor.peek() === ',') {
      cursor.pos += 1;
      continue;
    }
    if (!cursor.done) throw cursor.unexpected('"," or end of input');
    return terms;
  }
}

// ---------------------------------------------------------------- filters

export function parseFilter(key: string, value: string): Filter {
  const keyCursor = new Cursor(key, 'tree path');
  const column = parseFieldName(keyCursor);
  refuseJsonPathAndCast(keyCursor, column);
  if (!keyCursor.done) throw keyCursor.unexpected('delimiter (.) or end of input');

  const cursor = new Cursor(value, 'filter');
  let negate = false;
  if (cursor.startsWith('not.')) {
    negate = true;
    cursor.pos += 4;
  }
  return { column, negate, operation: parseOperation(cursor) };
}

function parseOperation(cursor: Cursor): Operation {
  if (cursor.startsWith('in.')) {
    cursor.pos += 3;
    return { op: 'in', values: parseListValue(cursor) };
  }
  if (cursor.startsWith('is.')) {
    cursor.pos += 3;
    const raw = cursor.input.slice(cursor.pos);
    const value = raw.toLowerCase();
    if (value === 'null' || value === 'true' || value === 'false' || value === 'unknown') {
      return { op: 'is', value };
    }
    throw cursor.unexpected('null or trilean value (unknown, true, false)');
  }
  const rest = cursor.input.slice(cursor.pos);
  const fts = /^(fts|plfts|phfts|wfts)(?:\(([\p{L}\p{N}_ $]+)\))?\./u.exec(rest);
  if (fts) {
    cursor.pos += fts[0].length;
    const language = fts[2]?.trim();
    return { op: fts[1] as FtsOperator, language, value: cursor.input.slice(cursor.pos) };
  }
  const dot = rest.indexOf('.');
  if (dot < 0) {
    cursor.pos = cursor.input.length;
    throw cursor.unexpected('delimiter (.)');
  }
  const opName = rest.slice(0, dot);
  if (/^\w+\((any|all)\)$/.test(opName)) throw notImplemented(`The '${opName}' operator modifier`);
  if (!(opName in SIMPLE_OPERATORS)) {
    cursor.pos += dot + 1;
    throw cursor.fail(`unknown single value operator ${opName}`);
  }
  return { op: opName as SimpleOperator, value: rest.slice(dot + 1) };
}

/** `(a,b,"c,d")`: PostgREST's list value, quoted elements may hold commas and `\"`. */
function parseListValue(cursor: Cursor): string[] {
  cursor.skipSpaces();
  cursor.expect('(');
  cursor.skipSpaces();
  const values: string[] = [];
  for (;;) {
    if (cursor.peek() === '"') {
      const save = cursor.pos;
      cursor.pos += 1;
      let text = '';
      while (!cursor.done && cursor.peek() !== '"') {
        if (cursor.peek() === '\\') cursor.pos += 1;
        text += cursor.peek();
        cursor.pos += 1;
      }
      if (
        cursor.peek() === '"' &&
        (cursor.peek(1) === ',' || cursor.peek(1) === ')' || cursor.peek(1) === ' ')
      ) {
        cursor.pos += 1;
        values.push(text);
      } else {
        cursor.pos = save;
        values.push(readUnquoted(cursor));
      }
    } else {
      values.push(readUnquoted(cursor));
    }
    if (cursor.peek() === ',') {
      cursor.pos += 1;
      continue;
    }
    cursor.skipSpaces();
    cursor.expect(')');
    cursor.skipSpaces();
    if (!cursor.done) throw cursor.unexpected('end of input');
    // `in.()` is an empty list in PostgREST: it matches nothing.
    return values.length === 1 && values[0] === '' ? [] : values;
  }
}

function readUnquoted(cursor: Cursor): string {
  const start = cursor.pos;
  while (!cursor.done && cursor.peek() !== ',' && cursor.peek() !== ')') cursor.pos += 1;
  return cursor.input.slice(start, cursor.pos);
}
