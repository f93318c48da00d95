/** The folder-cycle check (D-110, scripts/check-cycles.mjs) folds files into the right folders and finds a cycle. */
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script of the repository, without type declarations
import { cyclesOf, folderOf } from '../../../scripts/check-cycles.mjs';

const fold = folderOf as (path: string) => string | null;
const cycles = cyclesOf as (graph: Map<string, Map<string, string>>) => string[][];

function graphOf(edges: Array<[string, string]>): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const [from, to] of edges) {
    if (!graph.has(from)) graph.set(from, new Map());
    graph.get(from)?.set(to, `${from} → ${to}`);
  }
  return graph;
}

describe('check:cycles (D-110)', () => {
  it('folds a file into its folder: modules/<x>, identity sub-modules, top-level files; tests and outside files left out', () => {
    expect(fold('apps/server/src/modules/tasks/tasks.service.ts')).toBe('modules/tasks');
    expect(fold('apps/server/src/modules/identity/sso/sso.routes.ts')).toBe('modules/identity/sso');
    expect(fold('apps/server/src/http/tenancy.ts')).toBe('http');
    expect(fold('apps/server/src/app.ts')).toBe('app.ts');
    expect(fold('apps/server/src/modules/tasks/tasks.policy.unit.test.ts')).toBeNull();
    expect(fold('node_modules/fastify/fastify.js')).toBeNull();
  });

  it('finds every cycle, and none in a layered graph', () => {
    expect(cycles(graphOf([['http', 'modules/auth'], ['modules/auth', 'http'], ['modules/a', 'modules/b'], ['modules/b', 'modules/c'], ['modules/c', 'modules/a']]))).toEqual([
      ['http', 'modules/auth'],
      ['modules/a', 'modules/b', 'modules/c'],
    ]);
    expect(cycles(graphOf([['app.ts', 'http'], ['http', 'core'], ['modules/a', 'core'], ['app.ts', 'modules/a']]))).toEqual([]);
  });
});
