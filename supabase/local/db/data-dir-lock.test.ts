import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

const freshDir = () => path.join(mkdtempSync(path.join(tmpdir(), 'lock-test-')), 'pglite');

describe('lockDataDir', () => {
  it('refuses a second lock on the same directory while the first is held', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(/already in use by process \d+/);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockDataDir(dir)();
  });

  it('refuses when another live process holds the lock', () => {
    const dir = freshDir();
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: process.ppid }));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
  });

  it('takes over a lock left by a process that died, or an unreadable one', () => {
    const dir = freshDir();
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: 2 ** 22 + 12345 }));
    lockDataDir(dir)();
    writeFileSync(`${dir}.lock`, 'garbage');
    lockDataDir(dir)();
  });
});
