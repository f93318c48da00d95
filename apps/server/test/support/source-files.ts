/**
 * The server's own source files (apps/server/src, tests left out), for the unit tests that read the code itself: the
 * secret-check guard (D-85), the checkout paths (D-555) and the packages loaded on first use (D-557).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { serverPath } from '../../src/server-root.js';

/** apps/server/src, absolute. */
export const SERVER_SRC = serverPath('src');

function listTs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listTs(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every non-test `.ts` file below apps/server/src, as absolute paths. */
export function serverSourceFiles(): string[] {
  return listTs(SERVER_SRC);
}
