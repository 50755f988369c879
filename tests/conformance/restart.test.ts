import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DataDirInUseError } from '../../supabase/local/db/data-dir-lock.ts';
import { startTestStack, type LocalStack } from '../support/stack/test-stack.ts';

const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'restart-test-')), 'pglite');
const options = { dataDir } as const;
const client = (stack: LocalStack, key: string) =>
  createClient(stack.apiUrl, key, {
    realtime: { transport: WebSocket as never },
    auth: { persistSession: false, autoRefreshToken: false },
  });

let running: LocalStack | undefined;
afterAll(async () => running?.stop());

/** Runs `npm run stack` on the same data directory in a second process. */
function secondProcess(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', 'supabase/local/main.ts'], {
      env: {
        ...process.env,
        PGLITE_DATA_DIR: dataDir,
        SUPABASE_API_PORT: '0',
        SUPABASE_MAIL_PORT: '0',
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('the local stack across restarts', () => {
  it(
    'keeps users and rows, and keeps a second process out of the data directory',
    { timeout: 180_000 },
    async () => {
      running = await startTestStack(options);
      expect(running.migration.created).toBe(true);
      const admin = client(running, running.config.serviceRoleKey);
      const { data: created, error } = await admin.auth.admin.createUser({
        email: 'restart@example.com',
        password: 'restart-secret',
        email_confirm: true,
      });
      expect(error).toBeNull();
      const userId = created.user!.id;
      const inserted = await admin
        .from('business_lists')
        .insert({ user_id: userId, name: 'Survives restarts' });
      expect(inserted.error).toBeNull();

      await expect(startTestStack(options)).rejects.toBeInstanceOf(DataDirInUseError);
      const second = await secondProcess();
      expect(second.code).toBe(1);
      expect(second.output).toMatch(/already in use by process \d+/);

      await running.stop();
      running = await startTestStack(options);
      expect(running.migration).toEqual({ created: false, applied: [], seeded: false });

      const user = client(running, running.config.anonKey);
      const signIn = await user.auth.signInWithPassword({
        email: 'restart@example.com',
        password: 'restart-secret',
      });
      expect(signIn.error).toBeNull();
      const lists = await user.from('business_lists').select('name');
      expect(lists.error).toBeNull();
      expect(lists.data).toEqual([{ name: 'Survives restarts' }]);
    },
  );
});
