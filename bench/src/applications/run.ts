/**
 * Applications overview benchmark (issue 16 budget). `npm run bench:applications -w @hatchery/bench`; not part of
 * `npm test`.
 *
 * 1. Two fresh PostgreSQL databases, each migrated and seeded by a production server, then filled by generate.ts:
 *    FULL (BENCH_TENANTS tenants × BENCH_APPLICATIONS applications with BENCH_EVALUATIONS evaluations each; the
 *    budget's figure is 1,000 × 2,000 × 10) and SMALL (1% of the tenants, the same per tenant).
 * 2. The statements of the three targets, EXPLAIN (ANALYZE, BUFFERS) on both databases as the server runs them (the
 *    demo tenant's transaction, row-level security adding the tenant's condition), kept in the results.
 * 3. BENCH_ROUNDS rounds (support/full-small.ts), each a closed loop (BENCH_CONNECTIONS), targets interleaved, then an
 *    open loop at half of that round's closed-loop rate, on both servers, of `applications(filter, first: 25)` as
 *    /applications/overview sends it (apps/web/src/features/applications/overview/documents.ts, APPLICATIONS with
 *    ApplicationRowFields), as the demo administrator: the first page (no filter chosen), a call and a status group
 *    ("All pending"), and a call, a round and a status with a search. Budget: p99 at FULL ≤ 1.3 × p99 at SMALL, read
 *    on the medians of the rounds.
 *
 * Env: BENCH_PG_URL, BENCH_TENANTS (1000), BENCH_APPLICATIONS (2000), BENCH_EVALUATIONS (10), BENCH_DURATION (10 s),
 * BENCH_ROUNDS (5), BENCH_CONNECTIONS (10), BENCH_PORT (3341) and BENCH_SMALL_PORT (BENCH_PORT + 1), BENCH_KEEP=1 keeps
 * the databases, BENCH_RESULTS (applications) names the results file.
 * Results: stdout and bench/results/<BENCH_RESULTS>-<date>.json.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { request, startServer, tearDown, writeResults, type BenchServer } from '../support/bench-server.js';
import { medians, queryRows, runFullSmallRounds } from '../support/full-small.js';
import type { LoadTarget } from '../support/load.js';
import { APPLICATIONS_QUERY } from '../support/page-queries.js';
import { ADMIN_TOKEN, generateApplications } from './generate.js';

const TENANTS = Number(process.env.BENCH_TENANTS ?? 1000);
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 2000);
const EVALUATIONS = Number(process.env.BENCH_EVALUATIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3341);
const SMALL_PORT = Number(process.env.BENCH_SMALL_PORT ?? PORT + 1);
const RESULTS = process.env.BENCH_RESULTS ?? 'applications';
const RATIO_BUDGET = 1.3;
const PAGE_SIZE = 25;
/** The role tenant transactions run as (apps/server/src/db/tenant-connection.ts, APP_ROLE). */
const APP_ROLE = 'hatchery_app';


const headers = { 'content-type': 'application/json', 'apollo-require-preflight': 'true', authorization: `Bearer ${ADMIN_TOKEN}`, host: 'demo.localhost' };

interface DemoIds {
  incubatorId: string;
  funnelId: string;
  roundId: string;
}

/** The demo tenant's first bench call and its second round. */
async function demoIds(server: BenchServer): Promise<DemoIds> {
  const [row] = await queryRows<{ incubator_id: string; funnel_id: string; round_id: string }>(
    server.dbUrl,
    `select i.id as incubator_id, f.id as funnel_id, r.id as round_id from incubators i join funnels f on f.incubator_id = i.id and f.slug = 'bench-call-1'
     join funnel_rounds r on r.funnel_id = f.id and r.position = 1 where i.slug = 'demo'`,
  );
  return { incubatorId: row!.incubator_id, funnelId: row!.funnel_id, roundId: row!.round_id };
}

/** The page's filters as the overview page builds them (`{ funnelId, roundId, search, ...statusFilter(status) }`). */
function filters(ids: DemoIds): Array<{ name: string; filter: Record<string, unknown> }> {
  return [
    { name: 'first page', filter: { funnelId: null, roundId: null, search: null } },
    { name: 'call + All pending', filter: { funnelId: ids.funnelId, roundId: null, search: null, group: 'allPending' } },
    { name: 'call + round + status + search', filter: { funnelId: ids.funnelId, roundId: ids.roundId, search: 'Startup 0', statuses: ['under_review'] } },
  ];
}

function targetsFor(server: BenchServer, ids: DemoIds): LoadTarget[] {
  return filters(ids).map(({ name, filter }) => ({
    name: `${name} (${server.name})`,
    port: server.port,
    path: '/graphql?operationName=Applications',
    headers,
    body: JSON.stringify({ query: APPLICATIONS_QUERY, variables: { filter, first: PAGE_SIZE } }),
  }));
}

/**
 * The list's two statements (page and count) for each target, as overview.service.ts builds them for an administrator
 * (reach: every funnel; archived left out), run as the server runs them — in a transaction as hatchery_app with
 * app.incubator_id set, so row-level security adds the tenant's condition (apps/server/src/db/index.ts): EXPLAIN ANALYZE.
 */
async function plans(server: BenchServer, ids: DemoIds): Promise<Record<string, { executionMs: number; plan: string }>> {
  const live = 'archived_at is null';
  const where = {
    'first page': live,
    'call + All pending': `${live} and funnel_id = '${ids.funnelId}' and status in ('ready_for_invitation', 'ready_for_meeting', 'under_review', 'pending_decision')`,
    'call + round + status + search': `${live} and funnel_id = '${ids.funnelId}' and round_id = '${ids.roundId}' and status in ('under_review') and title ilike '%Startup 0%'`,
  };
  const out: Record<string, { executionMs: number; plan: string }> = {};
  const client = new pg.Client({ connectionString: server.dbUrl });
  await client.connect();
  try {
    for (const [name, condition] of Object.entries(where)) {
      for (const [kind, statement] of [
        ['page', `select * from applications where ${condition} order by created_at desc, id desc limit ${PAGE_SIZE + 1}`],
        ['count', `select count(*) from applications where ${condition}`],
      ] as const) {
        await client.query('begin');
        await client.query(`set local role ${APP_ROLE}`);
        await client.query(`select set_config('app.incubator_id', $1, true)`, [ids.incubatorId]);
        const rows = (await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement}`)).rows;
        await client.query('commit');
        const lines = rows.map((r) => r['QUERY PLAN']);
        const executionMs = Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? NaN);
        out[`${name}, ${kind}`] = { executionMs, plan: lines.join('\n') };
        console.log(`  [${server.name}] ${name}, ${kind}: ${executionMs} ms — ${lines.find((l) => /Scan/.test(l))?.trim() ?? lines[0]}`);
      }
    }
  } finally {
    await client.end();
  }
  return out;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-bench-apps-'));
  const smallTenants = Math.max(1, Math.round(TENANTS / 100));
  let full: BenchServer | undefined;
  let small: BenchServer | undefined;
  try {
    console.log(`Starting servers and generating data (${TENANTS} × ${APPLICATIONS} applications × ${EVALUATIONS} evaluations, and ${smallTenants} × ${APPLICATIONS})…`);
    const loadBefore = os.loadavg();
    full = await startServer('hatchery_bench_apps', 'full', PORT, path.join(dataDir, 'full'));
    small = await startServer('hatchery_bench_apps', 'small', SMALL_PORT, path.join(dataDir, 'small'));
    let started = performance.now();
    const fullGen = await generateApplications(full.dbUrl, { tenants: TENANTS, applications: APPLICATIONS, evaluations: EVALUATIONS, log: (l) => console.log(`[full]${l}`) });
    const fullSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
    started = performance.now();
    const smallGen = await generateApplications(small.dbUrl, { tenants: smallTenants, applications: APPLICATIONS, evaluations: EVALUATIONS, log: (l) => console.log(`[small]${l}`) });
    const smallSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
    const [size] = await queryRows<{ full: string }>(full.dbUrl, `select pg_size_pretty(pg_database_size(current_database())) as full`);
    console.log(`Generated: full in ${fullSeconds} s (${size!.full}), small in ${smallSeconds} s; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    const fullIds = await demoIds(full);
    const smallIds = await demoIds(small);
    const fullTargets = targetsFor(full, fullIds);
    const smallTargets = targetsFor(small, smallIds);
    for (const t of [...fullTargets, ...smallTargets]) {
      const answer = await request(t.port, 'demo.localhost', 'POST', '/graphql', t.headers, t.body);
      const json = JSON.parse(answer.body) as { data?: { applications?: { results: unknown[]; totalCount: number } }; errors?: unknown };
      if (answer.status !== 200 || json.errors || !json.data?.applications?.results.length) throw new Error(`${t.name}: ${answer.status} ${answer.body.slice(0, 300)}`);
      console.log(`${t.name}: ${json.data.applications.totalCount} applications match, ${json.data.applications.results.length} on the page`);
    }
    console.log('Plans (EXPLAIN ANALYZE):');
    const explain = { full: await plans(full, fullIds), small: await plans(small, smallIds) };
    const loadAtStart = os.loadavg();
    const rounds = await runFullSmallRounds(fullTargets, smallTargets, { rounds: ROUNDS, connections: CONNECTIONS, durationS: DURATION_S });
    const medianRatios = medians(rounds.map((r) => r.ratios));
    console.log(`\nMedian ratios full/small of p99 over ${ROUNDS} rounds (budget ≤ ${RATIO_BUDGET}): ${JSON.stringify(medianRatios)}`);
    const results = {
      date: new Date().toISOString(),
      tenants: TENANTS,
      smallTenants,
      applicationsPerTenant: APPLICATIONS,
      evaluationsPerApplication: EVALUATIONS,
      connections: CONNECTIONS,
      durationS: DURATION_S,
      rounds: ROUNDS,
      loadAverage: { beforeGeneration: loadBefore, atStart: loadAtStart, atEnd: os.loadavg() },
      generation: { fullSeconds, smallSeconds, fullDatabaseSize: size!.full, full: fullGen, small: smallGen },
      plans: explain,
      medianRatios,
      perRound: rounds,
    };
    writeResults(RESULTS, results);
  } finally {
    await tearDown([full, small], dataDir);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
