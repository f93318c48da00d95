// Folder-level import cycles of the server (D-110).
// dependency-cruiser resolves every run-time import of apps/server/src; this script folds files into their folder —
// http, graphql, db, realtime, jobs, core, seed, each modules/<x> (modules/identity/<x> for the identity
// sub-modules), and each file at the top of src on its own — and fails when that folder graph has a cycle, printing
// one import for every edge of it so the fix is easy to find. Tests are left out: a test may reach into what it tests.
// Run: npm run check:cycles   (part of npm test)
import { pathToFileURL } from 'node:url';
import { cruise } from 'dependency-cruiser';

const root = 'apps/server/src';

/** The folder a source file counts for, or null for files outside the graph. */
export function folderOf(path) {
  if (!path.startsWith(`${root}/`)) return null;
  if (/\.test\.ts$/.test(path)) return null;
  const parts = path.slice(root.length + 1).split('/');
  if (parts.length === 1) return parts[0];
  if (parts[0] === 'modules') {
    if (parts[1] === 'identity' && parts.length > 3) return `modules/identity/${parts[2]}`;
    return `modules/${parts[1]}`;
  }
  return parts[0];
}

/** Strongly connected components of more than one folder (Tarjan): graph is folder → Map(folder → example). */
export function cyclesOf(graph) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const components = [];
  const visit = (node) => {
    const entry = { index, low: index, onStack: true };
    index += 1;
    state.set(node, entry);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      const seen = state.get(next);
      if (!seen) {
        visit(next);
        entry.low = Math.min(entry.low, state.get(next).low);
      } else if (seen.onStack) entry.low = Math.min(entry.low, seen.index);
    }
    if (entry.low === entry.index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return components;
}

/** folder → folder → one example import "from → to", from dependency-cruiser's run-time (value) imports. */
export async function folderGraph() {
  const result = await cruise([root], {
    // Value imports only: a type-only import is erased before the code runs, and the request context type
    // (http/context.ts) names the interfaces of the services it carries (D-110).
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'apps/server/tsconfig.json' },
    exclude: { path: '\\.test\\.ts$' },
    doNotFollow: { path: 'node_modules' },
  });
  const graph = new Map();
  for (const module of result.output.modules) {
    const from = folderOf(module.source);
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    for (const dependency of module.dependencies) {
      const to = folderOf(dependency.resolved);
      if (!to || to === from) continue;
      const edges = graph.get(from);
      if (!edges.has(to)) edges.set(to, `${module.source} → ${dependency.resolved}`);
    }
  }
  return graph;
}

async function main() {
  const graph = await folderGraph();
  const cycles = cyclesOf(graph);
  const folders = graph.size;
  if (cycles.length === 0) {
    console.info(`check:cycles: ${folders} server folders, 0 cycles`);
    return;
  }
  console.error(`check:cycles: ${folders} server folders, ${cycles.length} cycle(s):`);
  for (const members of cycles) {
    console.error(`\n  ${members.join(' · ')}`);
    const inside = new Set(members);
    for (const from of members) {
      for (const [to, example] of graph.get(from) ?? []) {
        if (inside.has(to)) console.error(`    ${from} → ${to}    (${example})`);
      }
    }
  }
  process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
