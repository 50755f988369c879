// Hooks have one home per kind (architecture section 3): a `hooks/` folder of what they
// serve (src/hooks, components/results/hooks, a feature's hooks), or, for a context's
// accessor or a query several features share, a folder of lib/ beside that provider or
// query. A hook file loose anywhere else is a second home.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));
const HOOK_FILE = /^use-[a-z0-9-]+\.tsx?$/;

function hookFiles(dir = ''): string[] {
  return readdirSync(path.join(SRC, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return hookFiles(relative);
    return HOOK_FILE.test(entry.name) ? [relative] : [];
  });
}

const inHooksFolder = (file: string) => path.posix.dirname(file).split('/').at(-1) === 'hooks';
const besideItsProviderInLib = (file: string) => /^lib\/[^/]+\/[^/]+$/.test(file);

describe('hook homes', () => {
  it('finds the hooks it checks', () => {
    expect(hookFiles()).toContain('hooks/use-timed-message.ts');
  });

  it('every hook lives in a hooks/ folder or beside its provider or query in lib/', () => {
    const astray = hookFiles().filter(
      (file) => !inHooksFolder(file) && !besideItsProviderInLib(file),
    );
    expect(astray).toEqual([]);
  });
});
