import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';

/*
 * The emulator's forced failure (`failNext: { couponPlace: 1 }`) is one for the whole platform: the next placement
 * of anyone gets it. Tests of both browsers place at the same time, so every placement takes its turn here — a
 * directory made atomically by one worker process at a time — and a test that forces a failure holds the turn
 * until its own placement has met it.
 */

const turnDirectory = join(tmpdir(), `kickoff-e2e-placement-turn-${process.env['E2E_PORT'] ?? 4300}`);
const ownerFile = join(turnDirectory, 'owner');
/** Longer than any placement a test waits for: a turn older than this was left by a run that was killed. */
const ABANDONED_AFTER_MS = 120_000;
const RETRY_MS = 25;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function isAbandoned(): Promise<boolean> {
  const owner = Number(await readFile(ownerFile, 'utf8').catch(() => ''));
  if (owner > 0 && !isAlive(owner)) return true;
  const made = await stat(turnDirectory).then(
    (info) => info.mtimeMs,
    () => Date.now(),
  );
  return Date.now() - made > ABANDONED_AFTER_MS;
}

async function takeTurn(): Promise<void> {
  for (;;) {
    try {
      await mkdir(turnDirectory);
      await writeFile(ownerFile, String(process.pid));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (await isAbandoned()) await rm(turnDirectory, { recursive: true, force: true });
      else await pause(RETRY_MS);
    }
  }
}

/** Runs `placing` while no other test of this emulator places a coupon. */
export async function inPlacementTurn<T>(placing: () => Promise<T>): Promise<T> {
  await takeTurn();
  try {
    return await placing();
  } finally {
    await rm(turnDirectory, { recursive: true, force: true });
  }
}
