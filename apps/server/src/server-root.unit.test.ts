/**
 * Files the server reads from the checkout are found from apps/server (server-root.ts), never from a module's own
 * `import.meta.url`: in the production bundle (D-555) every module's code sits in apps/server/dist/, so a path
 * relative to a deeper source file would point elsewhere and fail only in production.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverPath } from './server-root.js';

/** Files that may read `import.meta.url`: this root itself, the worker lookup (a sibling in src/db and in dist/),
 * and what never goes into the bundle (the seed command, the test database helper). */
const ALLOWED = new Set(['server-root.ts', 'db/pglite-host.ts', 'seed/cli.ts', 'db/testing.ts']);

function sourceFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, base);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path.relative(base, full)] : [];
  });
}

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
    const src = serverPath('src');
    const offenders = sourceFiles(src).filter((file) => !ALLOWED.has(file) && readFileSync(path.join(src, file), 'utf8').includes('import.meta.url'));
    expect(offenders).toEqual([]);
  });
});
