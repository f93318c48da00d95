#!/usr/bin/env node
/**
 * `npm start`: builds the web app and the server's bundle (D-555) when missing or older than their sources, then runs
 * the server's bundle in production mode (it serves the API and the built SPA on one port, and seeds an empty database).
 * Signals are forwarded to the server and its exit code becomes ours.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_ARGS } from './server-node-args.mjs';
import { ensureServerBuild, SERVER_BUNDLE } from './server-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const buildStatus = ensureWebBuild();
if (buildStatus !== 0) {
  console.error('[start] not starting the server: the web build failed.');
  process.exit(buildStatus);
}
const serverBuildStatus = await ensureServerBuild();
if (serverBuildStatus !== 0) {
  console.error('[start] not starting the server: the server build failed.');
  process.exit(serverBuildStatus);
}

// The server gets a process group of its own: a Ctrl+C in the terminal (or a supervisor signalling our whole group)
// reaches only this process, which forwards it once. Delivered twice, the server would take the second signal as
// "exit now" and skip its graceful stop.
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_BUNDLE], {
  cwd: repoRoot,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production' },
  detached: true,
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}

server.on('error', (error) => {
  console.error(`[start] could not start the server: ${error.message}`);
  process.exit(1);
});

/** Conventional shell status for a death by signal: 128 + its number. */
const SIGNAL_NUMBERS = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };

server.on('exit', (code, signal) => {
  process.exit(signal ? 128 + (SIGNAL_NUMBERS[signal] ?? 0) : (code ?? 0));
});
