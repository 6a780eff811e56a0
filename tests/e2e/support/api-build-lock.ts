import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The API build's backend must listen on the one origin the build calls (api-build.ts), and
 * its folder is built in place when stale: so the browser journeys that use it take turns,
 * while the demo build's run beside them. A directory is the lock (mkdir is atomic); it names
 * the worker process that holds it, and a holder that died without letting go is noticed and
 * its lock taken over.
 */
const LOCK_DIR = join(tmpdir(), 'bazaar-e2e-api-build.lock');
/** Longer than the slowest API-build file with a build before it, so a wait ends in a clear error rather than a timeout. */
const GIVE_UP_AFTER_MS = 15 * 60_000;
const POLL_MS = 250;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const ownerFile = (lockDir: string) => join(lockDir, 'pid');
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function holder(lockDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(ownerFile(lockDir), 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function tryTake(lockDir: string): boolean {
  try {
    mkdirSync(lockDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  }
  writeFileSync(ownerFile(lockDir), String(process.pid));
  return true;
}

/**
 * Waits until this process holds the lock `lockDir`, then returns the function that lets go of
 * it.
 */
export async function holdLock(lockDir: string): Promise<() => void> {
  const deadline = Date.now() + GIVE_UP_AFTER_MS;
  let lastHolder: number | undefined;
  let holderSeenAt = Date.now();
  while (!tryTake(lockDir)) {
    const pid = holder(lockDir);
    if (pid !== lastHolder) {
      lastHolder = pid;
      holderSeenAt = Date.now();
    }
    // A lock whose holder is gone, or one left without a holder (a worker stopped between
    // mkdir and writing its pid) for a few seconds, is stale.
    const stale =
      pid === undefined ? Date.now() - holderSeenAt > 5_000 : pid !== process.pid && !isAlive(pid);
    if (stale) rmSync(lockDir, { recursive: true, force: true });
    else if (Date.now() > deadline)
      throw new Error(
        `Waited ${GIVE_UP_AFTER_MS / 60_000} min for the lock, held by process ${pid ?? '?'} ` +
          `(${lockDir}); remove that folder if no test run is going on.`,
      );
    else await sleep(POLL_MS);
  }
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    rmSync(lockDir, { recursive: true, force: true });
  };
}

/**
 * Waits until this worker holds the API build (origin and folder), then returns the function
 * that lets go of it.
 */
export const holdApiBuild = (): Promise<() => void> => holdLock(LOCK_DIR);
