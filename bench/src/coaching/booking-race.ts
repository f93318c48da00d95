/**
 * Booking race benchmark (issue 17 budget: "200 concurrent booking attempts on one slot: exactly one succeeds, the rest
 * get a clear conflict; p99 under load recorded"). `npm run bench:booking-race -w @hatchery/bench`; not part of
 * `npm test` (`apps/server/test/coaching/booking.int.test.ts` shows the one winner on every CI run).
 *
 * On a fresh PostgreSQL database, migrated and seeded by a production server, the demo mentor opens hour slots every
 * day (08:00–20:00 UTC, an hour's notice) through the API; SQL adds BENCH_RACERS (200) startups of the demo tenant, a
 * co-founder of each with a bearer token (auth_tokens, as bench:event-registrations does: no login throttle in the way),
 * and assigns the mentor to every one of them (so each co-founder may book the mentor, D-395). The first free slot is
 * read once; then every co-founder sends bookSlot for that slot for their own startup at once (one HTTP request each,
 * all in flight together) and the latency of each is recorded.
 * Checked: exactly one answer is a session; every other is a GraphQL error with extensions.code SlotTaken (the clear
 * conflict, D-396: 23P01 / 40P01 / the engine's re-run all answer it); in the database, one active host booking of the
 * mentor and one session at that time.
 *
 * Env: BENCH_PG_URL (admin URL), BENCH_RACERS (200), BENCH_PORT (3348), BENCH_KEEP=1 keeps the database. Results: a
 * table on stdout and bench/results/booking-race-<date>.json.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer, tearDown, writeResults, type BenchServer } from '../support/bench-server.js';
import { gql, login, timedGql, withDb } from '../support/batch-client.js';
import { quantile } from '../support/timing.js';

const RACERS = Math.max(2, Math.min(1000, Number(process.env.BENCH_RACERS ?? 200)));
const PORT = Number(process.env.BENCH_PORT ?? 3348);
const tokenOf = (n: number) => `bench-booking-race-${n}`;
const BOOK = 'mutation B($hostId: ID!, $start: DateTime!, $startupId: ID!) { bookSlot(hostId: $hostId, start: $start, startupId: $startupId) { _id } }';
const ALL_DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

/** The demo mentor hosting hour slots every day; answers their id. */
async function prepareHost(server: BenchServer): Promise<string> {
  const mentor = await login(server, 'mentor@demo.test');
  const { currentUser } = await gql<{ currentUser: { _id: string } }>(server, mentor, 'query { currentUser { _id } }', {});
  await gql(server, mentor, 'mutation S($input: HostSettingsInput!) { saveHostSettings(input: $input) { timeZone } }', {
    input: { timeZone: 'UTC', slotMinutes: 60, minNoticeMinutes: 60 },
  });
  await gql(server, mentor, 'mutation R($rules: [WeeklyRuleInput!]!) { setWeeklyAvailability(rules: $rules) { hostId } }', {
    rules: ALL_DAYS.map((weekday) => ({ weekday, startMinute: 480, endMinute: 1200 })),
  });
  return currentUser._id;
}

/** `RACERS` startups, each with a co-founder holding a token and the mentor assigned; answers the startup ids by racer. */
async function prepareRacers(server: BenchServer, hostId: string): Promise<string[]> {
  return withDb(server, async (db) => {
    const [demo] = (await db.query<{ id: string; role: string }>(`select i.id, (select id from roles r where r.incubator_id = i.id and r.type = 'Cofounder' limit 1) as role from incubators i where slug = 'demo'`)).rows;
    const incubatorId = demo!.id;
    await db.query(
      `insert into startups (incubator_id, name) select $1, 'Bench race startup ' || lpad(g::text, 4, '0') from generate_series(1, $2::int) g`,
      [incubatorId, RACERS],
    );
    await db.query(
      `insert into users (incubator_id, email, full_name, role_id)
       select $1, 'bench-racer-' || g || '@coaching.bench.test', 'Bench racer ' || g, $2 from generate_series(1, $3::int) g`,
      [incubatorId, demo!.role, RACERS],
    );
    await db.query(
      `insert into startup_people (incubator_id, startup_id, user_id)
       select $1, s.id, u.id from startups s
       join users u on u.incubator_id = s.incubator_id and u.email = 'bench-racer-' || ltrim(substr(s.name, 20), '0') || '@coaching.bench.test'
       where s.incubator_id = $1 and s.name like 'Bench race startup %'`,
      [incubatorId],
    );
    await db.query(
      `insert into user_assigned_startups (incubator_id, user_id, startup_id)
       select $1, $2, s.id from startups s where s.incubator_id = $1 and s.name like 'Bench race startup %'`,
      [incubatorId, hostId],
    );
    await db.query(
      `insert into auth_tokens (incubator_id, user_id, token_hash, expires_at)
       select $1, u.id, encode(sha256(convert_to('bench-booking-race-' || split_part(split_part(u.email, '@', 1), '-', 3), 'UTF8')), 'hex'), now() + interval '1 day'
       from users u where u.incubator_id = $1 and u.email like 'bench-racer-%@coaching.bench.test'`,
      [incubatorId],
    );
    const rows = (await db.query<{ id: string; name: string }>(`select id, name from startups where incubator_id = $1 and name like 'Bench race startup %' order by name`, [incubatorId])).rows;
    if (rows.length !== RACERS) throw new Error(`expected ${RACERS} startups, found ${rows.length}`);
    return rows.map((r) => r.id);
  });
}

/** The mentor's first free slot as racer 1 sees it. */
async function firstSlot(server: BenchServer, hostId: string, startupId: string): Promise<string> {
  const from = new Date(Date.now() + 2 * 3_600_000);
  const { freeSlots } = await gql<{ freeSlots: { start: string }[] }>(server, tokenOf(1), 'query F($hostId: ID, $from: DateTime!, $to: DateTime!, $startupId: ID) { freeSlots(hostId: $hostId, from: $from, to: $to, startupId: $startupId) { start } }', {
    hostId, from: from.toISOString(), to: new Date(from.getTime() + 3 * 86_400_000).toISOString(), startupId,
  });
  if (!freeSlots[0]) throw new Error('the mentor has no free slot');
  return freeSlots[0].start;
}

interface Outcome {
  ms: number;
  ok: boolean;
  code: string | null;
  message: string | null;
}

async function bookOnce(server: BenchServer, n: number, hostId: string, start: string, startupId: string): Promise<Outcome> {
  const answer = await timedGql<{ bookSlot: { _id: string } | null }>(server, tokenOf(n), BOOK, { hostId, start, startupId });
  return { ms: answer.ms, ok: !!answer.data?.bookSlot && !answer.error, code: answer.error?.code ?? null, message: answer.error?.message ?? null };
}

async function stored(server: BenchServer, hostId: string, start: string): Promise<{ activeBookings: number; sessions: number }> {
  return withDb(server, async (db) => {
    const bookings = (await db.query<{ n: number }>(`select count(*)::int as n from host_bookings where host_user_id = $1 and status = 'active' and starts_at = $2`, [hostId, start])).rows[0]!.n;
    const sessions = (await db.query<{ n: number }>(`select count(*)::int as n from coaching_sessions where starts_at = $1 and status = 'scheduled'`, [start])).rows[0]!.n;
    return { activeBookings: bookings, sessions };
  });
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-bench-race-'));
  let server: BenchServer | undefined;
  try {
    server = await startServer('hatchery_bench_race', 'coaching', PORT, path.join(dataDir, 'server'));
    const hostId = await prepareHost(server);
    const startupIds = await prepareRacers(server, hostId);
    const start = await firstSlot(server, hostId, startupIds[0]!);
    const loadBefore = os.loadavg()[0];
    const wallStart = performance.now();
    const outcomes = await Promise.all(startupIds.map((startupId, i) => bookOnce(server!, i + 1, hostId, start, startupId)));
    const wallMs = performance.now() - wallStart;
    const db = await stored(server, hostId, start);
    const sorted = outcomes.map((o) => o.ms).sort((a, b) => a - b);
    const winners = outcomes.filter((o) => o.ok).length;
    const conflicts = outcomes.filter((o) => !o.ok && o.code === 'SlotTaken').length;
    const otherErrors = [...new Set(outcomes.filter((o) => !o.ok && o.code !== 'SlotTaken').map((o) => `${o.code ?? ''} ${o.message ?? ''}`))];
    const figures = {
      racers: RACERS,
      slot: start,
      winners,
      slotTaken: conflicts,
      otherErrors,
      conflictMessage: outcomes.find((o) => o.code === 'SlotTaken')?.message ?? null,
      ...db,
      wallMs: Math.round(wallMs),
      p50Ms: Math.round(quantile(sorted, 0.5)),
      p99Ms: Math.round(quantile(sorted, 0.99)),
      maxMs: Math.round(sorted[sorted.length - 1]!),
      cores: os.cpus().length,
      loadBefore,
      loadAfter: os.loadavg()[0],
    };
    console.table(figures);
    writeResults('booking-race', figures);
    if (winners !== 1 || conflicts !== RACERS - 1 || db.activeBookings !== 1 || db.sessions !== 1) {
      console.error('FAILED: expected exactly one booking and SlotTaken for every other attempt');
      process.exitCode = 1;
    }
  } finally {
    await tearDown([server], dataDir);
  }
}

await main();
