/**
 * Responses table benchmark (issue 15 budget: a form with 100,000 submissions, first page p99 at FULL ≤ 1.3 × at 1%).
 * `npm run bench:form-responses -w @hatchery/bench`; not part of `npm test`.
 *
 * Two fresh PostgreSQL databases, each migrated and seeded by a production server, then filled by generate.ts: FULL
 * (BENCH_SUBMISSIONS answers to the demo intake form, 100,000) and SMALL (1% of them). BENCH_ROUNDS rounds of
 * autocannon closed loop (BENCH_CONNECTIONS), targets interleaved, then open loop at half that round's rate, on both
 * servers: `formResponses` first page (50 rows, answers and respondent) unfiltered and filtered by version, as the
 * demo administrator. The ratio is each round's p99 FULL / SMALL and their median (the machine is shared).
 * Results: stdout and bench/results/forms-responses-<date>.json.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { request, startServer, tearDown, writeResults, type BenchServer } from '../support/bench-server.js';
import { LOAD_TABLE_HEADER, loadTableRows, measureLoad, measureOpenLoopPhase, type LoadFigures, type LoadTarget } from '../support/load.js';
import { FORMS_ADMIN_TOKEN, generateResponses } from './generate.js';

const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3370);
const SMALL_PORT = Number(process.env.BENCH_SMALL_PORT ?? PORT + 1);
const RATIO_BUDGET = 1.3;

const RESPONSES_QUERY = `query FormResponses($formId: ID!, $filter: FormResponseFilter, $first: Int) { formResponses(formId: $formId, filter: $filter, first: $first) {
  nextCursor results { _id status answers submittedAt anonymous version { number } respondent { _id fullName } downloadKey } } }`;

const headers = { 'content-type': 'application/json', 'apollo-require-preflight': 'true', authorization: `Bearer ${FORMS_ADMIN_TOKEN}`, host: 'demo.localhost' };

async function formIds(server: BenchServer): Promise<{ formId: string; versionId: string }> {
  const client = new pg.Client({ connectionString: server.dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ form_id: string; version_id: string }>(
      `select f.id as form_id, v.id as version_id from forms f join form_versions v on v.form_id = f.id join incubators i on i.id = f.incubator_id
       where i.slug = 'demo' and f.name = 'Startup intake' and v.number = 1`,
    );
    return { formId: rows[0]!.form_id, versionId: rows[0]!.version_id };
  } finally {
    await client.end();
  }
}

function targetsFor(server: BenchServer, ids: { formId: string; versionId: string }): LoadTarget[] {
  const body = (filter: Record<string, unknown> | null) => JSON.stringify({ query: RESPONSES_QUERY, variables: { formId: ids.formId, filter, first: 50 } });
  return [
    { name: `first page (${server.name})`, port: server.port, path: '/graphql?operationName=FormResponses', headers, body: body(null) },
    { name: `by version (${server.name})`, port: server.port, path: '/graphql?operationName=FormResponses', headers, body: body({ versionId: ids.versionId }) },
  ];
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-bench-forms-'));
  const smallSubmissions = Math.max(1, Math.round(SUBMISSIONS / 100));
  let full: BenchServer | undefined;
  let small: BenchServer | undefined;
  try {
    console.log(`Starting servers and generating data (${SUBMISSIONS} and ${smallSubmissions} responses)…`);
    full = await startServer('hatchery_bench_forms', 'full', PORT, path.join(dataDir, 'full'));
    small = await startServer('hatchery_bench_forms', 'small', SMALL_PORT, path.join(dataDir, 'small'));
    const fullGen = await generateResponses(full.dbUrl, { submissions: SUBMISSIONS, log: (l) => console.log(`[full]${l}`) });
    const smallGen = await generateResponses(small.dbUrl, { submissions: smallSubmissions, log: (l) => console.log(`[small]${l}`) });
    const fullTargets = targetsFor(full, await formIds(full));
    const smallTargets = targetsFor(small, await formIds(small));
    for (const t of [...fullTargets, ...smallTargets]) {
      const answer = await request(t.port, 'demo.localhost', 'POST', '/graphql', t.headers, t.body);
      const json = JSON.parse(answer.body) as { data?: { formResponses?: { results: unknown[] } }; errors?: unknown };
      if (answer.status !== 200 || json.errors || json.data?.formResponses?.results.length !== 50) throw new Error(`${t.name}: ${answer.status} ${answer.body.slice(0, 300)}`);
    }
    const targets = fullTargets.flatMap((t, i) => [t, smallTargets[i]!]);
    const loadAtStart = os.loadavg();
    const rounds: Array<{ loadAverage: number[]; closed: LoadFigures[]; openLoop: LoadFigures[]; ratios: Record<string, number> }> = [];
    for (let r = 1; r <= ROUNDS; r++) {
      console.log(`Round ${r} of ${ROUNDS} (load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})`);
      const closed = await measureLoad(targets, { connections: CONNECTIONS, durationS: DURATION_S, rounds: 1, warmupS: r === 1 ? 2 : 0, log: (l) => console.log(l.replace('round 1', 'closed')) });
      const openLoop = await measureOpenLoopPhase(targets, closed, { connections: CONNECTIONS, rate: 0, durationS: DURATION_S, log: console.log });
      const p99 = (list: LoadFigures[], name: string) => list.find((f) => f.name === name)!.p99;
      const ratios = Object.fromEntries(
        fullTargets.flatMap((t, i) => [
          [`${t.name.replace(' (full)', '')}, closed`, Number((p99(closed, t.name) / Math.max(1, p99(closed, smallTargets[i]!.name))).toFixed(2))],
          [`${t.name.replace(' (full)', '')}, open`, Number((p99(openLoop, t.name) / Math.max(1, p99(openLoop, smallTargets[i]!.name))).toFixed(2))],
        ]),
      );
      console.log(`  ratios full/small of p99: ${JSON.stringify(ratios)}`);
      rounds.push({ loadAverage: os.loadavg(), closed, openLoop, ratios });
    }
    const medianRatios = Object.fromEntries(
      Object.keys(rounds[0]!.ratios).map((k) => {
        const sorted = rounds.map((r) => r.ratios[k] ?? 0).sort((a, b) => a - b);
        const mid = Math.floor(sorted.length / 2);
        return [k, Number((sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2).toFixed(2))];
      }),
    );
    for (const [i, r] of rounds.entries()) {
      console.log(`\nRound ${i + 1}, closed loop (${CONNECTIONS} connections):\n${LOAD_TABLE_HEADER}\n${loadTableRows(r.closed)}`);
      console.log(`Round ${i + 1}, open loop (half the closed-loop rate):\n${LOAD_TABLE_HEADER}\n${loadTableRows(r.openLoop)}`);
    }
    console.log(`\nMedian ratios full/small of p99 over ${ROUNDS} rounds (budget ≤ ${RATIO_BUDGET}): ${JSON.stringify(medianRatios)}`);
    writeResults('forms-responses', {
      date: new Date().toISOString(),
      submissions: SUBMISSIONS,
      smallSubmissions,
      connections: CONNECTIONS,
      durationS: DURATION_S,
      rounds: ROUNDS,
      loadAverage: { atStart: loadAtStart, atEnd: os.loadavg() },
      generation: { full: fullGen, small: smallGen },
      medianRatios,
      perRound: rounds,
    });
  } finally {
    await tearDown([full, small], dataDir);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
