/** Removes data directories left behind by earlier runs that were interrupted before their teardown. */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const tmpDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.tmp');

export default function globalSetup(): void {
  const current = path.basename(process.env.HATCHERY_E2E_DATA_DIR ?? '');
  let entries: string[] = [];
  try {
    entries = readdirSync(tmpDir);
  } catch {
    return;
  }
  for (const name of entries) {
    if (name.startsWith('data-') && name !== current) rmSync(path.join(tmpDir, name), { recursive: true, force: true });
  }
}
