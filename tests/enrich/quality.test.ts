// The extraction-quality report (issue 12, issue 20 "Done when"): a corpus is served on
// loopback, `npm run enrich` (scripts/enrich.ts: the search's own batch path, every URL in
// ONE batch, as a search's results arrive) reads every site, and its answers are scored
// per field (e-mails, each network, WhatsApp) against the labels, overall and on the
// shared-platform subset, next to the peers' home-page approach. The team's corpus and,
// when it exists, the held-back corpus written blind by another engineer are scored
// separately, each in its own batch.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CORPUS_DIR,
  HOLDOUT_DIR,
  hasCorpus,
  loadCorpusSites,
  loadLabels,
  PROFILE_LABELS,
} from '../support/enrich/corpus.ts';
import {
  baselinePredictions,
  FIELDS,
  formatReport,
  score,
  type Prediction,
} from '../support/enrich/score.ts';
import { startSiteServer, type SiteServer } from '../support/enrich/site-server.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PRECISION = 0.98;
const RECALL = 0.95;

function runEnrich(urls: string[], via: string): Promise<{ lines: Prediction[]; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
        'scripts/enrich.ts',
        '--timeout',
        '300',
        '--via',
        via,
      ],
      {
        cwd: ROOT,
        // Quality, not speed: generous time limits so a loaded CI machine scores the same.
        env: {
          ...process.env,
          ENRICH_ALLOW_PRIVATE_NETWORK: '1',
          ENRICH_PAGE_TIMEOUT_MS: '30000',
          ENRICH_CONCURRENCY: '8',
        },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`npm run enrich exited ${code}: ${stderr}`));
      else {
        const lines = stdout
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Prediction);
        resolve({ lines, stderr });
      }
    });
    child.stdin.end(urls.join('\n'));
  });
}

const CORPORA = [
  {
    name: 'team corpus',
    dir: CORPUS_DIR,
    report: 'enrich-quality.json',
    minSites: 100,
    floor: { precision: PRECISION, recall: RECALL },
  },
  {
    // Written blind, scored once the extractor was done: 0.90/0.92 for e-mails, 0.86 X
    // precision, 0.85 WhatsApp recall, 0.78 e-mail precision on its shared platforms. Issue 20
    // stays open until a fresh blind third reaches PRECISION/RECALL; until then this floor
    // keeps what was measured from sliding back.
    name: 'held-back corpus',
    dir: HOLDOUT_DIR,
    report: 'enrich-quality-holdout.json',
    minSites: 60,
    floor: { precision: 0.75, recall: 0.85 },
  },
].filter((corpus) => hasCorpus(corpus.dir));

describe.each(CORPORA)(
  'extraction quality on the $name',
  ({ name, dir, report, minSites, floor }) => {
    let server: SiteServer;
    const sites = loadCorpusSites(dir);
    const labels = loadLabels(dir);
    beforeAll(async () => {
      server = await startSiteServer(sites);
    });
    afterAll(() => server.close());

    it(`scores precision >= ${floor.precision} and recall >= ${floor.recall} per field in one batch, also on shared platforms`, async () => {
      expect(labels.length).toBeGreaterThanOrEqual(minSites);
      const { lines, stderr } = await runEnrich(
        labels.map((label) => label.url),
        server.origin,
      );
      expect(lines.map((line) => line.url)).toEqual(labels.map((label) => label.url));
      for (const line of lines) {
        expect(Object.keys(line)).toEqual(['url', 'emails', ...PROFILE_LABELS]);
      }
      const shared = labels.filter((label) => label.shared);
      const ours = score(labels, lines);
      const oursShared = score(shared, lines);
      const peers = score(labels, baselinePredictions(labels, sites));
      const peersShared = score(shared, baselinePredictions(shared, sites));
      console.log(
        [
          formatReport(
            `Extraction quality on the ${name}: ${labels.length} sites in one batch (precision, recall)`,
            [
              { name: 'npm run enrich', score: ours },
              { name: 'peers (home page, first link)', score: peers },
            ],
          ),
          formatReport(
            `Shared-platform subset: ${shared.length} sites`,
            [
              { name: 'npm run enrich', score: oursShared },
              { name: 'peers (home page, first link)', score: peersShared },
            ],
            ours,
          ),
          stderr ? `stderr:\n${stderr}` : '',
        ].join('\n'),
      );
      await mkdir(path.join(ROOT, 'tests/bench/report'), { recursive: true });
      await writeFile(
        path.join(ROOT, 'tests/bench/report', report),
        `${JSON.stringify(
          {
            sites: labels.length,
            sharedSites: shared.length,
            ours: ours.fields,
            oursShared: oursShared.fields,
            peers: peers.fields,
            peersShared: peersShared.fields,
          },
          null,
          2,
        )}\n`,
      );

      for (const field of FIELDS) {
        for (const [subset, s] of [
          ['all', ours],
          ['shared', oursShared],
        ] as const) {
          expect(
            s.fields[field].precision,
            `${field} precision (${subset})`,
          ).toBeGreaterThanOrEqual(floor.precision);
          expect(s.fields[field].recall, `${field} recall (${subset})`).toBeGreaterThanOrEqual(
            floor.recall,
          );
        }
      }
      // Never below the peers' home-page approach (on a small held-back set both may be perfect).
      expect(ours.fields.emails.recall).toBeGreaterThanOrEqual(peers.fields.emails.recall);
      expect(ours.fields.emails.precision).toBeGreaterThanOrEqual(peers.fields.emails.precision);
    });
  },
);
