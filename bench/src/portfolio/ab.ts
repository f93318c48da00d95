/**
 * Per-request CPU of two builds, interleaved on one database (issue 14's CPU budget, issue 19 item 2).
 * `BENCH_AB_BASELINE=<checkout> npm run bench:portfolio-ab -w @hatchery/bench`; not part of `npm test`.
 *
 * A change to what every request does (the data layer, GraphQL execution) is kept only if it measures better than the
 * build before it on the same machine at the same time. This bench starts two production servers on ONE fresh
 * PostgreSQL database (migrated and seeded by the baseline, then filled by the portfolio generator): A runs the
 * baseline checkout (e.g. `git archive <commit> | tar -x -C <dir>` with `node_modules` linked to this one's), B this
 * checkout. Each round measures every target on both: the server process's CPU time
 * (/proc/<pid>/stat) over a closed-loop run, divided by its requests — both servers loaded at the same time, so both
 * builds meet the same contention (run one after the other, the same build's figure moved by ±50% between rounds on
 * this shared machine). Targets: the empty request `{ __typename }`
 * (with the token, as the others), the /startups first page and filtered page (as bench:portfolio), the navbar tasks
 * and notifications queries (as bench:tasks) and a timeline page (as bench:timeline) of the demo tenant's seed, all as
 * admin@demo.test. Printed: the medians per build and target, in ms and × the same build's empty request.
 *
 * Env: BENCH_AB_BASELINE (required), BENCH_AB_RATE (req/s: an open loop at that rate on each server instead of the
 * closed loop — the CPU per request at equal arrival rate), BENCH_AB_PROFILE=1 (B runs with `--cpu-prof`; the profile is written to
 * BENCH_AB_PROFILE_DIR, default /tmp, when the server stops), BENCH_AB_TARGETS (comma-separated target keys, default
 * empty,list,filtered,navbar,notifications,timeline; also applications — the overview's first page — and timeline-names — the timeline with every translation of its metric names; `a/b` has A ask a and B ask b), BENCH_TENANTS (3), BENCH_STARTUPS (1000), BENCH_DURATION
 * (6 s), BENCH_ROUNDS (3), BENCH_CONNECTIONS (10), BENCH_PORT (3311), BENCH_AB_B_PORT (B's, default BENCH_PORT + 1), BENCH_KEEP=1 (keep the
 * database), BENCH_AB_DB=<its name> (run on a kept database instead of a new one), BENCH_AB_A_SOCKET / BENCH_AB_B_SOCKET
 * (a directory with PostgreSQL's Unix socket, e.g. /var/run/postgresql: that server reaches the database through it
 * instead of loopback TCP, D-320).
 * Results: stdout and bench/results/portfolio-ab-<date>.json (portfolio-ab-<BENCH_AB_LABEL>-<date>.json when set).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { admin, launchServer, processCpuMs, repoRoot, request, tearDown, writeResults, type BenchServer } from '../support/bench-server.js';
import { median, queryRows } from '../support/full-small.js';
import { measureLoad, measureOpenLoop, type LoadTarget } from '../support/load.js';
import { ADMIN_TOKEN, generatePortfolio } from './generate.js';
import { endOfTomorrowUtc } from '../support/demo-targets.js';
import { APPLICATIONS_QUERY, NAVBAR_QUERY, NOTIFICATIONS_QUERY, PORTFOLIO_QUERY, TIMELINE_EVERY_NAME_QUERY, TIMELINE_QUERY } from '../support/page-queries.js';

const BASELINE = process.env.BENCH_AB_BASELINE;
const PROFILE = process.env.BENCH_AB_PROFILE === '1';
const PROFILE_DIR = process.env.BENCH_AB_PROFILE_DIR ?? os.tmpdir();
const TENANTS = Number(process.env.BENCH_TENANTS ?? 3);
const STARTUPS = Number(process.env.BENCH_STARTUPS ?? 1000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 6);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3311);
const PORT_B = Number(process.env.BENCH_AB_B_PORT ?? PORT + 1);
const A_SOCKET = process.env.BENCH_AB_A_SOCKET || undefined;
const B_SOCKET = process.env.BENCH_AB_B_SOCKET || undefined;
/** Arrival rate (req/s) of an open loop per server instead of the closed loop: the CPU per request at equal rate (D-527). */
/** Node flags for B only (e.g. `--max-semi-space-size=32`): an A/B of a runtime setting on one build. */
const B_NODE_ARGS = (process.env.BENCH_AB_B_NODE_ARGS ?? '').split(' ').filter(Boolean);
const RATE = Number(process.env.BENCH_AB_RATE ?? 0);
const TARGET_KEYS = (process.env.BENCH_AB_TARGETS ?? 'empty,list,filtered,navbar,notifications,timeline').split(',');


const headers = { 'content-type': 'application/json', 'apollo-require-preflight': 'true', authorization: `Bearer ${ADMIN_TOKEN}`, host: 'demo.localhost' };

interface Ids {
  program: string;
  startup: string;
}

async function demoIds(dbUrl: string): Promise<Ids> {
  const [program] = await queryRows<{ id: string }>(dbUrl, `select p.id from programs p join incubators i on i.id = p.incubator_id where i.slug = 'demo' and p.name = 'Bench Program 1'`);
  // The demo startup with the longest timeline: the seed's, not the generator's two items apiece.
  const [startup] = await queryRows<{ id: string }>(
    dbUrl,
    `select e.startup_id as id from timeline_events e join incubators i on i.id = e.incubator_id where i.slug = 'demo' group by e.startup_id order by count(*) desc limit 1`,
  );
  return { program: program!.id, startup: startup!.id };
}

function targetFor(key: string, port: number, ids: Ids): LoadTarget {
  const gql = (operationName: string, query: string, variables: Record<string, unknown> = {}): LoadTarget => ({
    name: key,
    port,
    path: `/graphql?operationName=${operationName}`,
    headers,
    body: JSON.stringify({ query, variables }),
  });
  switch (key) {
    case 'empty':
      return gql('Empty', 'query Empty { __typename }');
    case 'list':
      return gql('Portfolio', PORTFOLIO_QUERY, { view: { sort: 'name' }, limit: 25 });
    case 'filtered':
      return gql('Portfolio', PORTFOLIO_QUERY, { view: { programIds: [ids.program], stages: ['mvp', 'seed'], sort: 'teamSize', direction: 'desc' }, limit: 25 });
    case 'navbar':
      return gql('Tasks', NAVBAR_QUERY, { queryOptions: { before: endOfTomorrowUtc(), approvalStatus: 'APPROVED', completionStatus: 'PENDING' }, limit: 15 });
    case 'notifications':
      return gql('Notifications', NOTIFICATIONS_QUERY, { page: 1, pageSize: 16 });
    case 'timeline':
      return gql('Timeline', TIMELINE_QUERY, { startupId: ids.startup, limit: 20, language: 'en' });
    case 'timeline-names':
      // The same page with every translation of the metric names (the web's query until session 38).
      return gql('Timeline', TIMELINE_EVERY_NAME_QUERY, { startupId: ids.startup, limit: 20 });
    case 'applications':
      // The overview's first page as `npm run bench` reads it (demo-targets.ts): the seed's applications.
      return gql('Applications', APPLICATIONS_QUERY, { filter: { funnelId: null, roundId: null, search: null }, first: 25 });
    default:
      throw new Error(`unknown target ${key}`);
  }
}

/** `a/b` (e.g. `timeline-names/timeline`): A asks the first, B the second — a change to what the web asks, measured side by side. */
function sideOf(key: string, server: number): string {
  const [a, b] = key.split('/');
  return server === 0 ? a! : (b ?? a!);
}

/**
 * CPU per request of the same target on both servers, loaded at the same time (a closed loop each, or with
 * BENCH_AB_RATE an open loop each at that arrival rate) so that both builds run under the same contention from
 * everything else on the machine.
 */
async function cpuPerRequestSideBySide(servers: BenchServer[], targets: LoadTarget[]): Promise<Array<{ ms: number; rps: number }>> {
  await Promise.all(targets.map((t) => measureLoad([t], { connections: CONNECTIONS, durationS: 1, rounds: 1, warmupS: 0 })));
  const before = servers.map((s) => processCpuMs(s.child.pid!));
  const figures = await Promise.all(
    targets.map(async (t) => (RATE > 0 ? [await measureOpenLoop(t, { connections: CONNECTIONS, rate: RATE, durationS: DURATION_S })] : measureLoad([t], { connections: CONNECTIONS, durationS: DURATION_S, rounds: 1, warmupS: 0 }))),
  );
  const after = servers.map((s) => processCpuMs(s.child.pid!));
  return servers.map((server, i) => {
    const f = figures[i]![0]!;
    if (f.non2xx || f.errors) throw new Error(`${server.name} ${targets[i]!.name}: ${f.non2xx} non-2xx, ${f.errors} errors`);
    return { ms: Number(((after[i]! - before[i]!) / Math.max(1, f.requests)).toFixed(3)), rps: f.rps };
  });
}

async function main(): Promise<void> {
  if (!BASELINE) throw new Error('BENCH_AB_BASELINE=<checkout of the baseline build> is required');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-bench-ab-'));
  // BENCH_AB_DB reuses a database an earlier run kept (BENCH_KEEP=1): no seeding, no generating.
  const reuse = process.env.BENCH_AB_DB;
  const dbName = reuse ?? `hatchery_bench_ab_${Date.now()}`;
  let a: BenchServer | undefined;
  let b: BenchServer | undefined;
  try {
    if (!reuse) await admin(`CREATE DATABASE "${dbName}"`);
    a = await launchServer('A', PORT, path.join(dataDir, 'a'), dbName, { checkout: path.resolve(BASELINE), dbSocketDir: A_SOCKET });
    if (!reuse) {
      console.log(`Generating ${TENANTS} × ${STARTUPS} startups in ${dbName}…`);
      await generatePortfolio(a.dbUrl, { tenants: TENANTS, startups: STARTUPS });
    }
    b = await launchServer('B', PORT_B, path.join(dataDir, 'b'), dbName, {
      checkout: repoRoot,
      nodeArgs: [...B_NODE_ARGS, ...(PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [])],
      dbSocketDir: B_SOCKET,
    });
    const ids = await demoIds(a.dbUrl);
    const servers = [a, b];
    for (const server of servers) {
      for (const key of TARGET_KEYS) {
        const t = targetFor(sideOf(key, servers.indexOf(server)), server.port, ids);
        const answer = await request(t.port, 'demo.localhost', 'POST', t.path, t.headers, t.body);
        if (answer.status !== 200 || answer.body.includes('"errors"')) throw new Error(`${server.name} ${key}: ${answer.status} ${answer.body.slice(0, 300)}`);
      }
    }
    const loadAtStart = os.loadavg();
    // perRound[round][server][target] = CPU ms per request
    const perRound: Array<Record<string, Record<string, { ms: number; rps: number }>>> = [];
    for (let r = 0; r < ROUNDS; r++) {
      console.log(`Round ${r + 1} of ${ROUNDS} (load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})`);
      const round: Record<string, Record<string, { ms: number; rps: number }>> = { A: {}, B: {} };
      for (const key of TARGET_KEYS) {
        const figures = await cpuPerRequestSideBySide(servers, servers.map((server, i) => targetFor(sideOf(key, i), server.port, ids)));
        for (const [i, server] of servers.entries()) {
          round[server.name]![key] = figures[i]!;
          console.log(`  ${server.name} ${key}: ${figures[i]!.ms} ms CPU per request, ${figures[i]!.rps} req/s`);
        }
      }
      perRound.push(round);
    }
    // B / A per round (the two measured side by side), then the median: on a shared machine the CPU time of one
    // request moves by ±50% between rounds, far more than between builds.
    const paired = Object.fromEntries(TARGET_KEYS.map((key) => [key, median(perRound.map((round) => round.B![key]!.ms / round.A![key]!.ms), 3)]));
    const summary: Record<string, Record<string, { cpuMs: number; timesEmpty: number; rps: number }>> = { A: {}, B: {} };
    for (const name of ['A', 'B']) {
      for (const key of TARGET_KEYS) {
        summary[name]![key] = {
          cpuMs: median(perRound.map((round) => round[name]![key]!.ms), 3),
          timesEmpty: median(perRound.map((round) => round[name]![key]!.ms / Math.max(0.001, round[name]!.empty?.ms ?? 1)), 3),
          rps: median(perRound.map((round) => round[name]![key]!.rps), 3),
        };
      }
    }
    console.log(`\nMedians of ${ROUNDS} rounds (A = ${BASELINE}, B = this checkout); CPU ms per request (× the same build's empty request), req/s:`);
    console.log('| Target | A ms | A × empty | A req/s | B ms | B × empty | B req/s | B / A, median of the rounds |\n|---|---|---|---|---|---|---|---|');
    for (const key of TARGET_KEYS) {
      const sa = summary.A![key]!;
      const sb = summary.B![key]!;
      console.log(`| ${key} | ${sa.cpuMs} | ${sa.timesEmpty.toFixed(2)} | ${sa.rps} | ${sb.cpuMs} | ${sb.timesEmpty.toFixed(2)} | ${sb.rps} | ${paired[key]!.toFixed(2)} |`);
    }
    writeResults(`portfolio-ab${process.env.BENCH_AB_LABEL ? `-${process.env.BENCH_AB_LABEL}` : ''}`, {
      date: new Date().toISOString(),
      baseline: BASELINE,
      socket: { A: A_SOCKET ?? null, B: B_SOCKET ?? null },
      tenants: TENANTS,
      startupsPerTenant: STARTUPS,
      connections: CONNECTIONS,
      durationS: DURATION_S,
      rounds: ROUNDS,
      loadAverage: { atStart: loadAtStart, atEnd: os.loadavg() },
      summary,
      bOverA: paired,
      perRound,
    });
  } finally {
    if (reuse) process.env.BENCH_KEEP = '1';
    await tearDown([a, b], dataDir);
    if (process.env.BENCH_KEEP !== '1') await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
