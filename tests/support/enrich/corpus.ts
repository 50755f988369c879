// The extraction-quality corpora (tests/support/fixtures/enrich-corpus and, when another engineer
// has written it, the held-back tests/support/fixtures/enrich-corpus-holdout): small-business
// websites, several pages each, some of them on hosts shared by many businesses (booking
// and delivery platforms, link-in-bio pages, free builders). labels.json says what a
// person reading each site writes down: its contact e-mails, one profile per network and
// its WhatsApp number. The format is described in tests/support/fixtures/enrich-corpus/README.md.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteTable } from './site-server.ts';

export const CORPUS_DIR = fileURLToPath(new URL('../fixtures/enrich-corpus/', import.meta.url));
export const HOLDOUT_DIR = fileURLToPath(
  new URL('../fixtures/enrich-corpus-holdout/', import.meta.url),
);
export const BLIND_2_DIR = fileURLToPath(
  new URL('../fixtures/enrich-corpus-blind-2/', import.meta.url),
);
export const BLIND_3_DIR = fileURLToPath(
  new URL('../fixtures/enrich-corpus-blind-3/', import.meta.url),
);
export const BLIND_4_DIR = fileURLToPath(
  new URL('../fixtures/enrich-corpus-blind-4/', import.meta.url),
);
export const BLIND_5_DIR = fileURLToPath(
  new URL('../fixtures/enrich-corpus-blind-5/', import.meta.url),
);
export const BLIND_6_DIR = fileURLToPath(
  new URL('../fixtures/enrich-corpus-blind-6/', import.meta.url),
);
export const BLIND_7_DIR = fileURLToPath(
  new URL('../fixtures/enrich-corpus-blind-7/', import.meta.url),
);
export const BLIND_8_DIR = fileURLToPath(
  new URL('../fixtures/enrich-corpus-blind-8/', import.meta.url),
);
export const BLIND_9_DIR = fileURLToPath(
  new URL('../fixtures/enrich-corpus-blind-9/', import.meta.url),
);
export const BLIND_10_DIR = fileURLToPath(
  new URL('../fixtures/enrich-corpus-blind-10/', import.meta.url),
);
export const BLIND_11_DIR = fileURLToPath(
  new URL('../fixtures/enrich-corpus-blind-11/', import.meta.url),
);
export const BLIND_12_DIR = fileURLToPath(
  new URL('../fixtures/enrich-corpus-blind-12/', import.meta.url),
);
export const BLIND_13_DIR = fileURLToPath(
  new URL('../fixtures/enrich-corpus-blind-13/', import.meta.url),
);
export const BLIND_14_DIR = fileURLToPath(
  new URL('../fixtures/enrich-corpus-blind-14/', import.meta.url),
);
export const BLIND_15_DIR = fileURLToPath(
  new URL('../fixtures/enrich-corpus-blind-15/', import.meta.url),
);
export const BLIND_16_DIR = fileURLToPath(
  new URL('../fixtures/enrich-corpus-blind-16/', import.meta.url),
);
export const BLIND_17_DIR = fileURLToPath(
  new URL('../fixtures/enrich-corpus-blind-17/', import.meta.url),
);
export const BLIND_18_DIR = fileURLToPath(
  new URL('../fixtures/enrich-corpus-blind-18/', import.meta.url),
);

export const PROFILE_LABELS = [
  'instagram',
  'facebook',
  'linkedin',
  'tiktok',
  'x',
  'youtube',
  'whatsapp',
] as const;
export type ProfileLabel = (typeof PROFILE_LABELS)[number];

export type Label = {
  url: string;
  emails: string[];
  /** On a host shared by several businesses (a platform): reported as its own subset. */
  shared: boolean;
  notes: string;
} & Record<ProfileLabel, string | null>;

interface PageSpec {
  file?: string;
  contentType?: string;
  redirect?: string;
  status?: number;
}

interface Manifest {
  host: string;
  /** Folder under sites/ holding the files; several entries may share one host. */
  dir?: string;
  pages: Record<string, PageSpec>;
}

export function hasCorpus(dir: string): boolean {
  return existsSync(path.join(dir, 'labels.json')) && existsSync(path.join(dir, 'sites.json'));
}

export function loadLabels(dir: string = CORPUS_DIR): Label[] {
  const raw = JSON.parse(readFileSync(path.join(dir, 'labels.json'), 'utf8')) as Partial<Label>[];
  return raw.map((label) => {
    if (!label.url) throw new Error(`${dir}labels.json: an entry without "url"`);
    const full = {
      url: label.url,
      emails: (label.emails ?? []).map((email) => email.toLowerCase()),
      shared: label.shared ?? false,
      notes: label.notes ?? '',
    } as Label;
    for (const field of PROFILE_LABELS) full[field] = label[field] ?? null;
    return full;
  });
}

/** Every site's pages as the stand-in server serves them (bytes as stored: charsets kept). */
export function loadCorpusSites(dir: string = CORPUS_DIR): SiteTable {
  const manifests = JSON.parse(readFileSync(path.join(dir, 'sites.json'), 'utf8')) as Manifest[];
  const table: SiteTable = {};
  for (const { host, dir: folder, pages } of manifests) {
    table[host] ??= {};
    for (const [pagePath, spec] of Object.entries(pages)) {
      if (table[host][pagePath]) throw new Error(`${host}${pagePath} is defined twice`);
      table[host][pagePath] = spec.redirect
        ? { status: spec.status ?? 301, headers: { location: spec.redirect }, body: '' }
        : {
            status: spec.status ?? 200,
            headers: { 'content-type': spec.contentType ?? 'text/html; charset=utf-8' },
            body: readFileSync(path.join(dir, 'sites', folder ?? host, spec.file!)),
          };
    }
  }
  return table;
}
