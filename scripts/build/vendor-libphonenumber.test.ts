import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as npm from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import denoConfig from '../../supabase/functions/deno.json' with { type: 'json' };
import {
  buildVendored,
  importedValues,
  SPECIFIER,
  VENDOR_COMMAND,
  VENDOR_DIR,
} from './vendor-libphonenumber.ts';

const readVendored = (name: string) =>
  readFile(path.join(VENDOR_DIR, name), 'utf8').catch(() => '(missing)');

describe('the edge functions’ vendored libphonenumber-js', () => {
  it('is what the installed package and the functions’ imports build today', async () => {
    const built = await buildVendored();
    const stale: string[] = [];
    for (const [name, content] of Object.entries(built)) {
      if ((await readVendored(name)) !== content) stale.push(name);
    }
    // A package upgrade, a new import in supabase/functions or an esbuild upgrade.
    expect(stale, `supabase/functions/_shared/vendor is stale: run \`${VENDOR_COMMAND}\``).toEqual(
      [],
    );
  });

  it('is what Deno loads for libphonenumber-js/max, and nothing from npm', () => {
    const imports: Record<string, string> = denoConfig.imports;
    expect(imports[SPECIFIER]).toBe('./_shared/vendor/libphonenumber-max.js');
    expect(Object.values(imports).filter((target) => target.includes('libphonenumber'))).toEqual([
      './_shared/vendor/libphonenumber-max.js',
    ]);
  });

  it('types phones as the npm package does', async () => {
    const vendored = (await import(
      pathToFileURL(path.join(VENDOR_DIR, 'libphonenumber-max.js')).href
    )) as typeof npm;
    expect(vendored.getCountries()).toEqual(npm.getCountries());
    const cases: [string, npm.CountryCode | undefined][] = [
      ['444 1 444', 'TR'],
      ['0532 123 45 67', 'TR'],
      ['+49 151 23456789', undefined],
      ['0800 123 4567', 'GB'],
      ['0532 123', 'TR'],
    ];
    for (const [text, country] of cases) {
      const [mine, theirs] = [vendored, npm].map((lib) => {
        const parsed = lib.parsePhoneNumberFromString(text, country);
        return parsed && { number: parsed.number, valid: parsed.isValid(), type: parsed.getType() };
      });
      expect(mine).toEqual(theirs);
    }
  });
});

describe('importedValues', () => {
  it('reads the values, not the types, of named imports', () => {
    const source = `import {\n  getCountries,\n  parsePhoneNumberFromString as parse,\n  type CountryCode,\n} from 'libphonenumber-js/max';\nimport type { PhoneNumber } from "libphonenumber-js/max";`;
    expect(importedValues(source)).toEqual(['getCountries', 'parsePhoneNumberFromString']);
  });

  it('refuses imports it cannot cut the package to', () => {
    expect(() => importedValues(`import * as lib from 'libphonenumber-js/max';`, 'a.ts')).toThrow(
      /a\.ts: only `import/,
    );
    expect(() => importedValues(`const lib = await import('libphonenumber-js/max');`)).toThrow();
  });
});
