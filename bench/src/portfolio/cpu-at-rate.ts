/**
 * Per-request CPU of the /startups page against an empty GraphQL request, measured two ways in one run (issue 14's
 * CPU budget, D-526). `npm run bench:portfolio-rate -w @hatchery/bench`; not part of `npm test`.
 *
 * Why two ways: the budget's ratio was read so far in a closed loop (10 connections each, as fast as the server
 * answers), where the two requests do not meet the same conditions. The empty request never waits on PostgreSQL, so
 * its server runs flat out and one wake-up of the event loop serves many requests at once; the page waits on its
 * statement, so its server idles between answers and pays a wake-up (epoll, timers, the socket's read) per request.
 * The closed-loop ratio thus charges the page for the batching the empty request enjoys at ~10× its throughput.
 * Measured at the SAME arrival rate (an open loop, Poisson arrivals), both requests pay the same per-request
 * machinery and the ratio is the page's own work. The rate is half of the page's closed-loop throughput in that round
 * (the operating point of issue 19 item 3), so the server is busy but not saturated.
 *
 * One production server of this checkout on a PostgreSQL database seeded with the demo and filled by the portfolio
 * generator (BENCH_TENANTS × BENCH_STARTUPS, as bench:portfolio-ab). Each round: a closed loop of each target, then
 * the open loop of each target at the round's rate; CPU time of the server process (/proc) over its requests.
 * Printed: per round and median, the page's CPU per request × the empty request's, closed and at equal rate.
 *
 * Env: BENCH_RATE_DB (reuse a kept database; BENCH_KEEP=1 keeps a new one), BENCH_TENANTS (3), BENCH_STARTUPS (1000),
 * BENCH_DURATION (6 s), BENCH_ROUNDS (5), BENCH_CONNECTIONS (10), BENCH_PORT (3341).
 * Results: stdout and bench/results/portfolio-rate-<date>.json.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { admin, launchServer, processCpuMs, request, tearDown, writeResults, type BenchServer } from '../support/bench-server.js';
import { median, queryRows } from '../support/full-small.js';
import { measureLoad, measureOpenLoop, type LoadTarget } from '../support/load.js';
import { PORTFOLIO_QUERY } from '../support/page-queries.js';
import { ADMIN_TOKEN, generatePortfolio } from './generate.js';

const TENANTS = Number(process.env.BENCH_TENANTS ?? 3);
const STARTUPS = Number(process.env.BENCH_STARTUPS ?? 1000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 6);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3341);
const BUDGET = 4;

const headers = { 'content-type': 'application/json', 'apollo-require-preflight': 'true', authorization: `Bearer ${ADMIN_TOKEN}`, host: 'demo.localhost' };

function target(name: string, operationName: string, query: string, variables: Record<string, unknown> = {}): LoadTarget {
  return { name, port: PORT, path: `/graphql?operationName=${operationName}`, headers, body: JSON.stringify({ query, variables }) };
}

interface Reading {
  ms: number;
  rps: number;
}

/** CPU ms per request of the server over one measurement, refused answers failing the bench. */
async function cpuOf(server: BenchServer, measure: () => Promise<{ requests: number; rps: number; non2xx: number; errors: number }>): Promise<Reading> {
  const before = processCpuMs(server.child.pid!);
  const figures = await measure();
  const after = processCpuMs(server.child.pid!);
  if (figures.non2xx || figures.errors) throw new Error(`${figures.non2xx} non-2xx, ${figures.errors} errors`);
  return { ms: Number(((after - before) / Math.max(1, figures.requests)).toFixed(3)), rps: figures.rps };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-bench-rate-'));
  const reuse = process.env.BENCH_RATE_DB;
  const dbName = reuse ?? `hatchery_bench_rate_${Date.now()}`;
  let server: BenchServer | undefined;
  try {
    if (!reuse) await admin(`CREATE DATABASE "${dbName}"`);
    server = await launchServer('S', PORT, path.join(dataDir, 's'), dbName);
    if (!reuse) {
      console.log(`Generating ${TENANTS} × ${STARTUPS} startups in ${dbName}…`);
      await generatePortfolio(server.dbUrl, { tenants: TENANTS, startups: STARTUPS });
    }
    const [program] = await queryRows<{ id: string }>(server.dbUrl, `select p.id from programs p join incubators i on i.id = p.incubator_id where i.slug = 'demo' and p.name = 'Bench Program 1'`);
    const targets = [
      target('empty', 'Empty', 'query Empty { __typename }'),
      target('list', 'Portfolio', PORTFOLIO_QUERY, { view: { sort: 'name' }, limit: 25 }),
      target('filtered', 'Portfolio', PORTFOLIO_QUERY, { view: { programIds: [program!.id], stages: ['mvp', 'seed'], sort: 'teamSize', direction: 'desc' }, limit: 25 }),
    ];
    for (const t of targets) {
      const answer = await request(PORT, 'demo.localhost', 'POST', t.path, t.headers, t.body);
      if (answer.status !== 200 || answer.body.includes('"errors"')) throw new Error(`${t.name}: ${answer.status} ${answer.body.slice(0, 300)}`);
    }
    await measureLoad(targets, { connections: CONNECTIONS, durationS: 2, rounds: 1, warmupS: 0 });
    const loadAtStart = os.loadavg();
    const rounds: Array<{ rate: number; closed: Record<string, Reading>; atRate: Record<string, Reading> }> = [];
    for (let r = 0; r < ROUNDS; r++) {
      const closed: Record<string, Reading> = {};
      for (const t of targets) closed[t.name] = await cpuOf(server, async () => (await measureLoad([t], { connections: CONNECTIONS, durationS: DURATION_S, rounds: 1, warmupS: 0 }))[0]!);
      const rate = Math.max(10, Math.round(Math.min(closed.list!.rps, closed.filtered!.rps) / 2));
      const atRate: Record<string, Reading> = {};
      for (const t of targets) atRate[t.name] = await cpuOf(server, () => measureOpenLoop(t, { connections: CONNECTIONS * 2, rate, durationS: DURATION_S }));
      rounds.push({ rate, closed, atRate });
      const show = (set: Record<string, Reading>) => targets.map((t) => `${t.name} ${set[t.name]!.ms} ms`).join(', ');
      console.log(`Round ${r + 1} (load ${os.loadavg()[0]!.toFixed(1)}): closed ${show(closed)} | at ${rate} req/s ${show(atRate)}`);
    }
    const ratio = (key: 'closed' | 'atRate', name: string) => median(rounds.map((round) => round[key][name]!.ms / Math.max(0.001, round[key].empty!.ms)), 2);
    const summary = Object.fromEntries(
      ['list', 'filtered'].map((name) => [name, { closed: ratio('closed', name), atEqualRate: ratio('atRate', name) }]),
    );
    console.log(`\nMedians of ${ROUNDS} rounds: CPU per request × the empty request's (budget ≤ ${BUDGET}×)`);
    console.log('| Page | closed loop (10 connections each) | equal rate (half the page\'s closed-loop throughput) |\n|---|---|---|');
    for (const [name, s] of Object.entries(summary)) {
      console.log(`| ${name} | ${s.closed.toFixed(2)}× ${s.closed <= BUDGET ? 'PASS' : 'FAIL'} | ${s.atEqualRate.toFixed(2)}× ${s.atEqualRate <= BUDGET ? 'PASS' : 'FAIL'} |`);
    }
    writeResults('portfolio-rate', {
      date: new Date().toISOString(),
      tenants: TENANTS,
      startupsPerTenant: STARTUPS,
      connections: CONNECTIONS,
      durationS: DURATION_S,
      loadAverage: { atStart: loadAtStart, atEnd: os.loadavg() },
      summary,
      rounds,
    });
  } finally {
    if (reuse) process.env.BENCH_KEEP = '1';
    await tearDown([server], dataDir);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
