/**
 * Serialises tests that change the same seeded account's shared state (its task count, its startup's pending
 * metrics), which would otherwise race when Playwright runs them in parallel workers. A directory created with
 * mkdir is the lock (atomic on one machine); it lives in the run's data directory, so a crashed run leaves nothing.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

function lockDir(name: string): string {
  const base = process.env.HATCHERY_E2E_DATA_DIR ?? path.resolve('.tmp');
  return path.join(base, 'locks', name.replace(/[^\w.@-]/g, '_'));
}

export async function exclusive<T>(name: string, fn: () => Promise<T>, waitMs = 120_000): Promise<T> {
  const dir = lockDir(name);
  await mkdir(path.dirname(dir), { recursive: true });
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      await mkdir(dir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || Date.now() > deadline) throw error;
      await sleep(250);
    }
  }
  try {
    return await fn();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
