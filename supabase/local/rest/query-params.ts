import { notImplemented, parseError, PgrstError } from './errors.ts';
import { costlyRegexError } from './regex-cost.ts';

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

/** The operators PostgREST lets take `(any)` / `(all)`: `eq(any).{a,b}`. */
const QUANTIFIABLE = new Set<SimpleOperator>([
  'eq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
]);

export const FTS_OPERATORS = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
} as const;
export type FtsOperator = keyof typeof FTS_OPERATORS;

export type Operation =
  | { op: SimpleOperator; value: string; quantifier?: 'any' | 'all' }
  | { op: 'in'; values: string[] }
  | { op: 'is'; value: 'null' | 'not_null' | 'true' | 'false' | 'unknown' }
  | { op: FtsOperator; language?: string; value: string };

export interface Filter {
  column: string;
  negate: boolean;
  operation: Operation;
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))`: filters combined with and/or, each level optionally negated. */
export type LogicTree =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'expr'; negate: boolean; operator: 'and' | 'or'; children: LogicTree[] };

export interface OrderTerm {
  column: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** What `items.title=eq.x`, `items.order=...`, `items.limit=...` say about one embedded resource. */
export interface EmbedShape {
  filters: Filter[];
  logic: LogicTree[];
  order: OrderTerm[];
  limit?: number;
  offset: number;
}

export interface QueryParams {
  select: SelectItem[];
  /** Whether `select` was given (PostgREST defaults it to `*`). */
  selectGiven: boolean;
  filters: Filter[];
  /** Root-level `and=` / `or=` trees, ANDed with the filters. */
  logic: LogicTree[];
  /** Per embed path (names or aliases joined by '.'), e.g. `items` or `items.tags`. */
  embedded: Map<string, EmbedShape>;
  order: OrderTerm[];
  limit?: number;
  offset: number;
  onConflict?: string[];
  columns?: string[];
  /** For a GET/HEAD function call: the parameters without an operator, its arguments. */
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

/**
 * `rpcRead`: a GET/HEAD call of a function, where a parameter without an
 * operator is an argument. Everywhere else every parameter that is not
 * reserved must be a filter, or the request fails with PGRST100, as in
 * PostgREST 13+.
 */
export function parseQueryParams(search: URLSearchParams, rpcRead = false): QueryParams {
  const entries = [...search.entries()];
  const result: QueryParams = {
    select: [{ kind: 'star' }],
    selectGiven: false,
    filters: [],
    logic: [],
    embedded: new Map(),
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

  const embedShape = (path: string[]): EmbedShape => {
    const name = path.join('.');
    let shape = result.embedded.get(name);
    if (!shape) {
      shape = { filters: [], logic: [], order: [], offset: 0 };
      result.embedded.set(name, shape);
    }
    return shape;
  };

  for (const [key, value] of entries) {
    if (RESERVED.has(key)) continue;
    const last = lastSegment(key);
    if (RESERVED_EMBEDDABLE.has(last)) {
      const path = parseTreePath(key, 'tree path').slice(0, -1);
      if (last === 'and' || last === 'or') {
        const negate = path[path.length - 1] === 'not';
        const embedPath = negate ? path.slice(0, -1) : path;
        const tree = parseLogicParam(negate, last, value);
        (embedPath.length > 0 ? embedShape(embedPath).logic : result.logic).push(tree);
        continue;
      }
      const target = path.length > 0 ? embedShape(path) : result;
      if (last === 'order') target.order.push(...parseOrder(value));
      else if (last === 'limit') target.limit = parseRangeNumber(value) ?? target.limit;
      else target.offset = parseRangeNumber(value) ?? target.offset;
      continue;
    }
    if (key.includes('.')) {
      // A dotted key filters an embedded resource: `items.title=eq.x`.
      const path = parseTreePath(key, 'tree path');
      embedShape(path.slice(0, -1)).filters.push(
        parseFilter(path[path.length - 1] as string, value, true),
      );
      continue;
    }
    if (rpcRead && !startsWithOperator(value)) result.rpcParams.push([key, value]);
    else result.filters.push(parseFilter(key, value));
  }
  for (const shape of [result, ...result.embedded.values()]) {
    if (shape.limit !== undefined && shape.limit < 0) {
      throw new PgrstError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        'Limit should be greater than or equal to zero.',
      );
    }
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

/**
 * Deepest `or(and(...))` / `rel(rel(...))` nesting accepted. PostgREST's parser
 * has no fixed limit, but the stand-in's recursive parser and SQL builder would
 * overflow the stack at some thousands of levels (a 500); a real query nests
 * two or three levels, so anything deeper is answered as a parse error (400).
 */
export const MAX_NESTING = 50;

function tooDeep(cursor: Cursor): PgrstError {
  return cursor.fail(`nesting deeper than ${MAX_NESTING} levels`);
}

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
  // `select=` selects no column: every row is `{}` (PostgREST 12+).
  const items = input.trim() === '' ? [] : parseSelectList(cursor, 0);
  if (!cursor.done) throw cursor.unexpected('"," or end of input');
  return items;
}

function parseSelectList(cursor: Cursor, depth: number): SelectItem[] {
  if (depth > MAX_NESTING) throw tooDeep(cursor);
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
    // `count()` (and `col.sum()` below): PostgREST's aggregates, off on Supabase by default.
    if (name === 'count' && cursor.peek() === ')') throw aggregatesNotAllowed();
    // `rel()`: an embed that selects nothing, only there to filter with !inner.
    const children = cursor.peek() === ')' ? [] : parseSelectList(cursor, depth + 1);
    cursor.skipSpaces();
    cursor.expect(')');
    if (hint !== undefined) throw notImplemented(`The embedding hint '!${hint}'`);
    return { kind: 'embed', relation: name, alias, hint, inner, children };
  }
  if (sawEmbedParam) throw cursor.unexpected('"("');
  refuseJsonPathAndCast(cursor, name);
  if (/^\.(sum|avg|count|max|min)\(\)/.test(cursor.input.slice(cursor.pos)))
    throw aggregatesNotAllowed();
  cursor.skipSpaces();
  if (!cursor.done && cursor.peek() !== ',' && cursor.peek() !== ')') {
    throw cursor.unexpected('letter, digit, "-", "->>", "->", "::", ")", "," or end of input');
  }
  return { kind: 'field', name, alias };
}

function aggregatesNotAllowed(): PgrstError {
  return new PgrstError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
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

/** `a.b."c.d"`: a parameter name as embed path plus field (quoted names may hold dots). */
export function parseTreePath(key: string, what: string): string[] {
  const cursor = new Cursor(key, what);
  const names: string[] = [];
  for (;;) {
    const name = parseFieldName(cursor);
    refuseJsonPathAndCast(cursor, name);
    names.push(name);
    if (cursor.peek() === '.') {
      cursor.pos += 1;
      continue;
    }
    if (!cursor.done) throw cursor.unexpected('delimiter (.) or end of input');
    return names;
  }
}

/** `column` is already split off the key when `fromPath` is set. */
export function parseFilter(key: string, value: string, fromPath = false): Filter {
  let column = key;
  if (!fromPath) {
    const keyCursor = new Cursor(key, 'tree path');
    column = parseFieldName(keyCursor);
    refuseJsonPathAndCast(keyCursor, column);
    if (!keyCursor.done) throw keyCursor.unexpected('delimiter (.) or end of input');
  }

  const cursor = new Cursor(value, 'filter');
  let negate = false;
  if (cursor.startsWith('not.')) {
    negate = true;
    cursor.pos += 4;
  }
  return { column, negate, operation: parseOperation(cursor, negate) };
}

const OPERATOR_WORDS = [
  'in',
  'is',
  'isdistinct',
  ...Object.keys(FTS_OPERATORS),
  ...Object.keys(SIMPLE_OPERATORS),
];

/** Whether a value starts like a filter (`op.` or `not.`), for telling a GET function's arguments from filters. */
export function startsWithOperator(value: string): boolean {
  const word = /^([a-z]+)(\([^)]*\))?\./.exec(value);
  return word !== null && (word[1] === 'not' || OPERATOR_WORDS.includes(word[1] ?? ''));
}

function unknownOperator(cursor: Cursor, negated: boolean): PgrstError {
  // Parsec reports the first character that no alternative accepted.
  const rest = cursor.input.slice(cursor.pos);
  let at = 0;
  if (!negated) while (at < 3 && rest[at] === 'not'[at]) at += 1;
  const found = at < rest.length ? `"${rest[at]}"` : 'end of input';
  const expecting = negated ? 'operator (eq, gt, ...)' : '"not" or operator (eq, gt, ...)';
  return cursor.fail(`unexpected ${found} expecting ${expecting}`);
}

/** How a filter value ends: at the end of the parameter, or (inside a logic tree) at `,` / `)`. */
type ValueReader = (cursor: Cursor) => string;

const readToEnd: ValueReader = (cursor) => {
  const value = cursor.input.slice(cursor.pos);
  cursor.pos = cursor.input.length;
  return value;
};

/** PostgREST's pLogicSingleVal: a quoted value, a `{...}` array literal, or text up to `,` / `)`. */
const readLogicValue: ValueReader = (cursor) => {
  const quoted = readQuoted(cursor, [',', ')', '']);
  if (quoted !== null) return quoted;
  if (cursor.peek() === '{') {
    const close = cursor.input.indexOf('}', cursor.pos);
    if (close > 0 && !cursor.input.slice(cursor.pos + 1, close).includes('{')) {
      const value = cursor.input.slice(cursor.pos, close + 1);
      cursor.pos = close + 1;
      return value;
    }
  }
  return readUnquoted(cursor);
};

function parseOperation(
  cursor: Cursor,
  negated: boolean,
  readValue: ValueReader = readToEnd,
): Operation {
  const inLogic = readValue !== readToEnd;
  if (cursor.startsWith('in.')) {
    cursor.pos += 3;
    return { op: 'in', values: parseListValue(cursor, !inLogic) };
  }
  if (cursor.startsWith('is.')) {
    cursor.pos += 3;
    const value = readValue(cursor).toLowerCase();
    if (
      value === 'null' ||
      value === 'not_null' ||
      value === 'true' ||
      value === 'false' ||
      value === 'unknown'
    ) {
      return { op: 'is', value };
    }
    throw cursor.unexpected('isVal: (null, not_null, true, false, unknown)');
  }
  const rest = cursor.input.slice(cursor.pos);
  const fts = /^(fts|plfts|phfts|wfts)(?:\(([\p{L}\p{N}_ $]+)\))?\./u.exec(rest);
  if (fts) {
    cursor.pos += fts[0].length;
    const language = fts[2]?.trim();
    return { op: fts[1] as FtsOperator, language, value: readValue(cursor) };
  }
  const simple = /^([a-z]+)(?:\((any|all)\))?\./.exec(rest);
  const opName = simple?.[1] ?? '';
  if (!simple || !(opName in SIMPLE_OPERATORS)) throw unknownOperator(cursor, negated);
  const op = opName as SimpleOperator;
  const quantifier = simple[2] as 'any' | 'all' | undefined;
  if (quantifier && !QUANTIFIABLE.has(op)) throw unknownOperator(cursor, negated);
  cursor.pos += simple[0].length;
  const value = readValue(cursor);
  if (op === 'match' || op === 'imatch') {
    const costly = costlyRegexError(value, quantifier !== undefined);
    if (costly) throw costly;
  }
  return quantifier ? { op, value, quantifier } : { op, value };
}

/** `(a,b,"c,d")`: PostgREST's list value, quoted elements may hold commas and `\"`. */
function parseListValue(cursor: Cursor, untilEnd: boolean): string[] {
  cursor.skipSpaces();
  cursor.expect('(');
  cursor.skipSpaces();
  const values: string[] = [];
  for (;;) {
    values.push(readQuoted(cursor, [',', ')', ' ']) ?? readUnquoted(cursor));
    if (cursor.peek() === ',') {
      cursor.pos += 1;
      continue;
    }
    cursor.skipSpaces();
    cursor.expect(')');
    cursor.skipSpaces();
    if (untilEnd && !cursor.done) throw cursor.unexpected('end of input');
    // `in.()` is an empty list in PostgREST: it matches nothing.
    return values.length === 1 && values[0] === '' ? [] : values;
  }
}

/**
 * A `"..."` value with `\` escapes, taken only when the closing quote is followed by one
 * of `followers` ('' = end of input); otherwise the cursor is left where it was and null
 * returned, so the caller reads the text as unquoted (PostgREST's grammar does the same).
 */
function readQuoted(cursor: Cursor, followers: readonly string[]): string | null {
  if (cursor.peek() !== '"') return null;
  const save = cursor.pos;
  cursor.pos += 1;
  let text = '';
  while (!cursor.done && cursor.peek() !== '"') {
    if (cursor.peek() === '\\') cursor.pos += 1;
    text += cursor.peek();
    cursor.pos += 1;
  }
  if (cursor.peek() === '"' && followers.includes(cursor.peek(1))) {
    cursor.pos += 1;
    return text;
  }
  cursor.pos = save;
  return null;
}

function readUnquoted(cursor: Cursor): string {
  const start = cursor.pos;
  while (!cursor.done && cursor.peek() !== ',' && cursor.peek() !== ')') cursor.pos += 1;
  return cursor.input.slice(start, cursor.pos);
}

// ---------------------------------------------------------------- logic trees

/** `or=(...)`, `not.and=(...)`: PostgREST parses the operator and the value together, `or(...)`. */
export function parseLogicParam(negate: boolean, operator: 'and' | 'or', value: string): LogicTree {
  const cursor = new Cursor(`${operator}${value}`, 'logic tree');
  const tree = parseLogicExpr(cursor, negate, 0);
  cursor.skipSpaces();
  if (!cursor.done) throw cursor.unexpected('end of input');
  return tree;
}

function parseLogicExpr(cursor: Cursor, negate: boolean, depth: number): LogicTree {
  if (depth > MAX_NESTING) throw tooDeep(cursor);
  let operator: 'and' | 'or';
  if (cursor.startsWith('and')) {
    operator = 'and';
    cursor.pos += 3;
  } else if (cursor.startsWith('or')) {
    operator = 'or';
    cursor.pos += 2;
  } else {
    throw cursor.unexpected('logic operator (and, or)');
  }
  cursor.skipSpaces();
  cursor.expect('(');
  const children: LogicTree[] = [];
  for (;;) {
    cursor.skipSpaces();
    children.push(parseLogicItem(cursor, depth));
    cursor.skipSpaces();
    if (cursor.peek() === ',') {
      cursor.pos += 1;
      continue;
    }
    cursor.expect(')');
    return { kind: 'expr', negate, operator, children };
  }
}

const NESTED_LOGIC = /(not\.)?(and|or)\s*\(/y;

function parseLogicItem(cursor: Cursor, depth: number): LogicTree {
  // Sticky: matched at the cursor without copying the rest of the input (a long tree stays linear).
  NESTED_LOGIC.lastIndex = cursor.pos;
  const nested = NESTED_LOGIC.exec(cursor.input);
  if (nested) {
    if (nested[1]) cursor.pos += 4;
    return parseLogicExpr(cursor, nested[1] !== undefined, depth + 1);
  }
  const column = parseFieldName(cursor);
  refuseJsonPathAndCast(cursor, column);
  cursor.expect('.');
  let negate = false;
  if (cursor.startsWith('not.')) {
    negate = true;
    cursor.pos += 4;
  }
  return {
    kind: 'filter',
    filter: { column, negate, operation: parseOperation(cursor, negate, readLogicValue) },
  };
}
