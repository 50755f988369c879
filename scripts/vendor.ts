// `npm run vendor`: rewrites the edge functions' vendored libphonenumber-js
// (scripts/build/vendor-libphonenumber.ts says why) from the installed package.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildVendored, VENDOR_DIR } from './build/vendor-libphonenumber.ts';

const files = await buildVendored();
await rm(VENDOR_DIR, { recursive: true, force: true });
for (const [name, content] of Object.entries(files)) {
  const file = path.join(VENDOR_DIR, name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  console.log(`${path.relative(process.cwd(), file)}: ${(content.length / 1024).toFixed(1)} KB`);
}
