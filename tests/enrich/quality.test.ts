// The extraction-quality report (issue 12, "Done when"): the corpus is served on loopback,
// `npm run enrich` (scripts/enrich.ts, the search function's own crawler) reads every site,
// and its answers are scored against the labels, next to the peers' approach. Printed.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCorpusSites, loadLabels } from './corpus.ts';
import { baselinePredictions, formatReport, score, type Prediction } from './score.ts';
import { startSiteServer, type SiteServer } from './site-server.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

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

describe('extraction quality on the fixture corpus', () => {
  let server: SiteServer;
  const sites = loadCorpusSites();
  const labels = loadLabels();
  beforeAll(async () => {
    server = await startSiteServer(sites);
  });
  afterAll(() => server.close());

  it('scores precision >= 0.98 and recall >= 0.95 for e-mails and Instagram, above the peers', async () => {
    expect(labels.length).toBeGreaterThanOrEqual(60);
    const { lines, stderr } = await runEnrich(
      labels.map((label) => label.url),
      server.origin,
    );
    expect(lines.map((line) => line.url)).toEqual(labels.map((label) => label.url));
    for (const line of lines) {
      expect(Object.keys(line)).toEqual(['url', 'emails', 'instagram']);
    }
    const ours = score(labels, lines);
    const peers = score(labels, baselinePredictions(labels, sites));
    const report = formatReport(ours, peers, labels.length);
    console.log(`${report}${stderr ? `\nstderr:\n${stderr}` : ''}`);
    await mkdir(path.join(ROOT, 'tests/bench/report'), { recursive: true });
    await writeFile(
      path.join(ROOT, 'tests/bench/report/enrich-quality.json'),
      `${JSON.stringify({ sites: labels.length, ours, peers }, null, 2)}\n`,
    );

    expect(ours.emails.precision).toBeGreaterThanOrEqual(0.98);
    expect(ours.emails.recall).toBeGreaterThanOrEqual(0.95);
    expect(ours.instagram.precision).toBeGreaterThanOrEqual(0.98);
    expect(ours.instagram.recall).toBeGreaterThanOrEqual(0.95);
    expect(ours.emails.recall).toBeGreaterThan(peers.emails.recall);
    expect(ours.emails.precision).toBeGreaterThan(peers.emails.precision);
  });
});
