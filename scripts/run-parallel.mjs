#!/usr/bin/env node
/**
 * Runs groups of npm scripts side by side: `node scripts/run-parallel.mjs "typecheck" "lint check:cycles"` runs
 * `npm run typecheck` while `npm run lint` then `npm run check:cycles` run one after the other. Used by `npm test` for
 * the single-threaded checks (tsc, eslint), which leave the second core of the 2-core CI machine idle when run in a
 * row (D-502). Each group's output is kept and printed whole when the group ends, so the two never interleave; the
 * exit code is 1 when any script failed (every group still runs to its end, so all failures are shown at once).
 */
import { spawn } from 'node:child_process';

const groups = process.argv.slice(2).map((group) => group.split(/\s+/).filter(Boolean));
if (groups.length === 0 || groups.some((group) => group.length === 0)) {
  console.error('usage: node scripts/run-parallel.mjs "<npm script> [<npm script>…]" …');
  process.exit(2);
}

/** Runs one npm script with its output captured; resolves with its exit code and output. */
function runScript(name) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' } });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => resolve({ code: 1, output: `could not start npm run ${name}: ${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }));
  });
}

async function runGroup(scripts) {
  let failed = false;
  for (const name of scripts) {
    const started = Date.now();
    const { code, output } = await runScript(name);
    const seconds = Math.round((Date.now() - started) / 1000);
    process.stdout.write(`\n> npm run ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds}s\n${output}`);
    if (code !== 0) {
      failed = true;
      break; // like `&&` within a group
    }
  }
  return failed;
}

const results = await Promise.all(groups.map(runGroup));
process.exit(results.some(Boolean) ? 1 : 0);
