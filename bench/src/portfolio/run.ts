/**
 * Portfolio list benchmark (issue 14 item 3). `npm run bench:portfolio -w @hatchery/bench`; not part of `npm test`.
 *
 * 1. Two fresh PostgreSQL databases, each migrated and seeded by a production server, then filled by generate.ts:
 *    FULL (BENCH_TENANTS tenants × BENCH_STARTUPS startups; the budget's figure is 1,000 × 1,000) and SMALL (1% of the
 *    tenants, the same startups per tenant).
 * 2. BENCH_ROUNDS rounds, each: autocannon closed loop (BENCH_CONNECTIONS), targets interleaved, then open loop at half
 *    of that round's closed-loop rate, on both servers: the /startups list's first page (25 rows, every column, sorted
 *    by name) unfiltered and with filters (a program, two stages, sorted by team size), as an administrator of the
 *    demo tenant. Budget: p99 at FULL ≤ 1.3 × p99 at SMALL — each round's ratio, and their median (the machine is
 *    shared: one round's p99 is mostly how long requests waited for a core).
 * 3. In each round, CPU per request on FULL: the server process's CPU time (/proc/<pid>/stat) over a closed-loop run of
 *    the list, divided by its requests, against the same for an empty GraphQL request (`{ __typename }`) just before.
 *    Budget: ≤ 4 × the empty request (median of the rounds).
 *
 * Env: BENCH_PG_URL, BENCH_TENANTS (1000), BENCH_STARTUPS (1000), BENCH_DURATION (10 s), BENCH_ROUNDS (3),
 * BENCH_CONNECTIONS (10), BENCH_PORT (3350) and BENCH_SMALL_PORT (BENCH_PORT + 1), BENCH_KEEP=1 keeps the databases.
 * Results: stdout and bench/results/portfolio-<date>.json.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processCpuMs, request, startServer, tearDown, writeResults, type BenchServer } from '../support/bench-server.js';
import { medians, queryRows, runFullSmallRounds } from '../support/full-small.js';
import { measureLoad, type LoadTarget } from '../support/load.js';
import { ADMIN_TOKEN, generatePortfolio } from './generate.js';

const TENANTS = Number(process.env.BENCH_TENANTS ?? 1000);
const STARTUPS = Number(process.env.BENCH_STARTUPS ?? 1000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3350);
const SMALL_PORT = Number(process.env.BENCH_SMALL_PORT ?? PORT + 1);
const RATIO_BUDGET = 1.3;
const CPU_BUDGET = 4;

const PORTFOLIO_QUERY = `query Portfolio($view: PortfolioViewInput, $limit: Int) { portfolio(view: $view, limit: $limit) { totalCount nextCursor results {
  startup { _id name logo createdAt programs { _id name } } stage status location teamSize foundedOn industries { _id name } tags { _id name color }
  mentors { _id fullName } lastContactAt attention { kind days count } } } }`;

const headers = { 'content-type': 'application/json', 'apollo-require-preflight': 'true', authorization: `Bearer ${ADMIN_TOKEN}`, host: 'demo.localhost' };

async function programId(server: BenchServer): Promise<string> {
  const [row] = await queryRows<{ id: string }>(server.dbUrl, `select p.id from programs p join incubators i on i.id = p.incubator_id where i.slug = 'demo' and p.name = 'Bench Program 1'`);
  return row!.id;
}

function targetsFor(server: BenchServer, program: string): LoadTarget[] {
  const body = (view: Record<string, unknown>) => JSON.stringify({ query: PORTFOLIO_QUERY, variables: { view, limit: 25 } });
  return [
    { name: `first page (${server.name})`, port: server.port, path: '/graphql?operationName=Portfolio', headers, body: body({ sort: 'name' }) },
    { name: `filtered page (${server.name})`, port: server.port, path: '/graphql?operationName=Portfolio', headers, body: body({ programIds: [program], stages: ['mvp', 'seed'], sort: 'teamSize', direction: 'desc' }) },
  ];
}

async function cpuPerRequest(server: BenchServer, target: LoadTarget): Promise<number> {
  const pid = server.child.pid!;
  await measureLoad([target], { connections: CONNECTIONS, durationS: 2, rounds: 1, warmupS: 0 });
  const before = processCpuMs(pid);
  const [figures] = await measureLoad([target], { connections: CONNECTIONS, durationS: DURATION_S, rounds: 1, warmupS: 0 });
  return Number(((processCpuMs(pid) - before) / Math.max(1, figures!.requests)).toFixed(3));
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-bench-pf-'));
  const smallTenants = Math.max(1, Math.round(TENANTS / 100));
  let full: BenchServer | undefined;
  let small: BenchServer | undefined;
  try {
    console.log(`Starting servers and generating data (${TENANTS} × ${STARTUPS} startups, and ${smallTenants} × ${STARTUPS})…`);
    full = await startServer('hatchery_bench_pf', 'full', PORT, path.join(dataDir, 'full'));
    small = await startServer('hatchery_bench_pf', 'small', SMALL_PORT, path.join(dataDir, 'small'));
    let started = performance.now();
    const fullGen = await generatePortfolio(full.dbUrl, { tenants: TENANTS, startups: STARTUPS, log: (l) => console.log(`[full]${l}`) });
    const fullSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
    started = performance.now();
    const smallGen = await generatePortfolio(small.dbUrl, { tenants: smallTenants, startups: STARTUPS, log: (l) => console.log(`[small]${l}`) });
    const smallSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
    console.log(`Generated: full in ${fullSeconds} s, small in ${smallSeconds} s`);
    const fullTargets = targetsFor(full, await programId(full));
    const smallTargets = targetsFor(small, await programId(small));
    for (const t of [...fullTargets, ...smallTargets]) {
      const answer = await request(t.port, 'demo.localhost', 'POST', '/graphql', t.headers, t.body);
      const json = JSON.parse(answer.body) as { data?: { portfolio?: { results: unknown[]; totalCount: number } }; errors?: unknown };
      if (answer.status !== 200 || json.errors || !json.data?.portfolio?.results.length) throw new Error(`${t.name}: ${answer.status} ${answer.body.slice(0, 300)}`);
      console.log(`${t.name}: ${json.data.portfolio.totalCount} startups match`);
    }
    const empty: LoadTarget = { name: 'empty request (full)', port: full.port, path: '/graphql?operationName=Empty', headers, body: JSON.stringify({ query: 'query Empty { __typename }' }) };
    const loadAtStart = os.loadavg();
    const rounds = await runFullSmallRounds(fullTargets, smallTargets, {
      rounds: ROUNDS,
      connections: CONNECTIONS,
      durationS: DURATION_S,
      afterRound: async () => {
        const cpu = { empty: await cpuPerRequest(full!, empty), list: await cpuPerRequest(full!, fullTargets[0]!), filtered: await cpuPerRequest(full!, fullTargets[1]!) };
        const cpuRatios = { list: Number((cpu.list / Math.max(0.001, cpu.empty)).toFixed(2)), filtered: Number((cpu.filtered / Math.max(0.001, cpu.empty)).toFixed(2)) };
        console.log(`  CPU ms per request ${JSON.stringify(cpu)}, × empty ${JSON.stringify(cpuRatios)}`);
        return { cpu, cpuRatios };
      },
    });
    const medianRatios = medians(rounds.map((r) => r.ratios));
    const medianCpu = medians(rounds.map((r) => r.cpu));
    const medianCpuRatios = medians(rounds.map((r) => r.cpuRatios));
    console.log(`\nMedian ratios full/small of p99 over ${ROUNDS} rounds (budget ≤ ${RATIO_BUDGET}): ${JSON.stringify(medianRatios)}`);
    console.log(`Median CPU ms per request: ${JSON.stringify(medianCpu)}; × empty (budget ≤ ${CPU_BUDGET}): ${JSON.stringify(medianCpuRatios)}`);
    const results = {
      date: new Date().toISOString(),
      tenants: TENANTS,
      smallTenants,
      startupsPerTenant: STARTUPS,
      connections: CONNECTIONS,
      durationS: DURATION_S,
      rounds: ROUNDS,
      loadAverage: { atStart: loadAtStart, atEnd: os.loadavg() },
      generation: { fullSeconds, smallSeconds, full: fullGen, small: smallGen },
      medianRatios,
      medianCpu,
      medianCpuRatios,
      perRound: rounds,
    };
    writeResults('portfolio', results);
  } finally {
    await tearDown([full, small], dataDir);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
