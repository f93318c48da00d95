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
import { request, startServer, tearDown, writeResults, type BenchServer } from '../support/bench-server.js';
import { medians, queryRows, runFullSmallRounds } from '../support/full-small.js';
import type { LoadTarget } from '../support/load.js';
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
  const [row] = await queryRows<{ form_id: string; version_id: string }>(
    server.dbUrl,
    `select f.id as form_id, v.id as version_id from forms f join form_versions v on v.form_id = f.id join incubators i on i.id = f.incubator_id
     where i.slug = 'demo' and f.name = 'Startup intake' and v.number = 1`,
  );
  return { formId: row!.form_id, versionId: row!.version_id };
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
    const loadAtStart = os.loadavg();
    const rounds = await runFullSmallRounds(fullTargets, smallTargets, { rounds: ROUNDS, connections: CONNECTIONS, durationS: DURATION_S });
    const medianRatios = medians(rounds.map((r) => r.ratios));
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
