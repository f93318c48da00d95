/**
 * Events feed benchmark (issue 18 budget: "the feed for a user with visibility rules evaluated over 10,000 events in a
 * tenant: p99 at FULL ≤ 1.3× at 1%; visibility computed in SQL, not by loading events into memory").
 * `npm run bench:events-feed -w @hatchery/bench`; not part of `npm test`.
 *
 * 1. Two fresh PostgreSQL databases, each migrated and seeded by a production server, then filled by
 *    feed-generate.ts: FULL (the demo tenant with BENCH_EVENTS events, the budget's 10,000) and SMALL (1% of them),
 *    the same mix of status, time, type and visibility rules.
 * 2. The feed's statement (events-read.service.ts › listEvents with events-access.ts › seenBy, for the co-founder's
 *    facts), EXPLAIN (ANALYZE, BUFFERS) on both databases as the server runs it (the demo tenant's transaction as
 *    hatchery_app, row-level security adding the tenant's condition), kept in the results.
 * 3. BENCH_ROUNDS rounds (support/full-small.ts): a closed loop (BENCH_CONNECTIONS), targets interleaved, then an open
 *    loop at half of that round's closed-loop rate, on both servers, of the web's EVENTS_FEED as /events sends it
 *    (`{ status: published, timeframe: upcoming, limit: 48 }`, EventsFeedPage) as cofounder@demo.test (signed in with
 *    POST /auth/local): the first page, and the same with the topic filter. Budget: p99 at FULL ≤ 1.3 × p99 at SMALL,
 *    read on the medians of the rounds.
 *
 * Env: BENCH_PG_URL, BENCH_EVENTS (10000), BENCH_DURATION (10 s), BENCH_ROUNDS (5), BENCH_CONNECTIONS (10),
 * BENCH_PORT (3351) and BENCH_SMALL_PORT (BENCH_PORT + 1), BENCH_KEEP=1 keeps the databases.
 * Results: stdout and bench/results/events-feed-<date>.json.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { request, startServer, tearDown, writeResults, type BenchServer } from '../support/bench-server.js';
import { signIn } from '../support/demo-targets.js';
import { medians, queryRows, runFullSmallRounds } from '../support/full-small.js';
import type { LoadTarget } from '../support/load.js';
import { EVENTS_FEED_QUERY } from '../support/page-queries.js';
import { BENCH_TOPIC, generateEvents } from './feed-generate.js';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3351);
const SMALL_PORT = Number(process.env.BENCH_SMALL_PORT ?? PORT + 1);
const RATIO_BUDGET = 1.3;
/** EventsFeedPage's page size for the cards and the table. */
const PAGE_SIZE = 48;
/** The role tenant transactions run as (apps/server/src/db/tenant-connection.ts, APP_ROLE). */
const APP_ROLE = 'hatchery_app';

interface Subject {
  token: string;
  incubatorId: string;
  userId: string;
  topicId: string;
  /** The co-founder's visibility facts, as events-access.ts › viewerFacts reads them. */
  facts: { roleIds: string[]; userTagIds: string[]; startupTagIds: string[]; programIds: string[] };
}

async function subjectOf(server: BenchServer): Promise<Subject> {
  const [row] = await queryRows<{ incubator_id: string; user_id: string; role_id: string; topic_id: string; user_tags: string[]; startup_tags: string[]; programs: string[] }>(
    server.dbUrl,
    `select i.id as incubator_id, u.id as user_id, u.role_id,
       (select id from tags t where t.incubator_id = i.id and t.kind = 'topic' and t.name = '${BENCH_TOPIC}') as topic_id,
       array(select distinct tag_id::text from user_tags where user_id = u.id) as user_tags,
       array(select distinct st.tag_id::text from startup_tags st join startup_people sp on sp.startup_id = st.startup_id where sp.user_id = u.id) as startup_tags,
       array(select distinct p.program_id::text from startup_programs p join startup_people sp on sp.startup_id = p.startup_id where sp.user_id = u.id) as programs
     from incubators i join users u on u.incubator_id = i.id and u.email = 'cofounder@demo.test' where i.slug = 'demo'`,
  );
  return {
    token: await signIn(server, 'cofounder@demo.test'),
    incubatorId: row!.incubator_id,
    userId: row!.user_id,
    topicId: row!.topic_id,
    facts: { roleIds: [row!.role_id], userTagIds: row!.user_tags, startupTagIds: row!.startup_tags, programIds: row!.programs },
  };
}

/** The feed's variables as EventsFeedPage sends them: published, upcoming, 48 a page; the filtered variant adds a topic. */
function variantsOf(subject: Subject): Array<{ name: string; variables: Record<string, unknown> }> {
  const base = { status: 'published', timeframe: 'upcoming', limit: PAGE_SIZE };
  return [
    { name: 'upcoming, first page', variables: base },
    { name: 'upcoming + topic', variables: { ...base, topicIds: [subject.topicId] } },
  ];
}

function targetsFor(server: BenchServer, subject: Subject): LoadTarget[] {
  const headers = { 'content-type': 'application/json', 'apollo-require-preflight': 'true', authorization: `Bearer ${subject.token}`, host: 'demo.localhost' };
  return variantsOf(subject).map(({ name, variables }) => ({
    name: `${name} (${server.name})`,
    port: server.port,
    path: '/graphql?operationName=EventsFeed',
    headers,
    body: JSON.stringify({ query: EVENTS_FEED_QUERY, variables }),
  }));
}

const literalArray = (ids: readonly string[]) => (ids.length ? `ARRAY[${ids.map((id) => `'${id}'`).join(', ')}]::text[]` : `'{}'::text[]`);

/**
 * The page statement of listEvents for the co-founder (not an EVENT:EDIT holder, so seenBy is hostsOrCreated or the
 * published, unarchived events whose four rules let them through — visibilityCondition), written out as drizzle builds it.
 */
/** `spanSeconds`: the tenant's longest published span, read first as listEvents does (D-514). */
function feedStatement(subject: Subject, topic: boolean, spanSeconds: number): string {
  const fact = { userRoles: subject.facts.roleIds, userTags: subject.facts.userTagIds, startupTags: subject.facts.startupTagIds, startupPrograms: subject.facts.programIds };
  const visibility = Object.entries(fact)
    .map(([dimension, ids]) => {
      const rule = `(visibility -> '${dimension}')`;
      return `((jsonb_array_length(${rule} -> 'is') = 0 or (${rule} -> 'is') ?| ${literalArray(ids)}) and not ((${rule} -> 'isNot') ?| ${literalArray(ids)}))`;
    })
    .join(' and ');
  const seenBy = `(created_by = '${subject.userId}' or exists (select 1 from incubator_event_hosts h where h.incubator_id = incubator_events.incubator_id and h.event_id = incubator_events.id and h.user_id = '${subject.userId}')
    or (status = 'published' and is_archived = false and ${visibility}))`;
  const topicFilter = topic
    ? ` and exists (select 1 from incubator_event_tags t where t.incubator_id = incubator_events.incubator_id and t.event_id = incubator_events.id and t.tag_id in ('${subject.topicId}'::uuid))`
    : '';
  return `select * from incubator_events where ${seenBy} and is_archived = false and status = 'published'
    and coalesce(end_time, start_time, 'infinity'::timestamptz) >= now()
    and start_time >= now() - make_interval(secs => ${spanSeconds})${topicFilter}
    order by start_time asc nulls last, id asc limit ${PAGE_SIZE + 1} offset 0`;
}

async function plans(server: BenchServer, subject: Subject): Promise<Record<string, { executionMs: number; rows: number; plan: string }>> {
  const out: Record<string, { executionMs: number; rows: number; plan: string }> = {};
  const client = new pg.Client({ connectionString: server.dbUrl });
  await client.connect();
  try {
    for (const [name, topic] of [['upcoming, first page', false], ['upcoming + topic', true]] as const) {
      await client.query('begin');
      await client.query(`set local role ${APP_ROLE}`);
      await client.query(`select set_config('app.incubator_id', $1, true)`, [subject.incubatorId]);
      const span = await client.query<{ seconds: string | null }>(`select extract(epoch from max(end_time - start_time)) as seconds from incubator_events where status = 'published'`);
      const spanSeconds = Math.ceil(Number(span.rows[0]?.seconds ?? 0));
      const lines = (await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${feedStatement(subject, topic, spanSeconds)}`)).rows.map((r) => r['QUERY PLAN']);
      const rows = (await client.query(feedStatement(subject, topic, spanSeconds))).rowCount ?? 0;
      await client.query('commit');
      const executionMs = Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? NaN);
      out[name] = { executionMs, rows, plan: lines.join('\n') };
      console.log(`  [${server.name}] ${name}: ${executionMs} ms, ${rows} rows — ${lines.find((l) => /Scan/.test(l))?.trim() ?? lines[0]}`);
    }
  } finally {
    await client.end();
  }
  return out;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-bench-evfeed-'));
  const smallEvents = Math.max(1, Math.round(EVENTS / 100));
  let full: BenchServer | undefined;
  let small: BenchServer | undefined;
  try {
    console.log(`Starting servers and generating data (${EVENTS} events in the demo tenant, and ${smallEvents})…`);
    const loadBefore = os.loadavg();
    full = await startServer('hatchery_bench_evfeed', 'full', PORT, path.join(dataDir, 'full'));
    small = await startServer('hatchery_bench_evfeed', 'small', SMALL_PORT, path.join(dataDir, 'small'));
    const fullGen = await generateEvents(full.dbUrl, { events: EVENTS, log: (l) => console.log(`[full]${l}`) });
    const smallGen = await generateEvents(small.dbUrl, { events: smallEvents, log: (l) => console.log(`[small]${l}`) });
    const fullSubject = await subjectOf(full);
    const smallSubject = await subjectOf(small);
    const fullTargets = targetsFor(full, fullSubject);
    const smallTargets = targetsFor(small, smallSubject);
    const pageSizes: Record<string, number> = {};
    for (const t of [...fullTargets, ...smallTargets]) {
      const answer = await request(t.port, 'demo.localhost', 'POST', '/graphql', t.headers, t.body);
      const json = JSON.parse(answer.body) as { data?: { events?: { results: unknown[]; next: string | null } }; errors?: unknown };
      if (answer.status !== 200 || json.errors || !json.data?.events?.results.length) throw new Error(`${t.name}: ${answer.status} ${answer.body.slice(0, 300)}`);
      pageSizes[t.name] = json.data.events.results.length;
      console.log(`${t.name}: ${json.data.events.results.length} events on the page, next ${json.data.events.next ?? 'none'}`);
    }
    console.log('Plans (EXPLAIN ANALYZE):');
    const explain = { full: await plans(full, fullSubject), small: await plans(small, smallSubject) };
    const loadAtStart = os.loadavg();
    const rounds = await runFullSmallRounds(fullTargets, smallTargets, { rounds: ROUNDS, connections: CONNECTIONS, durationS: DURATION_S });
    const medianRatios = medians(rounds.map((r) => r.ratios));
    console.log(`\nMedian ratios full/small of p99 over ${ROUNDS} rounds (budget ≤ ${RATIO_BUDGET}): ${JSON.stringify(medianRatios)}`);
    writeResults('events-feed', {
      date: new Date().toISOString(),
      events: EVENTS,
      smallEvents,
      pageSize: PAGE_SIZE,
      connections: CONNECTIONS,
      durationS: DURATION_S,
      rounds: ROUNDS,
      cores: os.cpus().length,
      loadAverage: { beforeGeneration: loadBefore, atStart: loadAtStart, atEnd: os.loadavg() },
      generation: { full: fullGen, small: smallGen },
      pageSizes,
      plans: explain,
      medianRatios,
      withinBudget: Object.values(medianRatios).every((r) => r <= RATIO_BUDGET),
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
