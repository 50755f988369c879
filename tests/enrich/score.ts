// Precision and recall of e-mails and Instagram handles against the corpus labels, and the
// open-source peers' approach for comparison (gosom/google-maps-scraper: the home page
// only, mailto: links, then a regex over the raw HTML; no Instagram at all).
import type { Label } from './corpus.ts';
import type { SiteTable } from './site-server.ts';

export interface Prediction {
  url: string;
  emails: string[];
  instagram: string | null;
}

export interface FieldScore {
  truePositives: number;
  predicted: number;
  expected: number;
  precision: number;
  recall: number;
}

export interface Score {
  emails: FieldScore;
  instagram: FieldScore;
  /** Per site: what was missed and what was wrong. */
  errors: string[];
}

function ratio(part: number, whole: number): number {
  return whole === 0 ? 1 : part / whole;
}

export function score(labels: Label[], predictions: Prediction[]): Score {
  const byUrl = new Map(predictions.map((prediction) => [prediction.url, prediction]));
  const e = { truePositives: 0, predicted: 0, expected: 0 };
  const ig = { truePositives: 0, predicted: 0, expected: 0 };
  const errors: string[] = [];
  for (const label of labels) {
    const prediction = byUrl.get(label.url) ?? { url: label.url, emails: [], instagram: null };
    const got = new Set(prediction.emails.map((email) => email.toLowerCase()));
    const want = new Set(label.emails);
    e.expected += want.size;
    e.predicted += got.size;
    for (const email of got) {
      if (want.has(email)) e.truePositives += 1;
      else errors.push(`${label.url}: wrong e-mail ${email}`);
    }
    for (const email of want)
      if (!got.has(email)) errors.push(`${label.url}: missed e-mail ${email}`);
    if (label.instagram) ig.expected += 1;
    if (prediction.instagram) {
      ig.predicted += 1;
      if (prediction.instagram === label.instagram) ig.truePositives += 1;
      else errors.push(`${label.url}: wrong Instagram ${prediction.instagram}`);
    }
    if (label.instagram && prediction.instagram !== label.instagram && !prediction.instagram) {
      errors.push(`${label.url}: missed Instagram ${label.instagram}`);
    }
  }
  const finish = (s: typeof e): FieldScore => ({
    ...s,
    precision: ratio(s.truePositives, s.predicted),
    recall: ratio(s.truePositives, s.expected),
  });
  return { emails: finish(e), instagram: finish(ig), errors };
}

const MAILTO = /mailto:([^"'?>\s]+)/gi;
const RAW_EMAIL = /[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}/g;

/** The peers' extractor, given each site's home page as served (after the corpus's redirects). */
export function baselinePredictions(labels: Label[], sites: SiteTable): Prediction[] {
  return labels.map((label) => {
    let url = new URL(label.url);
    let page = sites[url.host]?.['/'];
    for (let hop = 0; page?.headers?.location && hop < 3; hop += 1) {
      url = new URL(page.headers.location, url);
      page = sites[url.host]?.[url.pathname];
    }
    const html = page?.body ? new TextDecoder('latin1').decode(page.body as Uint8Array) : '';
    const emails = new Set<string>();
    for (const match of html.matchAll(MAILTO))
      emails.add(decodeURIComponent(match[1]!).toLowerCase());
    for (const match of html.matchAll(RAW_EMAIL)) emails.add(match[0].toLowerCase());
    return { url: label.url, emails: [...emails], instagram: null };
  });
}

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
const precisionOf = (s: FieldScore) => (s.predicted === 0 ? 'n/a' : pct(s.precision));

export function formatReport(ours: Score, baseline: Score, sites: number): string {
  const row = (name: string, s: FieldScore) =>
    `${name.padEnd(44)} ${precisionOf(s).padStart(9)} ${pct(s.recall).padStart(7)}   ${s.truePositives}/${s.predicted} found correct, ${s.truePositives}/${s.expected} expected found`;
  return [
    `Extraction quality on ${sites} corpus sites (precision, recall)`,
    row('e-mails    npm run enrich', ours.emails),
    row('e-mails    peers (home page, mailto + regex)', baseline.emails),
    row('Instagram  npm run enrich', ours.instagram),
    row('Instagram  peers (none extracted)', baseline.instagram),
    ...(ours.errors.length > 0
      ? ['npm run enrich errors:', ...ours.errors.map((line) => `  ${line}`)]
      : []),
  ].join('\n');
}
