// Strings that a page's scripts put together at run time, without running them: addresses
// hidden from harvesters by concatenation ('info' + '@' + domain), String.fromCharCode,
// reversed strings, atob and document.write. A small tokenizer folds the literal parts of
// each expression; anything it cannot know (a function's result, a DOM value) ends it.

type Token =
  | { kind: 'str'; value: string }
  | { kind: 'num'; value: number }
  | { kind: 'id'; value: string }
  | { kind: 'op'; value: string };

const MAX_TOKENS = 20_000;

function unescapeJs(body: string): string {
  if (!body.includes('\\')) return body;
  return body.replace(
    /\\(x[0-9a-f]{2}|u[0-9a-f]{4}|u\{[0-9a-f]+\}|.)/gi,
    (_whole, code: string) => {
      const head = code[0]!.toLowerCase();
      if (head === 'x' && code.length === 3)
        return String.fromCharCode(parseInt(code.slice(1), 16));
      if (head === 'u' && code.length > 1) {
        return String.fromCodePoint(parseInt(code.replace(/^u\{?|\}$/gi, ''), 16));
      }
      return code === 'n' ? '\n' : code === 't' ? '\t' : code;
    },
  );
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const pattern =
    /(['"`])((?:\\[\s\S]|(?!\1)[^\\\n])*)\1|(0x[0-9a-f]+|\d+(?:\.\d+)?)|([A-Za-z_$][\w$]*)|(\/\/[^\n]*|\/\*[\s\S]*?\*\/)|(\+=|[+=;,()[\].:{}])|\s+|./gi;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    if (tokens.length >= MAX_TOKENS) break;
    if (match[1] !== undefined) {
      // A template literal with ${…} is not a constant: it ends the expression.
      if (match[1] === '`' && match[2]!.includes('${')) tokens.push({ kind: 'op', value: '?' });
      else tokens.push({ kind: 'str', value: unescapeJs(match[2]!) });
    } else if (match[3] !== undefined) tokens.push({ kind: 'num', value: Number(match[3]) });
    else if (match[4] !== undefined) tokens.push({ kind: 'id', value: match[4] });
    else if (match[6] !== undefined) tokens.push({ kind: 'op', value: match[6] });
    else if (match[5] === undefined && match[0].trim() !== '')
      tokens.push({ kind: 'op', value: match[0] });
  }
  return tokens;
}

function isOp(token: Token | undefined, value: string): boolean {
  return token?.kind === 'op' && token.value === value;
}

function isId(token: Token | undefined, value: string): boolean {
  return token?.kind === 'id' && token.value === value;
}

type Value = string | string[] | number[];

function base64(text: string): string | null {
  try {
    return typeof atob === 'function' ? atob(text) : null;
  } catch {
    return null;
  }
}

/**
 * Every string the script's literal expressions produce that may hold a contact. `host`
 * stands for location.hostname / document.domain ('info@' + location.hostname).
 */
export function assembledStrings(
  source: string,
  host = '',
  dataAttributes: ReadonlyMap<string, string> = new Map(),
): string[] {
  const tokens = tokenize(source);
  const vars = new Map<string, Value>();
  const out: string[] = [];

  // One operand at `i`: a literal, a known variable, or a decoding call; with method calls
  // (.split('').reverse().join(''), .join('@'), .replace) folded in. Returns the value and
  // the index after it, or null.
  const operand = (i: number): { value: Value; next: number; assembled: boolean } | null => {
    let value: Value | null = null;
    let next = i + 1;
    let assembled = false;
    const token = tokens[i];
    if (!token) return null;
    if (token.kind === 'str') value = token.value;
    else if (token.kind === 'num') value = String(token.value);
    else if (
      isId(token, 'String') &&
      isOp(tokens[i + 1], '.') &&
      isId(tokens[i + 2], 'fromCharCode') &&
      isOp(tokens[i + 3], '(')
    ) {
      const codes: number[] = [];
      let j = i + 4;
      for (; tokens[j] && !isOp(tokens[j], ')'); j += 1) {
        const t = tokens[j]!;
        if (t.kind === 'num') codes.push(t.value);
        else if (t.kind === 'id' && Array.isArray(vars.get(t.value))) {
          const known = vars.get(t.value) as unknown[];
          if (known.every((n) => typeof n === 'number')) codes.push(...(known as number[]));
        } else if (!isOp(t, ',')) return null;
      }
      value = safeFromCharCode(codes);
      next = j + 1;
      assembled = true;
    } else if (
      (isId(token, 'atob') || isId(token, 'decodeURIComponent') || isId(token, 'unescape')) &&
      isOp(tokens[i + 1], '(') &&
      tokens[i + 2]?.kind === 'str'
    ) {
      const arg = (tokens[i + 2] as { value: string }).value;
      value = isId(token, 'atob') ? base64(arg) : percentDecoded(arg);
      next = i + 4;
      assembled = true;
    } else if (isOp(token, '[')) {
      const items: string[] = [];
      const numbers: number[] = [];
      let j = i + 1;
      for (; tokens[j] && !isOp(tokens[j], ']'); j += 1) {
        const t = tokens[j]!;
        if (t.kind === 'str') items.push(t.value);
        else if (t.kind === 'num') numbers.push(t.value);
        else if (!isOp(t, ',')) return null;
      }
      value = numbers.length > 0 && items.length === 0 ? numbers : items;
      next = j + 1;
    } else if (
      token.kind === 'id' &&
      isOp(tokens[i + 1], '.') &&
      isId(tokens[i + 2], 'getAttribute') &&
      isOp(tokens[i + 3], '(') &&
      tokens[i + 4]?.kind === 'str' &&
      isOp(tokens[i + 5], ')')
    ) {
      // el.getAttribute("data-u"): the page's value of that attribute, when it has one.
      const known = dataAttributes.get((tokens[i + 4] as { value: string }).value.toLowerCase());
      if (known === undefined) return null;
      value = known;
      next = i + 6;
      assembled = true;
    } else if (token.kind === 'id' && vars.has(token.value)) {
      value = vars.get(token.value)!;
      assembled = true;
    } else if (host && token.kind === 'id') {
      // location.hostname, window.location.host, document.domain: the page's own host.
      const path: string[] = [];
      for (let j = i; tokens[j]?.kind === 'id' && path.length < 3; j += 2) {
        path.push(tokens[j]!.value as string);
        if (
          /^(?:(?:window\.)?location\.(?:hostname|host)|(?:window\.)?document\.domain)$/.test(
            path.join('.'),
          )
        ) {
          value = host;
          next = j + 1;
          assembled = true;
          break;
        }
        if (!isOp(tokens[j + 1], '.')) break;
      }
    }
    if (value === null) return null;
    // An array's item (parts[1] + '@' + parts[0]), then method calls on the value.
    while (
      Array.isArray(value) &&
      isOp(tokens[next], '[') &&
      tokens[next + 1]?.kind === 'num' &&
      isOp(tokens[next + 2], ']')
    ) {
      const item: unknown = value[(tokens[next + 1] as { value: number }).value];
      if (item === undefined) return null;
      value = String(item);
      assembled = true;
      next += 3;
    }
    while (isOp(tokens[next], '.') && tokens[next + 1]?.kind === 'id') {
      const method = tokens[next + 1]!.value as string;
      const args: string[] = [];
      let j = next + 2;
      if (!isOp(tokens[j], '(')) break;
      for (j += 1; tokens[j] && !isOp(tokens[j], ')'); j += 1) {
        const t = tokens[j]!;
        if (t.kind === 'str') args.push(t.value);
        else if (!isOp(t, ',')) return { value, next, assembled };
      }
      if (method === 'split' && typeof value === 'string') value = value.split(args[0] ?? '');
      else if (method === 'reverse' && Array.isArray(value)) value = [...value].reverse() as Value;
      else if (method === 'join' && Array.isArray(value)) value = value.join(args[0] ?? ',');
      else if (method === 'replace' && typeof value === 'string' && args.length === 2)
        value = value.split(args[0]!).join(args[1]!);
      else if (method === 'toLowerCase' && typeof value === 'string') value = value.toLowerCase();
      else break;
      assembled = true;
      next = j + 1;
    }
    return { value, next, assembled };
  };

  for (let i = 0; i < tokens.length;) {
    const first = operand(i);
    if (!first) {
      i += 1;
      continue;
    }
    let value = first.value;
    let parts = 1;
    let assembled = first.assembled;
    let next = first.next;
    while (isOp(tokens[next], '+')) {
      const more = operand(next + 1);
      if (!more) break;
      value = `${String(value)}${String(more.value)}`;
      parts += 1;
      assembled ||= more.assembled;
      next = more.next;
    }
    // `name = …` and `name += …` remember the value for later expressions.
    const target = tokens[i - 2];
    if (target?.kind === 'id' && (isOp(tokens[i - 1], '=') || isOp(tokens[i - 1], '+='))) {
      const known = vars.get(target.value);
      vars.set(
        target.value,
        isOp(tokens[i - 1], '+=') && typeof known === 'string' ? known + String(value) : value,
      );
    }
    if (typeof value === 'string' && (parts > 1 || assembled)) out.push(value);
    else if (Array.isArray(value) && value.length > 0 && typeof value[0] === 'number') {
      // Character codes in an array that a loop turns into text.
      const text = safeFromCharCode(value as number[]);
      if (text) out.push(text);
    }
    i = next;
  }
  // A literal handed to document.write or innerHTML is what the page shows.
  tokens.forEach((token, index) => {
    if (token.kind !== 'str') return;
    const before = tokens[index - 2];
    if (
      (isOp(tokens[index - 1], '(') && (isId(before, 'write') || isId(before, 'writeln'))) ||
      (isOp(tokens[index - 1], '=') && (isId(before, 'innerHTML') || isId(before, 'href')))
    ) {
      out.push(token.value);
    } else if (/mailto:/i.test(token.value)) out.push(token.value);
  });
  return out;
}

function percentDecoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function safeFromCharCode(codes: number[]): string {
  if (codes.length === 0 || codes.length > 512) return '';
  if (codes.some((code) => !Number.isInteger(code) || code < 9 || code > 0xffff)) return '';
  return String.fromCharCode(...codes);
}
