// What ships holds only what runs (architecture section 3): the edge functions reach
// neither the local stack nor a test folder, the local stack (which `npm run dev` runs)
// reaches no test folder, the app's own code reaches no test kit, and the kits have one
// home, tests/support/. Every import, re-export, dynamic import and `new URL(...,
// import.meta.url)` is resolved to a path in the repository and checked.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bnew URL\(\s*)(['"])([^'"\n]+)\1/g;
const TEST_FILE = /\.test\.(ts|tsx)$/;
const KIT_FOLDERS = new Set(['testing', 'support', 'fixtures', 'test-fixtures']);

function walk(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.name === 'node_modules') return [];
    return entry.isDirectory() ? [`${relative}/`, ...walk(relative)] : [relative];
  });
}

/** Each import of a source file under `dir`, as a repository path (or the bare specifier). */
function importsUnder(dir: string): { file: string; target: string }[] {
  return walk(dir)
    .filter((file) => SOURCE.test(file))
    .flatMap((file) =>
      [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(SPECIFIER)].map(
        ([, , specifier = '']) => ({
          file,
          target: specifier.startsWith('.')
            ? path.posix.join(path.posix.dirname(file), specifier)
            : specifier,
        }),
      ),
    );
}

const reaching = (edges: { file: string; target: string }[], prefixes: string[]) =>
  edges
    .filter(({ target }) => prefixes.some((prefix) => `${target}/`.startsWith(prefix)))
    .map(({ file, target }) => `${file} -> ${target}`);

describe('the shipped trees', () => {
  it('the edge functions import neither the local stack nor a test folder', () => {
    expect(
      reaching(importsUnder('supabase/functions'), [
        'supabase/local/',
        'supabase/tests/',
        'tests/',
      ]),
    ).toEqual([]);
  });

  it('the local stack imports no test folder', () => {
    expect(reaching(importsUnder('supabase/local'), ['supabase/tests/', 'tests/'])).toEqual([]);
  });

  it("the app's own code imports no test kit", () => {
    const shipped = importsUnder('src').filter(({ file }) => !TEST_FILE.test(file));
    expect(reaching(shipped, ['tests/', '@test-support/'])).toEqual([]);
  });

  it('test kits and fixtures have one home, tests/support/', () => {
    const kitFolders = ['src', 'supabase', 'tests', 'scripts']
      .flatMap(walk)
      .filter((entry) => entry.endsWith('/') && KIT_FOLDERS.has(path.posix.basename(entry)))
      .filter((entry) => !entry.startsWith('tests/support/'));
    expect(kitFolders).toEqual([]);
  });
});
