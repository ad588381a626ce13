import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPglite, pgliteFolder } from '../src/db/connect';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from '../src/db/data-dir-lock';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'shop-api-lock-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const lockFile = () => join(dataDir, LOCK_FILE_NAME);

/** A real, live process that is not us (the lock must name it). */
function startSleeper() {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  if (child.pid === undefined) throw new Error('could not start sleep');
  return { pid: child.pid, stop: () => child.kill('SIGKILL') };
}

/** A pid that certainly belongs to no process: one that just exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.on('exit', resolve));
  if (child.pid === undefined) throw new Error('no pid');
  return child.pid;
}

describe('data folder lock', () => {
  it('writes our pid into the lock file, and removes it on release', () => {
    const lock = acquireDataDirLock(dataDir);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('creates missing parent folders', () => {
    const nested = join(dataDir, 'a', 'b', 'c');
    const lock = acquireDataDirLock(nested);
    expect(existsSync(join(nested, LOCK_FILE_NAME))).toBe(true);
    lock.release();
  });

  it('refuses a second lock on the same folder, naming the folder and the holder', () => {
    const lock = acquireDataDirLock(dataDir);
    try {
      expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dataDir)).toThrow(
        `The data folder ${dataDir} is in use by another shop server (pid ${process.pid})`,
      );
    } finally {
      lock.release();
    }
  });

  it('refuses while another live process holds the lock', () => {
    const sleeper = startSleeper();
    try {
      writeFileSync(lockFile(), `${sleeper.pid}\n`);
      let error: unknown;
      try {
        acquireDataDirLock(dataDir);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as DataDirLockedError).ownerPid).toBe(sleeper.pid);
      expect((error as Error).message).toContain(dataDir);
      expect((error as Error).message).toContain(`pid ${sleeper.pid}`);
      expect((error as Error).message).toContain('another DATA_DIR');
      expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(sleeper.pid));
    } finally {
      sleeper.stop();
    }
  });

  it('takes over a stale lock whose process is gone', async () => {
    writeFileSync(lockFile(), `${await deadPid()}\n`);
    const lock = acquireDataDirLock(dataDir);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over an empty lock file only once it is old', () => {
    writeFileSync(lockFile(), '');
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockFile(), old, old);
    acquireDataDirLock(dataDir).release();
  });

  it('does not delete a lock that another process took over meanwhile', () => {
    const lock = acquireDataDirLock(dataDir);
    writeFileSync(lockFile(), '1\n');
    lock.release();
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe('1');
  });
});

describe('PGlite in a data folder', () => {
  it('refuses to open a folder another server holds, before touching the database files', async () => {
    const lock = acquireDataDirLock(dataDir);
    try {
      await expect(openPglite({ dataDir })).rejects.toThrow(DataDirLockedError);
      expect(existsSync(pgliteFolder(dataDir))).toBe(false);
    } finally {
      lock.release();
    }
  });

  it('holds the lock while open and frees it on close', async () => {
    const handle = await openPglite({ dataDir: join(dataDir, 'nested', 'data') });
    try {
      await expect(openPglite({ dataDir: join(dataDir, 'nested', 'data') })).rejects.toThrow(
        /is in use by another shop server/,
      );
    } finally {
      await handle.close();
    }
    expect(existsSync(join(dataDir, 'nested', 'data', LOCK_FILE_NAME))).toBe(false);
    expect(existsSync(join(pgliteFolder(join(dataDir, 'nested', 'data')), 'PG_VERSION'))).toBe(true);
    // Creating a PGlite folder runs initdb: 3–5 s on an idle machine, past 30 s on two busy cores.
  }, 120_000);
});
