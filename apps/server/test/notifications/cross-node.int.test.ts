/**
 * Live updates across API processes (issue 5 item 4): two servers (`node --import tsx apps/server/src/main.ts`) on
 * different ports share one fresh PostgreSQL database and Redis. A client subscribed over graphql-ws on process B
 * receives tasksUpdatedForUser and notificationCreated for a task created on process A. Runs when DATABASE_URL and
 * REDIS_URL are set (CI runs the integration suite once with them).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PREFLIGHT_HEADER } from '@hatchery/domain';
import type { Client } from 'graphql-ws';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userChannel } from '../../src/modules/notifications/user-channels.js';
import { connect, NOTIFICATION_CREATED, subscribe, TASKS_UPDATED } from './ws-client.js';

const DATABASE_URL = process.env.DATABASE_URL?.trim() || undefined;
const REDIS_URL = process.env.REDIS_URL?.trim() || undefined;
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

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

interface Node {
  port: number;
  child: ChildProcess;
  output: string[];
}

function startNode(port: number, databaseUrl: string, dataDir: string): Node {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(chunk.toString());
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { port, child, output };
}

async function waitHealthy(node: Node, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (node.child.exitCode !== null) throw new Error(`server exited: ${node.output.join('')}`);
    try {
      const res = await fetch(`http://127.0.0.1:${node.port}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server on ${node.port} not healthy: ${node.output.join('')}`);
}

async function stopNode(node: Node | undefined): Promise<void> {
  if (!node || node.child.exitCode !== null || node.child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => node.child.once('exit', () => resolve()));
  node.child.kill('SIGTERM');
  const timer = setTimeout(() => node.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function post<T>(node: Node, pathname: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${node.port}${pathname}`, {
    method: 'POST',
    headers: {
      host: `demo.localhost:${node.port}`,
      'content-type': 'application/json',
      [PREFLIGHT_HEADER]: 'true',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
}

describe.runIf(DATABASE_URL && REDIS_URL)('live updates across two server processes (PostgreSQL + Redis)', () => {
  const dbName = `hatchery_xnode_${randomBytes(5).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-xnode-'));
  let a: Node | undefined;
  let b: Node | undefined;
  let client: Client | undefined;

  beforeAll(async () => {
    await admin(`CREATE DATABASE "${dbName}"`);
    const url = new URL(DATABASE_URL!);
    url.pathname = `/${dbName}`;
    const [portA, portB] = [await freePort(), await freePort()];
    // A first: it migrates and seeds the empty database; then B joins it.
    a = startNode(portA, url.toString(), path.join(dataDir, 'a'));
    await waitHealthy(a);
    b = startNode(portB, url.toString(), path.join(dataDir, 'b'));
    await waitHealthy(b);
  }, 150_000);

  afterAll(async () => {
    await client?.dispose();
    await Promise.all([stopNode(a), stopNode(b)]);
    await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('a task created on A reaches the assignee subscribed on B', async () => {
    const staff = (await post<{ token: string }>(a!, '/auth/local', { email: 'staff@demo.test', password: 'Demo!2026' })).token;
    const cofounderToken = (await post<{ token: string }>(b!, '/auth/local', { email: 'cofounder@demo.test', password: 'Demo!2026' })).token;
    const me = await post<{ data: { currentUser: { _id: string } } }>(b!, '/graphql', { query: '{ currentUser { _id } }' }, cofounderToken);
    const cofounderId = me.data.currentUser._id;
    const incubator = await post<{ data: { publicIncubator: { id: string } } }>(b!, '/graphql', { query: '{ publicIncubator { id } }' });
    const incubatorId = incubator.data.publicIncubator.id;

    client = connect(`ws://127.0.0.1:${b!.port}/subscriptions`, `demo.localhost:${b!.port}`, cofounderToken, 'demo');
    const taskEvents = subscribe(client, TASKS_UPDATED, { userId: cofounderId });
    const notes = subscribe(client, NOTIFICATION_CREATED);
    // Wait until B has subscribed both channels in Redis, so the event published by A cannot be missed.
    const redis = new Redis(REDIS_URL!);
    try {
      const channels = [userChannel(incubatorId, cofounderId, 'tasks'), userChannel(incubatorId, cofounderId, 'notifications')];
      const deadline = Date.now() + 10_000;
      for (;;) {
        const counts = (await redis.call('PUBSUB', 'NUMSUB', ...channels)) as Array<string | number>;
        if (Number(counts[1]) > 0 && Number(counts[3]) > 0) break;
        if (Date.now() > deadline) throw new Error('B never subscribed in Redis');
        await new Promise((r) => setTimeout(r, 25));
      }
    } finally {
      redis.disconnect();
    }

    const due = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const created = await post<{ data: { createTask: { _id: string; dueDate: string } } | null; errors?: unknown }>(
      a!,
      '/graphql',
      {
        query: 'mutation($a: [TaskAssigneeInput!], $d: String) { createTask(name: "Across nodes", dueDate: $d, assignees: $a) { _id dueDate } }',
        variables: { a: [{ type: 'User', value: cofounderId }], d: due },
      },
      staff,
    );
    const task = created.data!.createTask;
    expect(await taskEvents.waitFor(1, 5000)).toEqual([
      { data: { tasksUpdatedForUser: { updateType: 'ADDED', taskId: task._id, task: { _id: task._id, dueDate: task.dueDate } } } },
    ]);
    const [note] = await notes.waitFor(1, 5000);
    expect(note?.data?.notificationCreated).toMatchObject({ notification: { notificationType: 'taskAssigned', url: '/tasks' } });
  }, 60_000);
});
