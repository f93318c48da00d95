#!/usr/bin/env node
/**
 * The server's production bundle (D-555): apps/server/dist/main.js and dist/pglite-worker.js, built by esbuild from
 * apps/server/src (and @hatchery/domain's sources) only when missing or older than them. Packages from node_modules
 * stay outside the bundle, loaded by Node as they are. Under tsx every one of the server's ~480 modules went through
 * tsx's loader thread: the import alone took 3.7–5.1 s of the start (docs/performance.md "Issue 19: session 22").
 * Used by scripts/start.mjs (imported) and by the benchmarks (`node scripts/server-build.mjs`).
 */
import { existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from './newest-mtime.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(repoRoot, 'apps/server');
const distDir = path.join(serverDir, 'dist');
export const SERVER_BUNDLE = path.join(distDir, 'main.js');
const ENTRIES = { main: 'src/main.ts', 'pglite-worker': 'src/db/pglite-worker.ts' };
/** Everything the bundle is built from; a change in any of them means a rebuild. */
const serverSources = [
  path.join(serverDir, 'src'),
  path.join(serverDir, 'package.json'),
  path.join(serverDir, 'tsconfig.json'),
  path.join(repoRoot, 'packages/domain/src'),
  fileURLToPath(import.meta.url),
];

/** Why the server needs a build, or null when apps/server/dist is up to date. */
export function serverBuildReason() {
  const outputs = Object.keys(ENTRIES).map((name) => path.join(distDir, `${name}.js`));
  if (!outputs.every((file) => existsSync(file))) return 'apps/server/dist is missing';
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return Math.max(...serverSources.map(newestMtime)) > built ? 'the server sources changed since the last build' : null;
}

/**
 * Bare imports stay external (node_modules is there at run time), except the workspace's own packages, whose
 * TypeScript sources Node cannot load without tsx.
 */
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@hatchery/') ? undefined : { path: args.path, external: true }));
  },
};

/** Builds the bundle; resolves when written. */
export async function buildServer() {
  const { build } = await import('esbuild');
  // Chunk names carry a hash: without this, chunks of earlier builds would pile up beside the new ones.
  rmSync(distDir, { recursive: true, force: true });
  await build({
    absWorkingDir: serverDir,
    entryPoints: ENTRIES,
    outdir: distDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // main.ts imports server.ts dynamically so that the embedded database's thread opens while the rest loads (D-529):
    // a chunk of its own keeps that — in one file every package's import would be hoisted before main runs.
    splitting: true,
    // Chunks beside main.js, never in a folder: every file of the bundle sits one level below apps/server, as
    // src/server-root.ts and the worker's lookup in src/db/pglite-host.ts expect.
    chunkNames: '[name]-[hash]',
    // Error classes and the like keep their names when two modules declare the same one (esbuild renames clashes).
    keepNames: true,
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [keepPackagesExternal],
  });
}

/** Builds when needed; returns the exit status (0 when nothing had to be done). */
export async function ensureServerBuild() {
  const reason = serverBuildReason();
  if (!reason) {
    console.info('[server-build] server bundle is up to date (apps/server/dist)');
    return 0;
  }
  console.info(`[server-build] bundling the server (${reason})…`);
  const started = Date.now();
  try {
    await buildServer();
  } catch (error) {
    console.error(`[server-build] failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  console.info(`[server-build] done in ${Date.now() - started} ms`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(await ensureServerBuild());
}
