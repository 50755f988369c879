import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, deploymentHeadersFile } from './content-security-policy.ts';
import { parseEnv } from '../../src/config/parse-env.ts';
import { serveBuild, type StaticHost } from './static-host.ts';

// A build as `npm run build` leaves it, served by `vite preview` and by the static host of
// the benchmarks and journeys: both must send what `_headers` says, and gzip text.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const policy = contentSecurityPolicy(parseEnv({}));
const html = `<!doctype html><html><head><title>t</title></head><body>${'<p>text</p>'.repeat(200)}</body></html>`;
let dist: string;
let vitePreview: PreviewServer;
let host: StaticHost;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'prospectory-serving-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), html);
  await writeFile(path.join(dist, 'assets', 'app-abc.js'), 'console.log(1);'.repeat(200));
  await writeFile(path.join(dist, '_headers'), deploymentHeadersFile(policy));
  vitePreview = await preview({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir: dist },
    preview: { port: 0, strictPort: false, host: '127.0.0.1' },
  });
  host = await serveBuild(dist);
});

afterAll(async () => {
  await vitePreview?.close();
  await host?.close();
  await rm(dist, { recursive: true, force: true });
});

/** A raw GET, so the encoding is seen as it travelled. */
function get(url: string): Promise<Record<string, string | string[] | undefined>> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers));
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each([
  ['vite preview', () => vitePreview.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''],
  ['the static host', () => host.origin],
])('%s', (_name, origin) => {
  it('sends the policy with an app route (the SPA fallback), gzipped', async () => {
    const headers = await get(`${origin()}/blog/a-post`);
    expect(headers['content-security-policy']).toBe(policy);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-encoding']).toBe('gzip');
  });

  it('sends hashed assets with the policy and immutable caching, gzipped', async () => {
    const headers = await get(`${origin()}/assets/app-abc.js`);
    expect(headers['content-security-policy']).toBe(policy);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['content-encoding']).toBe('gzip');
  });
});

describe('the static host of the browser journeys', () => {
  it('listens on the host it is given: the journeys open the app at localhost', async () => {
    const local = await serveBuild(dist, 0, 'localhost');
    try {
      expect(local.origin).toMatch(/^http:\/\/localhost:\d+$/);
      const headers = await get(`${local.origin}/lists`);
      expect(headers['content-security-policy']).toBe(policy);
    } finally {
      await local.close();
    }
  });
});
