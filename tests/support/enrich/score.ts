// Precision and recall per field (e-mails, each network, WhatsApp) against the corpus
// labels, overall and on the shared-platform subset, and the peers' approach for comparison
// (gosom/google-maps-scraper, Apify's contact scrapers: the home page only, mailto: links
// and a regex over the raw HTML for e-mails, the first link to each network's host).
import { PROFILE_LABELS, type Label, type ProfileLabel } from './corpus.ts';
import type { SiteTable } from './site-server.ts';

export type Prediction = { url: string; emails: string[] | null } & Partial<
  Record<ProfileLabel, string | null>
>;

export const FIELDS = ['emails', ...PROFILE_LABELS] as const;
export type Field = (typeof FIELDS)[number];

export interface FieldScore {
  truePositives: number;
  predicted: number;
  expected: number;
  precision: number;
  recall: number;
}

export interface Score {
  fields: Record<Field, FieldScore>;
  /** Per site: what was missed and what was wrong. */
  errors: string[];
}

function ratio(part: number, whole: number): number {
  return whole === 0 ? 1 : part / whole;
}

/**
 * Two spellings of one value compare equal: case, scheme, www./m., a trailing slash and
 * twitter.com for x.com do not matter; WhatsApp numbers compare by their digits.
 */
export function comparable(field: Field, value: string): string {
  const lower = value.trim().toLowerCase();
  if (field === 'emails') return lower;
  if (field === 'whatsapp') return lower.replace(/\D/g, '');
  // One Facebook page known by its number, whichever form names it.
  const facebookId =
    field === 'facebook' &&
    /facebook\.com\/(?:profile\.php\?id=|people\/[^/]+\/|pages\/(?:[^/]+\/)+|p\/[^/]*-)?(\d{5,20})\/?$/.exec(
      lower,
    )?.[1];
  if (facebookId) return `facebook:${facebookId}`;
  if (field === 'instagram') {
    return lower
      .replace(/^(?:https?:\/\/)?(?:www\.)?(?:instagram\.com|instagr\.am)\//, '')
      .replace(/^@/, '')
      .replace(/[/?#].*$/, '');
  }
  return lower
    .replace(/^https?:\/\//, '')
    .replace(/^(?:www|m|mobile)\./, '')
    .replace(/^twitter\.com\//, 'x.com/')
    .replace(/\/+$/, '');
}

function valuesOf(field: Field, source: Prediction | Label): string[] {
  if (field === 'emails') return source.emails ?? [];
  const value = source[field];
  return value ? [value] : [];
}

export function score(labels: Label[], predictions: Prediction[]): Score {
  const byUrl = new Map(predictions.map((prediction) => [prediction.url, prediction]));
  const counts = Object.fromEntries(
    FIELDS.map((field) => [field, { truePositives: 0, predicted: 0, expected: 0 }]),
  ) as Record<Field, Omit<FieldScore, 'precision' | 'recall'>>;
  const errors: string[] = [];
  for (const label of labels) {
    const prediction = byUrl.get(label.url) ?? { url: label.url, emails: [] };
    for (const field of FIELDS) {
      const want = new Map(valuesOf(field, label).map((v) => [comparable(field, v), v]));
      const got = new Map(valuesOf(field, prediction).map((v) => [comparable(field, v), v]));
      const c = counts[field];
      c.expected += want.size;
      c.predicted += got.size;
      for (const [key, value] of got) {
        if (want.has(key)) c.truePositives += 1;
        else errors.push(`${label.url}: wrong ${field} ${value}`);
      }
      for (const [key, value] of want)
        if (!got.has(key)) errors.push(`${label.url}: missed ${field} ${value}`);
    }
  }
  const fields = Object.fromEntries(
    FIELDS.map((field) => {
      const c = counts[field];
      return [
        field,
        {
          ...c,
          precision: ratio(c.truePositives, c.predicted),
          recall: ratio(c.truePositives, c.expected),
        },
      ];
    }),
  ) as Record<Field, FieldScore>;
  return { fields, errors };
}

const MAILTO = /mailto:([^"'?>\s]+)/gi;
const RAW_EMAIL = /[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}/g;
const FIRST_LINK: Record<ProfileLabel, RegExp> = {
  instagram: /https?:\/\/(?:www\.)?instagram\.com\/([A-Za-z0-9._]+)/,
  facebook: /https?:\/\/(?:www\.)?facebook\.com\/[^"'\s<>?]+/,
  linkedin: /https?:\/\/(?:[a-z]{2,3}\.)?linkedin\.com\/[^"'\s<>?]+/,
  tiktok: /https?:\/\/(?:www\.)?tiktok\.com\/@[^"'\s<>?/]+/,
  x: /https?:\/\/(?:www\.)?(?:twitter|x)\.com\/[^"'\s<>?/]+/,
  youtube: /https?:\/\/(?:www\.)?youtube\.com\/[^"'\s<>?]+/,
  whatsapp: /https?:\/\/wa\.me\/(\d+)/,
};

/** The peers' extractor, given each site's start page as served (after the corpus's redirects). */
export function baselinePredictions(labels: Label[], sites: SiteTable): Prediction[] {
  return labels.map((label) => {
    let url = new URL(label.url);
    let page = sites[url.host]?.[url.pathname];
    for (let hop = 0; page?.headers?.location && hop < 3; hop += 1) {
      url = new URL(page.headers.location, url);
      page = sites[url.host]?.[url.pathname];
    }
    const html = page?.body ? new TextDecoder('latin1').decode(page.body as Uint8Array) : '';
    const emails = new Set<string>();
    for (const match of html.matchAll(MAILTO))
      emails.add(decodeURIComponent(match[1]!).toLowerCase());
    for (const match of html.matchAll(RAW_EMAIL)) emails.add(match[0].toLowerCase());
    const prediction: Prediction = { url: label.url, emails: [...emails] };
    for (const field of PROFILE_LABELS) {
      const match = FIRST_LINK[field].exec(html);
      prediction[field] = !match
        ? null
        : field === 'instagram'
          ? match[1]!
          : field === 'whatsapp'
            ? `+${match[1]}`
            : match[0];
    }
    return prediction;
  });
}

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
const precisionOf = (s: FieldScore) => (s.predicted === 0 ? 'n/a' : pct(s.precision));

export function formatReport(
  title: string,
  rows: { name: string; score: Score }[],
  errorsOf?: Score,
): string {
  const lines = [title];
  for (const field of FIELDS) {
    for (const { name, score: s } of rows) {
      const f = s.fields[field];
      lines.push(
        `${field.padEnd(10)} ${name.padEnd(34)} P ${precisionOf(f).padStart(6)}  R ${pct(f.recall).padStart(6)}   ${f.truePositives}/${f.predicted} found correct, ${f.truePositives}/${f.expected} expected found`,
      );
    }
  }
  if (errorsOf && errorsOf.errors.length > 0) {
    lines.push('errors:', ...errorsOf.errors.map((line) => `  ${line}`));
  }
  return lines.join('\n');
}
