import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The local database ${dataDir} is already in use by process ${pid} ` +
        `(is \`npm run dev\` running in another terminal?). Stop that process first.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own: two processes on one data directory silently
 * lose writes. A sibling `<dir>.lock` file holding the owner's pid, created
 * atomically (O_EXCL), keeps a second process out; a lock left by a process that
 * died is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${path.resolve(dataDir)}.lock`;
  mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner !== null && owner !== process.pid && isAlive(owner)) {
        throw new DataDirInUseError(dataDir, owner);
      }
      if (owner === process.pid) throw new DataDirInUseError(dataDir, owner);
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}

function readOwner(lockPath: string): number | null {
  try {
    const { pid } = JSON.parse(readFileSync(lockPath, 'utf8')) as { pid?: unknown };
    return typeof pid === 'number' ? pid : null;
  } catch {
    return null;
  }
}
