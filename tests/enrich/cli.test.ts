// `npm run enrich -- <url>...` (issue 12 item 4): one JSON line per URL in input order, the
// exact shape support reads, failures on stderr; --via only with the private-network flag.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer, type SiteServer } from '../support/enrich/site-server.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function enrich(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/enrich.ts', ...args],
      {
        cwd: ROOT,
        env: { ...process.env, ENRICH_ALLOW_PRIVATE_NETWORK: '', ...env },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end();
  });
}

describe('npm run enrich', () => {
  let server: SiteServer;
  beforeAll(async () => {
    server = await startSiteServer({
      'www.kuafor.com.tr': {
        '/': {
          body: '<a href="/bize-ulasin">Bize Ulaşın</a><a href="https://instagram.com/kuafor.tr">IG</a>',
        },
        '/bize-ulasin': { body: '<p>randevu [at] kuafor [dot] com [dot] tr</p>' },
      },
    });
  });
  afterAll(() => server.close());

  it('prints every field per URL in order, nulls for a failed site', async () => {
    const { code, stdout, stderr } = await enrich(
      [
        '--via',
        server.origin,
        'https://www.kuafor.com.tr/',
        'https://instagram.com/ece.nails',
        'ftp://kuafor.com.tr/',
      ],
      { ENRICH_ALLOW_PRIVATE_NETWORK: '1' },
    );
    expect(code).toBe(0);
    const none =
      '"facebook":null,"linkedin":null,"tiktok":null,"x":null,"youtube":null,"whatsapp":null';
    expect(stdout.trim().split('\n')).toEqual([
      `{"url":"https://www.kuafor.com.tr/","emails":["randevu@kuafor.com.tr"],"instagram":"kuafor.tr",${none}}`,
      `{"url":"https://instagram.com/ece.nails","emails":null,"instagram":"ece.nails",${none}}`,
      `{"url":"ftp://kuafor.com.tr/","emails":null,"instagram":null,${none}}`,
    ]);
    expect(stderr).toContain('"site":"ftp://kuafor.com.tr/","outcome":"failed"');
  });

  it('refuses to send requests to a stand-in server unless ENRICH_ALLOW_PRIVATE_NETWORK=1', async () => {
    const { code, stdout, stderr } = await enrich([
      '--via',
      server.origin,
      'https://www.kuafor.com.tr/',
    ]);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('ENRICH_ALLOW_PRIVATE_NETWORK=1');
  });
});
