import { spawn } from 'node:child_process';
import path from 'node:path';
import {
  explainStartFailure,
  startFromEnvironment,
  stopOnSignals,
} from '../supabase/local/main.ts';
import { serveBuild, type StaticHost } from './build/static-host.ts';

/**
 * The app the browser journeys run against (playwright.config.ts): the local stack and a
 * production build of the app for it, served with its `_headers` as a static host serves
 * it. A fresh browser context then loads a few gzip chunks instead of every module through
 * Vite's dev server, and every journey runs under the Content-Security-Policy the build
 * writes. The build reads VITE_* from the environment (the journeys' stack URL) and goes
 * to its own directory, so `dist/` stays the build `npm run build` made. `npm run dev` is
 * unchanged.
 */
const OUT_DIR = process.env.E2E_DIST_DIR ?? '.data/e2e-dist';

/** `vite build` in a child process: it runs on the other core while the stack starts here. */
function buildApp(outDir: string): Promise<void> {
  const vite = path.resolve('node_modules/vite/bin/vite.js');
  // The journeys' blog posts are written after the build: the sitemap lists the static pages.
  const env = { ...process.env, SITEMAP_BLOG_POSTS: 'skip' };
  const child = spawn(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { env, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${signal ?? code})`)),
    );
  });
}

async function main() {
  const port = Number(process.env.APP_PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error('APP_PORT must name the app port.');
  const building = buildApp(OUT_DIR);
  building.catch(() => undefined); // awaited below, once the stack is up to be stopped
  const stack = await startFromEnvironment();
  let host: StaticHost | undefined;
  stopOnSignals(async () => {
    await host?.close();
    await stack.stop();
  });
  try {
    await building;
    // `localhost`, as the journeys' URL and the Vite dev server name it.
    host = await serveBuild(OUT_DIR, port, 'localhost');
  } catch (error) {
    await stack.stop();
    throw error;
  }
  console.log(`The built app for the journeys: ${host.origin}`);
}

main().catch(explainStartFailure);
