/**
 * The production start path on the embedded default (issue 19 item 1, D-435): the real server
 * (`node --import tsx apps/server/src/main.ts`) with DATA_DIR and no DATABASE_URL runs PGlite in a worker thread
 * behind a Unix socket in DATA_DIR and answers requests through node-postgres. Then kill -9 safety: sign-ins (each
 * writes a session token) are sent with some in flight, the server is killed with SIGKILL, started again on the same
 * DATA_DIR (its start time is measured), and every sign-in that was answered still authenticates — no acknowledged
 * write lost. Last, SIGTERM stops it cleanly: exit 0 and the socket file gone.
 * Runs when DATABASE_URL is unset (the suite's embedded run).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PREFLIGHT_HEADER } from '@hatchery/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const DATABASE_URL = process.env.DATABASE_URL?.trim() || undefined;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Node {
  port: number;
  child: ChildProcess;
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startNode(port: number, dataDir: string): Node {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, EMBEDDED_ENGINE: 'worker' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(chunk.toString());
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { port, child, output, exited };
}

async function waitHealthy(node: Node, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (node.child.exitCode !== null) throw new Error(`server exited: ${node.output.join('')}`);
    try {
      const res = await fetch(`http://127.0.0.1:${node.port}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server on ${node.port} not healthy: ${node.output.join('')}`);
}

async function signIn(node: Node): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${node.port}/auth/local`, {
    method: 'POST',
    headers: { host: `demo.localhost:${node.port}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'Demo!2026' }),
  });
  if (res.status !== 200) throw new Error(`sign-in: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

async function currentUserEmail(node: Node, token: string): Promise<string | null> {
  const res = await fetch(`http://127.0.0.1:${node.port}/graphql`, {
    method: 'POST',
    headers: { host: `demo.localhost:${node.port}`, 'content-type': 'application/json', [PREFLIGHT_HEADER]: 'true', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ currentUser { email } }' }),
  });
  const body = (await res.json()) as { data?: { currentUser?: { email?: string } | null } };
  return body.data?.currentUser?.email ?? null;
}

describe.skipIf(DATABASE_URL)('the embedded default: PGlite in a worker behind a socket in DATA_DIR', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-embedded-'));
  const socketPath = path.join(dataDir, '.s.PGSQL.5432');
  let node: Node | undefined;

  beforeAll(async () => {
    node = startNode(await freePort(), dataDir);
    // The first start creates the database, migrates and seeds it: longer than a restart.
    await waitHealthy(node, 150_000);
  }, 160_000);

  afterAll(async () => {
    if (node && node.child.exitCode === null && node.child.signalCode === null) {
      node.child.kill('SIGKILL');
      await node.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('starts on the worker engine, with its files and its socket in DATA_DIR, and answers requests', async () => {
    expect(node!.output.join('')).toMatch(/"engine":"pglite".*Hatchery serving/);
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(existsSync(socketPath)).toBe(true);
    const token = await signIn(node!);
    expect(await currentUserEmail(node!, token)).toBe('admin@demo.test');
  });

  it('keeps every acknowledged write through kill -9, and starts again on the same DATA_DIR', async () => {
    const acknowledged: string[] = [];
    let stop = false;
    // Four clients signing in back to back; SIGKILL lands while some sign-ins are in flight.
    const clients = Array.from({ length: 4 }, async () => {
      while (!stop) {
        try {
          acknowledged.push(await signIn(node!));
        } catch {
          return; // the connection died with the server: not acknowledged
        }
      }
    });
    while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 5));
    node!.child.kill('SIGKILL');
    stop = true;
    await node!.exited;
    await Promise.all(clients);
    const answered = [...acknowledged];

    const port = node!.port;
    const started = performance.now();
    node = startNode(port, dataDir);
    await waitHealthy(node, 60_000);
    const startMs = performance.now() - started;
    console.log(`restart after kill -9 on the embedded default: ${Math.round(startMs)} ms to a healthy /healthz; ${answered.length} acknowledged sign-ins`);

    const lost: string[] = [];
    for (const token of answered) if ((await currentUserEmail(node, token)) !== 'admin@demo.test') lost.push(token);
    expect(lost).toEqual([]);
  }, 90_000);

  it('stops cleanly on SIGTERM: the worker closes PGlite and removes its socket', async () => {
    node!.child.kill('SIGTERM');
    const { code } = await node!.exited;
    expect(code).toBe(0);
    expect(existsSync(socketPath)).toBe(false);
  }, 30_000);
});
