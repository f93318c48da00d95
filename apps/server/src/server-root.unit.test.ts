/**
 * Files the server reads from the checkout are found from apps/server (server-root.ts), never from a module's own
 * `import.meta.url`: in the production bundle (D-555) every module's code sits in apps/server/dist/, so a path
 * relative to a deeper source file would point elsewhere and fail only in production.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_SRC, serverSourceFiles } from '../test/support/source-files.js';
import { serverPath } from './server-root.js';

/** Files that may read `import.meta.url`: this root itself, the worker lookup (a sibling in src/db and in dist/),
 * and what never goes into the bundle (the seed command, the test database helper). */
const ALLOWED = new Set(['server-root.ts', 'db/pglite-host.ts', 'seed/cli.ts', 'db/testing.ts']);

describe('paths below apps/server', () => {
  it('finds what the server reads: migrations, fonts, help pages, brand assets, the password list', () => {
    expect(existsSync(serverPath('drizzle/meta/_journal.json'))).toBe(true);
    expect(existsSync(serverPath('assets/fonts'))).toBe(true);
    expect(existsSync(serverPath('help/en'))).toBe(true);
    expect(existsSync(serverPath('assets/brand'))).toBe(true);
    expect(existsSync(serverPath('src/modules/identity/accounts/common-passwords.txt'))).toBe(true);
    expect(existsSync(serverPath('../web'))).toBe(true);
  });

  it('no other source file resolves a path from its own import.meta.url', () => {
    const offenders = serverSourceFiles()
      .filter((file) => readFileSync(file, 'utf8').includes('import.meta.url'))
      .map((file) => path.relative(SERVER_SRC, file).split(path.sep).join('/'))
      .filter((file) => !ALLOWED.has(file));
    expect(offenders).toEqual([]);
  });
});
