/**
 * apps/server in the checkout, found from this file: it sits one level below apps/server both as a source (src/) and
 * inside the production bundle (dist/main.js, D-555), so every file the server reads from the checkout (migrations,
 * fonts, help pages, brand assets, word lists) is found from here whichever of the two runs. A module deeper in src/
 * must not resolve such a path from its own `import.meta.url`: in the bundle that is dist/main.js's.
 */
import { fileURLToPath } from 'node:url';

const SERVER_ROOT = new URL('../', import.meta.url);

/** An absolute path below apps/server, e.g. `serverPath('drizzle')`. */
export function serverPath(relative: string): string {
  return fileURLToPath(new URL(relative, SERVER_ROOT));
}
