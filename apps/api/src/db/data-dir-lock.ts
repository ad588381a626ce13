import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE_NAME = 'server.lock';

/** A lock file still empty after this long was left by a process that died while writing it. */
const EMPTY_LOCK_GRACE_MS = 5_000;

export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number | undefined,
    readonly lockPath: string,
  ) {
    super(
      `The data folder ${dataDir} is in use by another shop server (pid ${ownerPid ?? 'unknown'}). ` +
        'Two processes on one PGlite folder corrupt it for good: stop the other server, or start this ' +
        `one with another DATA_DIR. If no such process exists, delete ${lockPath}.`,
    );
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Idempotent; removes the file only while it still names this process. */
  release(): void;
}

/**
 * Alive or not ours to signal (EPERM) both mean "someone runs with that pid". A zombie (killed,
 * not yet reaped by its parent) answers signal 0 too but holds no files: on Linux /proc tells.
 */
function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command name) S …": the state follows the last ')', as the name may contain one.
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
  } catch {
    return false; // no /proc (not Linux) or already gone: signal 0 has spoken
  }
}

function readOwner(lockPath: string): { pid: number | undefined; ageMs: number } | undefined {
  try {
    const text = readFileSync(lockPath, 'utf8').trim();
    const ageMs = Date.now() - statSync(lockPath).mtimeMs;
    const pid = /^\d+$/.test(text) ? Number(text) : undefined;
    return { pid, ageMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function tryCreate(lockPath: string): boolean {
  let fd: number;
  try {
    // 'wx' fails when the file exists: the create is the atomic test-and-set.
    fd = openSync(lockPath, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes the exclusive lock of a PGlite data folder (TOOLCHAIN: two processes on one folder corrupt
 * it for good). A lock whose process is gone is taken over. A lock held by this very process also
 * refuses: a second PGlite on the same folder in one process is just as harmful.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, LOCK_FILE_NAME);

  // Three rounds are plenty: each failed round means another process just took or freed the lock.
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(lockPath)) return createHandle(lockPath);

    const owner = readOwner(lockPath);
    if (owner === undefined) continue; // released between our two calls: try again
    const stale = owner.pid === undefined ? owner.ageMs > EMPTY_LOCK_GRACE_MS : !isProcessAlive(owner.pid);
    if (!stale) throw new DataDirLockedError(dataDir, owner.pid, lockPath);
    try {
      unlinkSync(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new DataDirLockedError(dataDir, readOwner(lockPath)?.pid, lockPath);
}

function createHandle(lockPath: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    if (readOwner(lockPath)?.pid !== process.pid) return; // taken over meanwhile: not ours to delete
    try {
      unlinkSync(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  };
  // A safety net for any exit path that skips close(); signals are handled by main.ts, which
  // closes the server and the database first.
  process.on('exit', release);
  return { path: lockPath, release };
}
