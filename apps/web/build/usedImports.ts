/**
 * The modules a set of roots really uses, read from the bundler's module graph before tree shaking (chunkGroups.ts).
 *
 * Following every import would be wrong at barrel files: `import { Button } from '@mantine/core'` imports the
 * package's index, which imports all 500 Mantine components, and every page would seem to use all of them. So an
 * import from a barrel (a package module made of import and export statements only) is followed by name, through the
 * barrel's re-exports, to the module that defines the name. Imports are read from each module's transformed code,
 * which is plain ESM by then.
 */
import path from 'node:path';

/** What the bundler tells about a module (the fields of rolldown's ModuleInfo read here). */
export interface GraphModule {
  id: string;
  code: string | null;
  importedIds: readonly string[];
  exports: readonly string[];
}

export type GraphLookup = (id: string) => GraphModule | null;

interface Binding {
  imported: string;
  local: string;
}

/** One static import or re-export statement; `names` null for a namespace (`* as x`, `export *`). */
export interface ImportStatement {
  source: string;
  names: Binding[] | null;
  reexport: boolean;
}

const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;
// `import a, { b as c } from "x"`, `import * as n from "x"`, `import "x"`, `export { a } from "x"`, `export * from "x"`.
const STATEMENT = /(?:^|[;\n])\s*(import|export)\s*(type\s+)?([\w$]+\s*,\s*|[\w$]+\s+(?=from))?(\*\s*(?:as\s+[\w$]+\s*)?|\{[^}]*\}\s*)?(?:from\s*)?["']([^"']+)["']/g;
const LOCAL_EXPORTS = /(?:^|[;\n])\s*export\s*\{([^}]*)\}\s*(?=;|\n|$)(?!\s*from)/g;
const MODULE_SYNTAX = new RegExp(`${STATEMENT.source}\\s*;?|(?:^|[;\\n])\\s*export\\s*\\{[^}]*\\}\\s*;?|["']use (?:client|strict)["']\\s*;?`, 'g');

function parseBindings(list: string): Binding[] {
  const bindings: Binding[] = [];
  for (const part of list.replace(/[{}]/g, '').split(',')) {
    const match = /^\s*(?:type\s+)?([\w$]+)(?:\s+as\s+([\w$]+))?\s*$/.exec(part);
    if (match) bindings.push({ imported: match[1]!, local: match[2] ?? match[1]! });
  }
  return bindings;
}

export function importStatements(code: string): ImportStatement[] {
  const statements: ImportStatement[] = [];
  for (const [, keyword, typeOnly, defaultName, bindings, source] of code.replace(COMMENTS, '').matchAll(STATEMENT)) {
    if (typeOnly || source === undefined) continue;
    const reexport = keyword === 'export';
    if (reexport && bindings === undefined) continue; // `export default "…"` and the like: no re-export
    if (bindings?.startsWith('*')) {
      statements.push({ source, names: null, reexport });
      continue;
    }
    const names = bindings ? parseBindings(bindings) : [];
    if (defaultName) names.push({ imported: 'default', local: defaultName.replace(/[\s,]/g, '') });
    statements.push({ source, names, reexport });
  }
  return statements;
}

/** A module of nothing but import and export statements (at least one): an index re-exporting a package's parts. */
export function isBarrel(module: GraphModule): boolean {
  if (module.code === null || module.importedIds.length === 0) return false;
  return module.code.replace(COMMENTS, '').replace(MODULE_SYNTAX, '').trim() === '';
}

/** The module ids an import specifier of `from` may have resolved to, among `from`'s imports (none: not known). */
function candidatesFor(from: GraphModule, source: string): string[] {
  if (source.startsWith('.')) {
    // './x.mjs' as written, or a TypeScript source imported as './x.js' or './x' (also './x/index').
    const full = path.resolve(path.dirname(from.id), source);
    const stem = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, '');
    const match =
      from.importedIds.find((id) => id === full) ??
      from.importedIds.find((id) => stem(id) === stem(full)) ??
      from.importedIds.find((id) => stem(id) === `${full}/index`);
    return match === undefined ? [] : [match];
  }
  const packageName = source.split('/').slice(0, source.startsWith('@') ? 2 : 1).join('/');
  const inPackage = from.importedIds.filter((id) => id.includes(`/node_modules/${packageName}/`));
  const inSubpath = source === packageName ? [] : inPackage.filter((id) => id.includes(`/node_modules/${source}/`) || id.includes(`/node_modules/${source}.`));
  // Several entry files of one package (`pkg` and `pkg/sub`): all are candidates; a name looked up in the wrong one
  // is simply not found there.
  return inSubpath.length > 0 ? inSubpath : inPackage;
}

/**
 * Each statement of `module` with the ids it resolved to. A bare specifier that resolved outside node_modules (a
 * workspace package such as @hatchery/domain, linked to its sources) gets the imports no other statement claims.
 */
export function resolveImports(module: GraphModule, statements: readonly ImportStatement[]): Array<{ statement: ImportStatement; targets: string[] }> {
  const resolved = statements.map((statement) => ({ statement, targets: candidatesFor(module, statement.source) }));
  const claimed = new Set(resolved.flatMap(({ targets }) => targets));
  const unclaimed = module.importedIds.filter((id) => !claimed.has(id) && !id.includes('/node_modules/'));
  for (const entry of resolved) {
    if (entry.targets.length === 0 && !entry.statement.source.startsWith('.')) entry.targets = unclaimed;
  }
  return resolved;
}

/**
 * The modules defining `name` as exported by module `id` (itself, unless it is a barrel). Barrels passed through are
 * added to `barrels`: they go where their users go, since a package without `sideEffects: false` keeps its barrel's
 * imports, and a barrel left in a file of its own would load the files of its parts.
 */
function definitionsOf(id: string, name: string | null, lookup: GraphLookup, visited: Set<string>, barrels: Set<string>): string[] {
  const module = lookup(id);
  if (!module) return [];
  if (!isBarrel(module)) return [id];
  barrels.add(id);
  const key = `${id}#${name ?? '*'}`;
  if (visited.has(key)) return [];
  visited.add(key);
  const statements = importStatements(module.code ?? '');
  const resolved = resolveImports(module, statements);
  if (name === null) return resolved.flatMap(({ targets }) => targets);
  // The barrel's `export { local as name }` list, for names it imports first and exports after.
  const exportedFrom = new Map<string, string>();
  for (const [, list] of (module.code ?? '').replace(COMMENTS, '').matchAll(LOCAL_EXPORTS)) {
    for (const { imported: local, local: exported } of parseBindings(list ?? '')) exportedFrom.set(exported, local);
  }
  const local = exportedFrom.get(name);
  for (const { statement, targets } of resolved) {
    const wanted = statement.reexport ? name : local;
    const binding = wanted === undefined ? undefined : statement.names?.find((candidate) => candidate.local === wanted);
    if (binding) return targets.flatMap((target) => definitionsOf(target, binding.imported, lookup, visited, barrels));
  }
  // `export * from`: the name is in whichever of those modules exports it.
  return resolved
    .filter(({ statement }) => statement.reexport && statement.names === null)
    .flatMap(({ targets }) => targets)
    .flatMap((target) => {
      const found = lookup(target);
      if (found && !isBarrel(found) && !found.exports.includes(name)) return [];
      return definitionsOf(target, name, lookup, visited, barrels);
    });
}

/** Every module `roots` use through static imports, barrels followed by name; modules in `stopAt` are not entered. */
export function usedModules(roots: readonly string[], lookup: GraphLookup, stopAt: ReadonlySet<string> = new Set()): Set<string> {
  const used = new Set<string>();
  const visited = new Set<string>();
  const barrels = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (used.has(id) || stopAt.has(id)) continue;
    const module = lookup(id);
    if (!module) continue;
    used.add(id);
    const accounted = new Set<string>();
    for (const { statement, targets } of resolveImports(module, module.code === null ? [] : importStatements(module.code))) {
      for (const target of targets) {
        accounted.add(target);
        if (statement.names?.length === 0) {
          // `import "x"`: runs x, which for a barrel of a side-effect-free package means nothing.
          const found = lookup(target);
          if (found && !isBarrel(found)) pending.push(target);
          continue;
        }
        const names = statement.names === null ? [null] : statement.names.map((binding) => binding.imported);
        for (const name of names) pending.push(...definitionsOf(target, name, lookup, visited, barrels));
      }
    }
    // Imports not written as statements (a bundler helper, a CSS module's runtime): followed unless they are barrels.
    for (const other of module.importedIds) {
      if (accounted.has(other)) continue;
      const target = lookup(other);
      if (target && !isBarrel(target)) pending.push(other);
    }
  }
  for (const barrel of barrels) if (!stopAt.has(barrel)) used.add(barrel);
  return used;
}
