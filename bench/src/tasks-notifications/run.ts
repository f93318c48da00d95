/**
 * Tasks and notifications benchmark (issue 5 budgets). `npm run bench:tasks -w @hatchery/bench`; not part of `npm test`.
 *
 * 1. Two fresh PostgreSQL databases, each migrated and seeded by a production server (the bundle
 *    `npm start` runs, bench-server.ts), then filled by generate.ts: FULL (1,000 tenants, 1,000,000 tasks, 5,000,000
 *    notification recipients) and SMALL (the 1% variant: 10 tenants, same density per tenant).
 * 2. autocannon, 50 connections, interleaved rounds, against both servers: the navbar tasks query (before = end of
 *    tomorrow, APPROVED, PENDING, limit 15) and the first notifications page (16). p99 per query and the full/1% ratio.
 * 3. Websocket fan-out on the FULL server: FANOUT (1,000) graphql-ws subscribers to notificationCreated, one per
 *    user of a startup; one createTask assigning that startup; the time from sending the mutation to each receipt.
 *
 * Env: BENCH_PG_URL (admin URL), BENCH_TENANTS (1000), BENCH_FANOUT (1000), BENCH_DURATION (10 s), BENCH_ROUNDS (2),
 * BENCH_CONNECTIONS (50), BENCH_OPEN_RATE (open-loop arrivals per second; default half of each target's closed-loop throughput), BENCH_KEEP=1 keeps the databases, BENCH_FANOUT_ONLY=1 runs only the websocket check. Results: stdout and bench/results/tasks-notifications-<date>.json.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot, request, startServer, tearDown, writeResults, type BenchServer } from '../support/bench-server.js';
import { LOAD_TABLE_HEADER, loadTableRows, measureLoad, measureOpenLoopPhase, type LoadFigures, type LoadTarget } from '../support/load.js';
import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { benchToken, generate, tenantSlug } from './generate.js';

const TENANTS = Number(process.env.BENCH_TENANTS ?? 1000);
const SMALL_TENANTS = Math.max(1, Math.round(TENANTS / 100));
const FANOUT = Number(process.env.BENCH_FANOUT ?? 1000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3320);
/** Open-loop model: mean arrival rate in requests per second (support/load.ts); 0 = half of each target's closed-loop throughput. */
const OPEN_LOOP_RATE = Number(process.env.BENCH_OPEN_RATE ?? 0);

const NAVBAR_QUERY = `query Tasks($queryOptions: TaskQueryOptions, $limit: Int) { tasks(queryOptions: $queryOptions, limit: $limit) {
  totalCount next prev results { _id name dueDate taskType url isGroupTask done viewerCanCheck viewerCanDelete viewerCanEdit viewerDone
  createdBy { _id fullName } startup { _id name } assignees { _id type done status user { _id fullName } } } } }`;
const NOTIFICATIONS_QUERY = `query Notifications($page: Int, $pageSize: Int) { notifications(page: $page, pageSize: $pageSize) {
  unreadCount meta { currentPage totalPages pageSize } notifications { _id isRead createdAt message notificationStyle
  notification { _id url notificationType message } } } }`;

type Server = BenchServer;

interface Target {
  name: string;
  server: Server;
  host: string;
  body: string;
  token: string;
  check: (json: { data?: Record<string, unknown>; errors?: unknown }) => string | null;
}

function endOfTomorrowUtc(): string {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1, 23, 59, 59, 999)).toISOString();
}

function targetsFor(server: Server, tenant: string): Target[] {
  const host = `${tenant}.localhost`;
  const token = benchToken(tenant, 3);
  return [
    {
      name: `navbar tasks (${server.name})`,
      server,
      host,
      token,
      body: JSON.stringify({ query: NAVBAR_QUERY, variables: { queryOptions: { before: endOfTomorrowUtc(), approvalStatus: 'APPROVED', completionStatus: 'PENDING' }, limit: 15 } }),
      check: (json) => (json.errors ? JSON.stringify(json.errors) : null),
    },
    {
      name: `notifications page (${server.name})`,
      server,
      host,
      token,
      body: JSON.stringify({ query: NOTIFICATIONS_QUERY, variables: { page: 1, pageSize: 16 } }),
      check: (json) => {
        if (json.errors) return JSON.stringify(json.errors);
        const list = (json.data?.notifications as { notifications: unknown[] } | undefined)?.notifications ?? [];
        return list.length === 16 ? null : `expected 16 notifications, got ${list.length}`;
      },
    },
  ];
}

const headersOf = (t: Target) => ({ 'content-type': 'application/json', 'apollo-require-preflight': 'true', authorization: `Bearer ${t.token}`, host: t.host });

const loadTarget = (t: Target): LoadTarget => ({
  name: t.name,
  port: t.server.port,
  path: `/graphql?operationName=${t.name.startsWith('navbar') ? 'Tasks' : 'Notifications'}`,
  headers: headersOf(t),
  body: t.body,
});

/** Checks every target's answer, then measures them closed-loop and open-loop (support/load.ts). */
async function throughput(targets: Target[]): Promise<{ closed: LoadFigures[]; openLoop: LoadFigures[] }> {
  for (const t of targets) {
    const answer = await request(t.server.port, t.host, 'POST', '/graphql', headersOf(t), t.body);
    const problem = answer.status === 200 ? t.check(JSON.parse(answer.body) as { data?: Record<string, unknown> }) : `status ${answer.status}`;
    if (problem) throw new Error(`${t.name}: ${problem}`);
  }
  const closed = await measureLoad(targets.map(loadTarget), { connections: CONNECTIONS, durationS: DURATION_S, rounds: ROUNDS, log: console.log });
  const openLoop = await measureOpenLoopPhase(targets.map(loadTarget), closed, { connections: CONNECTIONS, rate: OPEN_LOOP_RATE, durationS: DURATION_S, log: console.log });
  return { closed, openLoop };
}

function socketForHost(host: string): new (url: string | URL, protocols?: string | string[]) => WebSocket {
  return class HostWebSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers: { host } });
    }
  };
}

/** FANOUT subscribers to notificationCreated; one createTask for their startup; latency of each receipt. */
async function fanout(server: Server): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: server.dbUrl });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(`select id from startups where name = 'Everyone Inc'`);
  await client.end();
  const startupId = rows[0]!.id;
  const host = 'fanout.localhost';
  const url = `ws://127.0.0.1:${server.port}/subscriptions`;
  const received: number[][] = Array.from({ length: FANOUT }, () => []);
  const clients: Client[] = [];
  for (let n = 1; n <= FANOUT; n++) {
    const c = createClient({ url, webSocketImpl: socketForHost(host), connectionParams: { authToken: benchToken('fanout', n), incubator: 'fanout' }, retryAttempts: 0, lazy: false });
    clients.push(c);
    c.subscribe({ query: 'subscription { notificationCreated { _id } }' }, { next: () => received[n - 1]!.push(performance.now()), error: (e) => console.error('subscriber error', e), complete: () => undefined });
    if (n % 100 === 0) await sleep(20);
  }
  const mutate = async (name: string) => {
    const body = JSON.stringify({
      query: 'mutation($a: [TaskAssigneeInput!], $d: String) { createTask(name: $d, dueDate: $d, assignees: $a) { _id } }'.replace('name: $d', `name: "${name}"`),
      variables: { a: [{ type: 'Startup', value: startupId }], d: new Date(Date.now() + 2 * 86_400_000).toISOString() },
    });
    const started = performance.now();
    const answer = await request(server.port, host, 'POST', '/graphql', { 'content-type': 'application/json', 'apollo-require-preflight': 'true', authorization: `Bearer ${benchToken('fanout', 0)}` }, body);
    if (answer.status !== 200 || answer.body.includes('"errors"')) throw new Error(`fan-out mutation: ${answer.body.slice(0, 300)}`);
    return { started, answered: performance.now() };
  };
  const everyone = async (count: number, ms: number) => {
    const deadline = Date.now() + ms;
    while (received.some((r) => r.length < count) && Date.now() < deadline) await sleep(20);
  };
  // Warm-up rounds until every subscription has proven live (each subscriber received something).
  for (let round = 1; round <= 5 && received.some((r) => r.length === 0); round++) {
    await mutate(`Warm-up ${round}`);
    await everyone(1, 15_000);
  }
  const live = received.filter((r) => r.length >= 1).length;
  await sleep(2000); // let the warm-up's deliveries drain
  const { started, answered } = await mutate('Measured');
  const deadline = Date.now() + 10_000;
  while (received.some((r) => !r.some((at) => at >= started)) && Date.now() < deadline) await sleep(20);
  const latencies = received.map((r) => (r.find((at) => at >= started) ?? Number.POSITIVE_INFINITY) - started).sort((a, b) => a - b);
  await Promise.all(clients.map((c) => c.dispose()));
  const q = (p: number) => {
    const value = latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
    return Number.isFinite(value) ? Number(value.toFixed(1)) : -1; // -1: not received within 10 s
  };
  return {
    subscribers: FANOUT,
    liveAfterWarmup: live,
    receivedWithin1s: latencies.filter((l) => l <= 1000).length,
    mutationMs: Number((answered - started).toFixed(1)),
    p50Ms: q(0.5),
    p99Ms: q(0.99),
    maxMs: q(1),
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-bench-tn-'));
  let full: Server | undefined;
  let small: Server | undefined;
  try {
    console.log(`Starting servers and generating data (${TENANTS} tenants, and ${SMALL_TENANTS} for the 1% variant)…`);
    if (process.env.BENCH_FANOUT_ONLY === '1') {
      full = await startServer('hatchery_bench_tn', 'fanout', PORT, path.join(dataDir, 'fanout'));
      await generate(full.dbUrl, { tenants: 0, fanoutUsers: FANOUT });
      const ws = await fanout(full);
      console.log(`Fan-out: ${JSON.stringify(ws)}`);
      mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
      writeFileSync(path.join(repoRoot, `bench/results/tasks-notifications-fanout-${new Date().toISOString().slice(0, 10)}.json`), `${JSON.stringify({ date: new Date().toISOString(), fanout: ws }, null, 2)}\n`);
      return;
    }
    full = await startServer('hatchery_bench_tn', 'full', PORT, path.join(dataDir, 'full'));
    small = await startServer('hatchery_bench_tn', 'small', PORT + 1, path.join(dataDir, 'small'));
    let started = performance.now();
    const fullGen = await generate(full.dbUrl, { tenants: TENANTS, fanoutUsers: FANOUT, log: (l) => console.log(`[full]${l}`) });
    const fullGenSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
    started = performance.now();
    const smallGen = await generate(small.dbUrl, { tenants: SMALL_TENANTS, log: (l) => console.log(`[small]${l}`) });
    const smallGenSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
    console.log(`Generated: full in ${fullGenSeconds} s, 1% in ${smallGenSeconds} s`);

    const [fullNavbar, fullNotes] = targetsFor(full, tenantSlug(Math.ceil(TENANTS / 2)));
    const [smallNavbar, smallNotes] = targetsFor(small, tenantSlug(Math.ceil(SMALL_TENANTS / 2)));
    console.log(`autocannon: ${CONNECTIONS} connections, ${ROUNDS} × ${DURATION_S} s per target, interleaved`);
    const { closed: figures, openLoop } = await throughput([fullNavbar!, smallNavbar!, fullNotes!, smallNotes!]);
    const by = new Map(figures.map((f) => [f.name, f]));
    const ratio = (a: string, b: string) => Number((by.get(a)!.p99 / Math.max(1, by.get(b)!.p99)).toFixed(2));
    const ratios = {
      navbarP99FullOver1pct: ratio(fullNavbar!.name, smallNavbar!.name),
      notificationsP99FullOver1pct: ratio(fullNotes!.name, smallNotes!.name),
    };
    console.log(`Websocket fan-out: ${FANOUT} subscribers…`);
    const ws = await fanout(full);

    console.log('\n| Query | req/s | mean ms | p50 ms | p99 ms | non-2xx | errors |\n|---|---|---|---|---|---|---|');
    console.log(loadTableRows(figures));
    console.log(`\nOpen loop (Poisson arrivals at ${OPEN_LOOP_RATE ? `${OPEN_LOOP_RATE} req/s` : 'half the closed-loop req/s'}, at most ${CONNECTIONS} connections):\n${LOAD_TABLE_HEADER}\n${loadTableRows(openLoop)}`);
    console.log(`\nRatios full/1% of p99: navbar ×${ratios.navbarP99FullOver1pct}, notifications ×${ratios.notificationsP99FullOver1pct}`);
    console.log(`Fan-out: ${JSON.stringify(ws)}`);
    const results = { date: new Date().toISOString(), tenants: TENANTS, smallTenants: SMALL_TENANTS, connections: CONNECTIONS, durationS: DURATION_S, rounds: ROUNDS, openLoopRate: OPEN_LOOP_RATE, loadAverage: os.loadavg(), generation: { fullSeconds: fullGenSeconds, smallSeconds: smallGenSeconds, full: fullGen, small: smallGen }, figures, openLoop, ratios, fanout: ws };
    writeResults('tasks-notifications', results);
  } finally {
    await tearDown([full, small], dataDir);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
