#!/usr/bin/env node
/**
 * `npm run dev`: the server in watch mode (restarts on change) and the Vite dev server (hot reload) together.
 * Open the Vite URL (http://demo.localhost:5173 by default); Vite proxies the API to the server.
 * Ctrl+C stops both; if either exits, the other is stopped and its exit code is ours.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_ARGS } from './server-node-args.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @type {{ name: string, child: import('node:child_process').ChildProcess }[]} */
const children = [];
let stopping = false;

function run(name, command, args, options) {
  // Own process groups: a Ctrl+C reaches only this script, which stops each child exactly once.
  const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'], detached: true, ...options });
  children.push({ name, child });
  child.on('error', (error) => {
    console.error(`[dev] ${name} could not start: ${error.message}`);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    if (!stopping) console.info(`[dev] ${name} exited (${signal ?? code}); stopping the rest`);
    stopAll(code ?? (signal ? 1 : 0));
  });
  return child;
}

function stopAll(exitCode) {
  if (!stopping) {
    stopping = true;
    for (const { child } of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    }
  }
  if (children.every(({ child }) => child.exitCode !== null || child.signalCode !== null)) process.exit(exitCode);
  // Give the children a moment to finish, then leave regardless.
  setTimeout(() => process.exit(exitCode), 5000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' };
run('server', process.execPath, [...SERVER_NODE_ARGS, '--import', 'tsx', '--watch', 'apps/server/src/main.ts'], { env });
const webDir = path.join(repoRoot, 'apps/web');
const viteBin = path.join(path.dirname(createRequire(path.join(webDir, 'package.json')).resolve('vite/package.json')), 'bin/vite.js');
run('web', process.execPath, [viteBin], { env, cwd: webDir });
