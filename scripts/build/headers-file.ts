/**
 * `dist/_headers`: response headers per path, in the format Netlify and Cloudflare Pages
 * read from the published directory (a path pattern on its own line, then its headers
 * indented below it; `*` matches any rest of the path). The preview server, the benchmarks'
 * static host and the browser journeys apply the same file, so what is tested is what a
 * host serves.
 */

export interface HeaderRule {
  pattern: string;
  headers: [name: string, value: string][];
}

export const HEADERS_FILE = '_headers';

export function formatHeadersFile(rules: readonly HeaderRule[], comment: string): string {
  const lines = comment.split('\n').map((line) => `# ${line}`.trimEnd());
  for (const rule of rules) {
    lines.push(rule.pattern);
    for (const [name, value] of rule.headers) lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join('\n')}\n`;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 0) throw new Error(`_headers: a header line outside a path: "${line}"`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

function matches(pattern: string, pathname: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(pathname);
}

/** Every header of every rule whose pattern matches `pathname`, later rules winning. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!matches(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) headers.set(name, value);
  }
  return headers;
}
