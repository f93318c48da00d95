import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/common.json';

const serverSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../server/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('activity log action labels', () => {
  it('every action the server records has an English label', () => {
    // Every dotted name on an `action:` line (a ternary may name two).
    const actionLines = sourceFiles(serverSrc).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\baction: ([^\n]+)/g)].map((m) => m[1]!));
    const actions = new Set(actionLines.flatMap((line) => [...line.matchAll(/'([a-zA-Z]+(?:\.[a-zA-Z_]+)+)'/g)].map((m) => m[1]!)));
    expect(actions.size).toBeGreaterThan(10);
    const labels = en.activityActions as Record<string, string>;
    const missing = [...actions].filter((action) => !labels[action.replace(/\./g, '_')]);
    expect(missing).toEqual([]);
  });
});
