/** README's configuration table lists every variable the server reads, and nothing it does not (issue 12 item 2). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, testConfig } from './config.js';

/** Read outside the validated config, by the seed and the start script. */
const OTHER_VARIABLES = ['SSO_TEST_ISSUER', 'SKIP_WEB_BUILD'];

function documentedVariables(): string[] {
  const readme = readFileSync(path.join(testConfig().repoRoot, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 5));
  const names = new Set<string>();
  for (const line of section.split('\n')) {
    if (!line.startsWith('| `')) continue;
    const firstCell = line.split('|')[1] ?? '';
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(match[1]!);
  }
  return [...names].sort();
}

describe("README's configuration table", () => {
  it('names every variable of the config schema and the other variables read, and no other', () => {
    expect(documentedVariables()).toEqual([...CONFIG_VARIABLES, ...OTHER_VARIABLES].sort());
  });
});
