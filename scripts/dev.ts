import { createServer } from 'vite';
import { DEMO_ACCOUNTS } from '../supabase/local/demo-accounts.ts';
import {
  explainStartFailure,
  startFromEnvironment,
  stopOnSignals,
} from '../supabase/local/main.ts';

/**
 * `npm run dev`: the local Supabase stack and Vite in one process, stopped
 * together on Ctrl-C. A second run fails on the stack's data-directory lock
 * (or on the port) with a message that says so.
 */
async function main() {
  const started = performance.now();
  const stack = await startFromEnvironment();
  let vite: Awaited<ReturnType<typeof createServer>> | undefined;
  stopOnSignals(async () => {
    await vite?.close();
    await stack.stop();
  });

  try {
    // The app talks to this stack; VITE_* from the environment win over .env files.
    process.env.VITE_SUPABASE_URL ??= stack.apiUrl;
    const port = process.env.APP_PORT ? Number(process.env.APP_PORT) : undefined;
    vite = await createServer({ configFile: 'vite.config.ts', server: port ? { port } : {} });
    await vite.listen();
  } catch (error) {
    await stack.stop();
    throw error;
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\nProspectory is running (ready in ${seconds} s):`);
  vite.printUrls();
  console.log('\nDemo accounts:');
  console.log(`  Free plan:  ${DEMO_ACCOUNTS.free.email}  /  ${DEMO_ACCOUNTS.free.password}`);
  console.log(`  Pro plan:   ${DEMO_ACCOUNTS.pro.email}  /  ${DEMO_ACCOUNTS.pro.password}`);
  console.log('\nPress Ctrl-C to stop both.');
}

main().catch(explainStartFailure);
