/**
 * The typings gql.tada generates for the web (D-105), written the same way by `npm run gql:generate` and by
 * `npm run gql:check`, so the check compares like with like: the schema's introspection (graphql-env.d.ts) and the
 * turbo cache of every document's type (graphql-cache.d.ts).
 *
 * The turbo cache is generated with the committed cache set aside: TypeScript prints a union's members in the order it
 * created them, and a cache already in the program changes that order, so the output would depend on the previous
 * output rather than only on the schema and the documents.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TYPINGS = { env: 'src/lib/graphql/graphql-env.d.ts', cache: 'src/lib/graphql/graphql-cache.d.ts' };

const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('gql.tada/package.json')), 'bin/cli.js');

/** Runs the gql.tada CLI in apps/web; returns its exit status and output. */
export function tada(args) {
  const run = spawnSync(process.execPath, [cli, ...args], { cwd: web, encoding: 'utf8' });
  return { status: run.status ?? 1, output: `${run.stdout}${run.stderr}` };
}

/** Writes the schema's introspection to `file`; throws with gql.tada's output when it fails. */
export function generateEnv(file) {
  const run = tada(['generate', 'output', '--output', file]);
  if (run.status !== 0) throw new Error(`gql.tada generate output failed\n${run.output}`);
}

/**
 * Writes the turbo cache to `file`, computed against the committed graphql-env.d.ts (so that one must be current);
 * throws with gql.tada's output when it fails.
 */
export function generateCache(file) {
  const committed = path.join(web, TYPINGS.cache);
  const aside = `${committed}.aside`;
  renameSync(committed, aside);
  try {
    writeFileSync(committed, '/* eslint-disable */\nexport {};\n');
    const run = tada(['generate', 'turbo', '--output', file]);
    if (run.status !== 0) throw new Error(`gql.tada generate turbo failed\n${run.output}`);
  } finally {
    renameSync(aside, committed);
  }
}

/** Whether two generated files are equal. */
export function sameFile(a, b) {
  return readFileSync(a, 'utf8') === readFileSync(b, 'utf8');
}
