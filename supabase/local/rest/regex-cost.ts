import { notImplemented, type PgrstError } from './errors.ts';

/**
 * What a `match` / `imatch` pattern may cost before the stand-in runs it. PGlite cannot
 * stop a statement (no timer signals: statement_timeout is ignored), and it serialises
 * every request, so one slow regex stalls the whole stack until the watchdog restarts
 * the database. PostgreSQL's regex engine runs a pattern as a DFA, in time linear in the
 * text and in the pattern's expanded size, except for the constructs refused here:
 *
 * - a back reference (`\1`): matched by backtracking, `^(.*)(.*)\2\1$` over 6 KB of text
 *   ran for minutes;
 * - a lookahead or lookbehind (`(?=`, `(?!`, `(?<=`, `(?<!`): the text is rescanned from
 *   every position, quadratic (`(.*)(?=.*!)x` over 4,000 characters: 264 ms);
 * - an expanded size over MAX_REGEX_SIZE, counting each atom once per repetition of every
 *   bound around it (`(a{1,100}){1,100}` is 10,000: 123 ms to compile);
 * - the options `(?b)`, `(?e)` and `(?x)` (basic and extended REs, expanded syntax), whose
 *   escapes, bounds and comments this reading does not follow.
 *
 * Such a pattern answers 400 PGRST127 at once instead; hosted Supabase would run it
 * under the role's statement_timeout. The watchdog stays for every other slow statement.
 */
export const MAX_REGEX_LENGTH = 1_000;
export const MAX_REGEX_SIZE = 1_000;

type Verdict = { ok: true; size: number } | { ok: false; reason: string };

const refuse = (reason: string): Verdict => ({ ok: false, reason });

/** The length of the bracket expression starting at `start` (`[`), or -1 when unclosed. */
function bracketLength(pattern: string, start: number): number {
  let i = start + 1;
  if (pattern[i] === '^') i++;
  if (pattern[i] === ']') i++;
  while (i < pattern.length) {
    const char = pattern[i];
    if (char === ']') return i - start + 1;
    if (char === '\\') i += 2;
    else if (char === '[' && ':.='.includes(pattern[i + 1] ?? '')) {
      const close = pattern.indexOf(`${pattern[i + 1]}]`, i + 2);
      if (close < 0) return -1;
      i = close + 2;
    } else i++;
  }
  return -1;
}

/** `{m}`, `{m,}` or `{m,n}` at `start`: its length and the most repetitions it allows. */
function readBound(pattern: string, start: number): { length: number; times: number } | null {
  const bound = /^\{(\d{1,3})(,(\d{0,3}))?\}/.exec(pattern.slice(start, start + 10));
  if (!bound) return null;
  const low = Number(bound[1]);
  const high = bound[2] === undefined ? low : bound[3] ? Number(bound[3]) : low + 1;
  return { length: bound[0].length, times: Math.max(low, high, 1) };
}

/** How costly `pattern` (PostgreSQL's advanced RE syntax) is, or why it is refused. */
export function regexCost(pattern: string): Verdict {
  if (pattern.length > MAX_REGEX_LENGTH)
    return refuse(`longer than ${MAX_REGEX_LENGTH} characters`);
  let body = pattern;
  if (body.startsWith('***=')) return { ok: true, size: body.length };
  if (body.startsWith('***:')) body = body.slice(4);
  const options = /^\(\?([a-z]+)\)/.exec(body);
  if (options) {
    const letters = options[1]!;
    if (/[bex]/.test(letters)) return refuse(`the option (?${letters})`);
    if (letters.includes('q')) return { ok: true, size: body.length };
    body = body.slice(options[0].length);
  }

  // Sizes of the open groups, innermost last; `last` is the atom a quantifier applies to.
  const groups: number[] = [0];
  let last = 0;
  const add = (size: number) => {
    groups[groups.length - 1]! += size;
    last = size;
  };
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (char === '\\') {
      if (/[1-9]/.test(body[i + 1] ?? '')) return refuse('a back reference');
      i++;
      add(1);
    } else if (char === '[') {
      // Unclosed, PostgreSQL refuses the pattern; read on as if `[` were a character.
      const length = bracketLength(body, i);
      if (length > 0) i += length - 1;
      add(1);
    } else if (char === '(') {
      if (/^\(\?(=|!|<=|<!)/.test(body.slice(i, i + 4))) return refuse('a lookaround');
      if (body.startsWith('(?#', i)) {
        // A comment, to the first `)`, whatever it holds.
        const close = body.indexOf(')', i);
        i = close < 0 ? body.length : close;
        continue;
      }
      if (body[i + 1] === '?') i += 2; // (?: ...
      groups.push(0);
      last = 0;
    } else if (char === ')') {
      const size = groups.length > 1 ? groups.pop()! : 0;
      add(size);
    } else if (char === '{') {
      const bound = readBound(body, i);
      if (!bound) {
        add(1);
        continue;
      }
      groups[groups.length - 1]! += last * (bound.times - 1);
      last *= bound.times;
      i += bound.length - 1;
    } else if (char === '*' || char === '+' || char === '?' || char === '|') {
      // Unbounded or optional repetition adds DFA states, not copies.
    } else if (char === '^' || char === '$') {
      last = 0;
    } else {
      add(1);
    }
    if (groups.reduce((sum, size) => sum + size, 0) > MAX_REGEX_SIZE)
      return refuse(`an expanded size over ${MAX_REGEX_SIZE}`);
  }
  return { ok: true, size: groups.reduce((sum, size) => sum + size, 0) };
}

/** The elements of a `{a,"b,c"}` array literal, as PostgreSQL reads them for `match(any)`. */
export function arrayLiteralElements(literal: string): string[] {
  const inner = literal.trim().replace(/^\{/, '').replace(/\}$/, '');
  const elements: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < inner.length; i++) {
    const char = inner[i]!;
    if (char === '\\') current += inner[++i] ?? '';
    else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      elements.push(current);
      current = '';
    } else current += char;
  }
  elements.push(current);
  return elements;
}

/** PGRST127 for a pattern the stand-in will not run; null when it may. */
export function costlyRegexError(value: string, quantified: boolean): PgrstError | null {
  for (const pattern of quantified ? arrayLiteralElements(value) : [value]) {
    const verdict = regexCost(pattern);
    if (!verdict.ok) {
      return notImplemented(
        `A match/imatch pattern with ${verdict.reason}, which PGlite could not stop in time`,
      );
    }
  }
  return null;
}
