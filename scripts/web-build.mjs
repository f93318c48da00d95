#!/usr/bin/env node
/**
 * Builds the web app only when apps/web/dist is missing or older than its sources.
 * Used by scripts/start.mjs (imported) and by the benchmark (`node scripts/web-build.mjs`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from './newest-mtime.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(repoRoot, 'apps/web');
const distIndex = path.join(webDir, 'dist/index.html');
/** Everything the web bundle is built from; a change in any of them means a rebuild. */
const webSources = [
  path.join(webDir, 'src'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'public'),
  path.join(webDir, 'vite.config.ts'),
  path.join(webDir, 'build'),
  path.join(webDir, 'package.json'),
  path.join(repoRoot, 'packages/domain/src'),
];

/** Why the web app needs a build, or null when apps/web/dist is up to date. */
export function webBuildReason() {
  if (!existsSync(distIndex)) return 'apps/web/dist is missing';
  const built = statSync(distIndex).mtimeMs;
  const sources = Math.max(...webSources.map(newestMtime));
  return sources > built ? 'the web sources changed since the last build' : null;
}

/** Builds when needed; returns the exit status (0 when nothing had to be done). */
export function ensureWebBuild() {
  if (process.env.SKIP_WEB_BUILD === '1') {
    console.info('[web-build] SKIP_WEB_BUILD=1: using apps/web/dist as it is');
    return 0;
  }
  const reason = webBuildReason();
  if (!reason) {
    console.info('[web-build] web app is up to date (apps/web/dist)');
    return 0;
  }
  console.info(`[web-build] building the web app (${reason})…`);
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build', '-w', '@hatchery/web'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) {
    console.error(`[web-build] the web build failed (exit ${build.status ?? build.signal})`);
    return build.status ?? 1;
  }
  console.info(`[web-build] web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(ensureWebBuild());
}
