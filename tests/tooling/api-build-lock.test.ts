// @vitest-environment node
/**
 * The lock the API build's browser journeys take turns through (tests/e2e/support/
 * api-build-lock.ts): one holder at a time, the next one in once it lets go, and a lock whose
 * holder died taken over rather than waited on for ever.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdLock } from '../e2e/support/api-build-lock';

let root: string;
let lockDir: string;

beforeEach(() => {
  vi.useFakeTimers();
  root = mkdtempSync(join(tmpdir(), 'lock-test-'));
  lockDir = join(root, 'api.lock');
});

afterEach(() => {
  vi.useRealTimers();
  rmSync(root, { recursive: true, force: true });
});

/** Whether the promise has settled by now (after the microtasks already queued). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('the API build lock', () => {
  it('lets one holder in at a time, and the next as soon as the first lets go', async () => {
    const releaseFirst = await holdLock(lockDir);
    const second = holdLock(lockDir);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await settled(second)).toBe(false);

    releaseFirst();
    await vi.advanceTimersByTimeAsync(250);
    expect(await settled(second)).toBe(true);
    const releaseSecond = await second;

    const third = holdLock(lockDir);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await settled(third)).toBe(false);
    releaseSecond();
    await vi.advanceTimersByTimeAsync(250);
    const releaseThird = await third;

    // Letting go a second time does not open the lock the third holder now has.
    releaseSecond();
    const fourth = holdLock(lockDir);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await settled(fourth)).toBe(false);
    releaseThird();
    await vi.advanceTimersByTimeAsync(250);
    (await fourth)();
  });

  it('takes over a lock whose holder is no longer running', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    mkdirSync(lockDir);
    writeFileSync(join(lockDir, 'pid'), String(gone));
    const taking = holdLock(lockDir);
    await vi.advanceTimersByTimeAsync(250);
    expect(await settled(taking)).toBe(true);
    (await taking)();
  });

  it('takes over a lock left without a holder after 5 s, not before', async () => {
    mkdirSync(lockDir);
    const taking = holdLock(lockDir);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(await settled(taking)).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await settled(taking)).toBe(true);
    (await taking)();
  });

  it('gives up after 15 min on a live holder, saying which process holds it', async () => {
    mkdirSync(lockDir);
    writeFileSync(join(lockDir, 'pid'), String(process.ppid));
    const taking = holdLock(lockDir);
    const failure = expect(taking).rejects.toThrow(
      `Waited 15 min for the lock, held by process ${process.ppid}`,
    );
    await vi.advanceTimersByTimeAsync(15 * 60_000 + 500);
    await failure;
  });
});
