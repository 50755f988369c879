// The extraction-quality corpus (tests/fixtures/enrich-corpus): small-business websites
// written for the tests, several pages each, in Turkish, English, German, French, Spanish,
// Italian and Dutch, with obfuscated addresses, decoys (agency credits, trackers, image
// names, placeholders, post links) and sites with nothing to find. labels.json says what a
// person reading each site would write down: its contact e-mails and Instagram handle.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteTable } from './site-server.ts';

export const CORPUS_DIR = fileURLToPath(new URL('../fixtures/enrich-corpus/', import.meta.url));

export interface Label {
  url: string;
  emails: string[];
  instagram: string | null;
  notes: string;
}

interface Manifest {
  host: string;
  pages: Record<string, { file?: string; contentType?: string; redirect?: string }>;
}

export function loadLabels(): Label[] {
  return JSON.parse(readFileSync(path.join(CORPUS_DIR, 'labels.json'), 'utf8')) as Label[];
}

/** Every site's pages as the stand-in server serves them (bytes as stored: charsets kept). */
export function loadCorpusSites(): SiteTable {
  const manifests = JSON.parse(
    readFileSync(path.join(CORPUS_DIR, 'sites.json'), 'utf8'),
  ) as Manifest[];
  const table: SiteTable = {};
  for (const { host, pages } of manifests) {
    table[host] = {};
    for (const [pagePath, spec] of Object.entries(pages)) {
      table[host][pagePath] = spec.redirect
        ? { status: 301, headers: { location: spec.redirect }, body: '' }
        : {
            headers: { 'content-type': spec.contentType ?? 'text/html' },
            body: readFileSync(path.join(CORPUS_DIR, 'sites', host, spec.file!)),
          };
    }
  }
  return table;
}
