/** Removes this run's data directory (the server is idle by now; Playwright stops it right after). */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const tmpDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.tmp');

export default function globalTeardown(): void {
  const dataDir = process.env.HATCHERY_E2E_DATA_DIR;
  // Only ever delete below e2e/.tmp, whatever the environment says.
  if (!dataDir || path.dirname(path.resolve(dataDir)) !== tmpDir) return;
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 3, retryDelay: 200 });
}
