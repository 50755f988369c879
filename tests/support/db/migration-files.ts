import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface MigrationFile {
  name: string;
  sql: string;
}

/** What a migration file defines or touches, by kind and normalised name. */
export interface Definitions {
  functions: string[];
  /** Functions named by grant, revoke or comment statements. */
  functionMentions: string[];
  triggers: string[];
  policies: string[];
  drops: string[];
}

const TESTS_DIR = fileURLToPath(new URL('../../../supabase/tests/', import.meta.url));
const SUPERSEDED_SQL = path.join(TESTS_DIR, '016_superseded_functions.test.sql');

export function readMigrationFiles(dir: string): MigrationFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(dir, name), 'utf8') }));
}

/** `private.Foo`, `"foo"`, `foo` -> `private.foo`, `public.foo`, `public.foo`. */
function qualified(name: string, schema = 'public'): string {
  const parts = name.replaceAll('"', '').toLowerCase().split('.');
  return parts.length === 2 ? parts.join('.') : `${schema}.${parts[0]}`;
}

function matches(sql: string, pattern: RegExp): RegExpExecArray[] {
  return [...sql.matchAll(pattern)];
}

const NAME = String.raw`((?:"?\w+"?\.)?"?\w+"?)`;

export function definitionsOf(sql: string): Definitions {
  // Line comments only: the files' prose mentions functions ("see consume_search_for").
  const code = sql.replace(/--[^\n]*/g, '');
  return {
    functions: matches(
      code,
      new RegExp(String.raw`\bcreate\s+(?:or\s+replace\s+)?function\s+${NAME}\s*\(`, 'gi'),
    ).map((m) => qualified(m[1]!)),
    functionMentions: matches(
      code,
      new RegExp(
        String.raw`\b(?:grant|revoke|comment)\b[^;]*?\bon\s+function\s+${NAME}\s*\(`,
        'gi',
      ),
    ).map((m) => qualified(m[1]!)),
    triggers: matches(
      code,
      new RegExp(
        String.raw`\bcreate\s+(?:or\s+replace\s+)?trigger\s+(\w+)[^;]*?\bon\s+${NAME}`,
        'gi',
      ),
    ).map((m) => `${qualified(m[2]!)}: ${m[1]!.toLowerCase()}`),
    policies: matches(
      code,
      new RegExp(String.raw`\bcreate\s+policy\s+"([^"]+)"\s+on\s+${NAME}`, 'gi'),
    ).map((m) => `${qualified(m[2]!)}: ${m[1]!}`),
    drops: matches(code, /\bdrop\s+(function|policy|trigger)\b[^;]*/gi).map((m) =>
      m[0].replace(/\s+/g, ' '),
    ),
  };
}

/** name -> the files that define it, for every name defined in more than one file. */
export function definedMoreThanOnce(
  files: MigrationFile[],
  kind: 'functions' | 'triggers' | 'policies',
): Record<string, string[]> {
  const homes = new Map<string, Set<string>>();
  for (const file of files) {
    for (const name of definitionsOf(file.sql)[kind]) {
      homes.set(name, (homes.get(name) ?? new Set()).add(file.name));
    }
  }
  return Object.fromEntries(
    [...homes].filter(([, where]) => where.size > 1).map(([name, where]) => [name, [...where]]),
  );
}

/**
 * The superseded function names, read from the pgTAP check that asserts they
 * are gone (between its `superseded-functions: begin` and `: end` markers), so
 * the list exists once.
 */
export function supersededFunctionNames(): string[] {
  const sql = readFileSync(SUPERSEDED_SQL, 'utf8');
  const list = /superseded-functions: begin([\s\S]*?)superseded-functions: end/.exec(sql)?.[1];
  if (!list) throw new Error(`No superseded-functions list in ${SUPERSEDED_SQL}`);
  return matches(list.replace(/--[^\n]*/g, ''), /\('(\w+)'\)/g).map((m) => m[1]!);
}
