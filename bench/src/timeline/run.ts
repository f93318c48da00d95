/**
 * Timeline benchmark (issue 6). `npm run bench:timeline -w @hatchery/bench`; not part of `npm test`.
 *
 * 1. Two fresh PostgreSQL databases, each migrated and seeded by a production server (the bundle
 *    `npm start` runs, bench-server.ts), then filled by generate.ts: FULL (1,000 startups, 100,000 items on one startup's
 *    timeline) and SMALL (10 startups, 1,000 items on it).
 * 2. autocannon, 50 connections, interleaved rounds, on both servers: the first page of the heavy startup's timeline
 *    (20 items, every kind's fields) as an administrator (private items and e-mail metadata included) and as a
 *    cofounder (public items only), and a page deep in the timeline (a cursor half-way) as the administrator.
 *    Budget: p99 < 30 ms on FULL; the FULL/SMALL ratio of p99 shows whether the page cost grows with the timeline.
 *
 * Env: BENCH_PG_URL (admin URL), BENCH_STARTUPS (1000), BENCH_EVENTS (100000), BENCH_DURATION (10 s), BENCH_ROUNDS (2),
 * BENCH_CONNECTIONS (50), BENCH_OPEN_RATE (open-loop arrivals per second; default half of each target's closed-loop throughput), BENCH_KEEP=1 keeps the databases. Results: stdout and bench/results/timeline-<date>.json.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request, startServer, tearDown, writeResults, type BenchServer } from '../support/bench-server.js';
import { LOAD_TABLE_HEADER, loadTableRows, measureLoad, measureOpenLoopPhase, type LoadFigures, type LoadTarget } from '../support/load.js';
import pg from 'pg';
import { ADMIN_TOKEN, FOUNDER_TOKEN, generateTimeline, HEAVY_STARTUP } from './generate.js';

const STARTUPS = Number(process.env.BENCH_STARTUPS ?? 1000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3340);
const BUDGET_P99_MS = 30;
/** Open-loop model: mean arrival rate in requests per second (support/load.ts); 0 = half of each target's closed-loop throughput. */
const OPEN_LOOP_RATE = Number(process.env.BENCH_OPEN_RATE ?? 0);

const USER = '_id fullName avatar role { _id label type }';
const TIMELINE_QUERY = `query Timeline($startupId: ID!, $cursor: String, $limit: Int) { startupTimeline(startupId: $startupId, cursor: $cursor, limit: $limit) { next
  pinned { __typename ... on TimelineEvent { _id message } }
  results { __typename
    ... on TimelineEvent { _id eventType message isPublic isPinned isUpdate attr1 start end createdAt createdBy { ${USER} } attachments { _id name fileType url pdfUrl } }
    ... on TimelineDataDueEvent { _id dueDate startup { _id name } }
    ... on TimelineDataSubmitted { _id dueDate createdAt createdBy { ${USER} } editedBy { _id fullName } editedAt data { id isPoint0 value dateValue unit metric { _id name { language value } unitType } metadata { diff change useArrow } } }
    ... on TimelineDataSubmittedUpdate { _id createdAt dueDate createdBy { _id } editedBy { _id } data { id metric { _id name { language value } } } }
    ... on TimelineCoachingSessionPost { _id createdAt appEvent { conferenceData { url } } coachingSession { _id name date expectedDuration staffEditor staffEditorPublic topics { _id name } coachs { ${USER} } attendees { ${USER} } }
      changelogs { initiator { _id fullName } type changeTime groupId oldValue { type value } newValue { type value } } }
    ... on TimelineCategorizationUpdate { _id createdAt message startup { _id name } }
    ... on TimelineCoachingInvitePost { _id createdAt createdBy { ${USER} } appEvent { source location } invite { _id status expires incubatorInvitees { _id fullName gender } startupInvitees { _id fullName gender } } }
    ... on TimelineCategorizationSkip { _id createdAt dueDate createdBy { _id } }
    ... on TimelineEmailThreadPost { _id createdAt createdBy { ${USER} } emailMessage { subject emailContent recipients cc bcc openedCount opened deliveredCount lastOpenedAt } } } } }`;

type Server = BenchServer;

interface Target {
  name: string;
  server: Server;
  token: string;
  body: string;
}

/** The heavy startup's id, and a cursor half-way down its timeline (as the server encodes it). */
async function heavy(server: Server): Promise<{ startupId: string; midCursor: string; items: number }> {
  const client = new pg.Client({ connectionString: server.dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(`select id from startups where name = $1`, [HEAVY_STARTUP]);
    const startupId = rows[0]!.id;
    const count = Number((await client.query<{ n: string }>('select count(*)::text as n from timeline_events where startup_id = $1', [startupId])).rows[0]!.n);
    const mid = await client.query<{ at: string; id: string }>(
      `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id from timeline_events where startup_id = $1
       order by created_at desc, id desc offset $2 limit 1`,
      [startupId, Math.floor(count / 2)],
    );
    return { startupId, midCursor: Buffer.from(`${mid.rows[0]!.at}|${mid.rows[0]!.id}`, 'utf8').toString('base64url'), items: count };
  } finally {
    await client.end();
  }
}

function targetsFor(server: Server, startupId: string, midCursor: string): Target[] {
  const body = (variables: Record<string, unknown>) => JSON.stringify({ query: TIMELINE_QUERY, variables: { startupId, limit: 20, ...variables } });
  return [
    { name: `first page, admin (${server.name})`, server, token: ADMIN_TOKEN, body: body({}) },
    { name: `first page, cofounder (${server.name})`, server, token: FOUNDER_TOKEN, body: body({}) },
    { name: `deep page, admin (${server.name})`, server, token: ADMIN_TOKEN, body: body({ cursor: midCursor }) },
  ];
}

const headersOf = (t: Target) => ({ 'content-type': 'application/json', 'apollo-require-preflight': 'true', authorization: `Bearer ${t.token}`, host: 'demo.localhost' });

const loadTarget = (t: Target): LoadTarget => ({ name: t.name, port: t.server.port, path: '/graphql?operationName=Timeline', headers: headersOf(t), body: t.body });

/** Checks every target answers a page of 20, then measures them closed-loop and open-loop (support/load.ts). */
async function throughput(targets: Target[]): Promise<{ closed: LoadFigures[]; openLoop: LoadFigures[] }> {
  for (const t of targets) {
    const answer = await request(t.server.port, 'demo.localhost', 'POST', '/graphql', headersOf(t), t.body);
    const json = JSON.parse(answer.body) as { data?: { startupTimeline?: { results: unknown[] } }; errors?: unknown };
    if (answer.status !== 200 || json.errors || json.data?.startupTimeline?.results.length !== 20) throw new Error(`${t.name}: ${answer.status} ${answer.body.slice(0, 300)}`);
  }
  const closed = await measureLoad(targets.map(loadTarget), { connections: CONNECTIONS, durationS: DURATION_S, rounds: ROUNDS, log: console.log });
  const openLoop = await measureOpenLoopPhase(targets.map(loadTarget), closed, { connections: CONNECTIONS, rate: OPEN_LOOP_RATE, durationS: DURATION_S, log: console.log });
  return { closed, openLoop };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-bench-tl-'));
  let full: Server | undefined;
  let small: Server | undefined;
  try {
    console.log(`Starting servers and generating data (${STARTUPS} startups / ${EVENTS} items, and 10 / ${Math.round(EVENTS / 100)})…`);
    full = await startServer('hatchery_bench_tl', 'full', PORT, path.join(dataDir, 'full'));
    small = await startServer('hatchery_bench_tl', 'small', PORT + 1, path.join(dataDir, 'small'));
    let started = performance.now();
    const fullGen = await generateTimeline(full.dbUrl, { startups: STARTUPS, heavyEvents: EVENTS, log: (l) => console.log(`[full]${l}`) });
    const fullSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
    started = performance.now();
    const smallGen = await generateTimeline(small.dbUrl, { startups: 10, heavyEvents: Math.round(EVENTS / 100), log: (l) => console.log(`[small]${l}`) });
    const smallSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
    const fullHeavy = await heavy(full);
    const smallHeavy = await heavy(small);
    console.log(`Generated: full in ${fullSeconds} s (${fullHeavy.items} items on the heavy timeline), small in ${smallSeconds} s (${smallHeavy.items})`);
    const fullTargets = targetsFor(full, fullHeavy.startupId, fullHeavy.midCursor);
    const smallTargets = targetsFor(small, smallHeavy.startupId, smallHeavy.midCursor);
    console.log(`autocannon: ${CONNECTIONS} connections, ${ROUNDS} × ${DURATION_S} s per target, interleaved`);
    const { closed: figures, openLoop } = await throughput(fullTargets.flatMap((t, i) => [t, smallTargets[i]!]));
    const by = new Map(figures.map((f) => [f.name, f]));
    const ratios = Object.fromEntries(fullTargets.map((t, i) => [t.name.replace(' (full)', ''), Number((by.get(t.name)!.p99 / Math.max(1, by.get(smallTargets[i]!.name)!.p99)).toFixed(2))]));
    console.log(`\n${LOAD_TABLE_HEADER}\n${loadTableRows(figures)}`);
    console.log(`\nOpen loop (Poisson arrivals at ${OPEN_LOOP_RATE ? `${OPEN_LOOP_RATE} req/s` : 'half the closed-loop req/s'}, at most ${CONNECTIONS} connections):\n${LOAD_TABLE_HEADER}\n${loadTableRows(openLoop)}`);
    console.log(`\nRatios full/small of p99: ${JSON.stringify(ratios)}`);
    const verdict = fullTargets.map((t) => `${t.name}: p99 ${by.get(t.name)!.p99} ms ${by.get(t.name)!.p99 < BUDGET_P99_MS ? '< ' : '≥ '}${BUDGET_P99_MS} ms`);
    console.log(`Budget: ${verdict.join('; ')}`);
    const results = { date: new Date().toISOString(), startups: STARTUPS, events: EVENTS, connections: CONNECTIONS, durationS: DURATION_S, rounds: ROUNDS, openLoopRate: OPEN_LOOP_RATE, loadAverage: os.loadavg(), generation: { fullSeconds, smallSeconds, full: fullGen, small: smallGen }, figures, openLoop, ratios };
    writeResults('timeline', results);
  } finally {
    await tearDown([full, small], dataDir);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
