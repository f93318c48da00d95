/**
 * Event registration benchmark (issue 18 budget: 300 concurrent registrations for 100 seats — exactly 100 registered,
 * the rest waitlisted in arrival order). `npm run bench:event-registrations -w @hatchery/bench`; not part of `npm test`.
 *
 * On a fresh PostgreSQL database, migrated and seeded by a production server, SQL adds BENCH_PEOPLE (300) people of the
 * demo tenant, each with a bearer token (auth_tokens, as bench:timeline does: no login throttle in the way). Staff make
 * a published group event with BENCH_SEATS (100) seats through the API. Then every person sends registerForEvent at
 * once (one HTTP request each, all in flight together) and the latency of each is recorded.
 * Checked in the database afterwards: seat holders = the capacity; everyone else accepted is on the waitlist with the
 * numbers 1..n, no gap, no repeat; every waiting person registered after the last seat was taken, and the waitlist
 * numbers follow the times their transactions held the event row's lock (registration_time = clock_timestamp() under
 * the lock, D-478) — the commit order. A refused request (PostgreSQL's 40P01 deadlock answer: a lost race) is counted.
 *
 * Env: BENCH_PG_URL (admin URL), BENCH_PEOPLE (300), BENCH_SEATS (100), BENCH_PORT (3347), BENCH_KEEP=1 keeps the
 * database. Results: a table on stdout and bench/results/event-registrations-<date>.json.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer, tearDown, writeResults, type BenchServer } from '../support/bench-server.js';
import { gql, login, timedGql, withDb } from '../support/batch-client.js';
import { quantile } from '../support/timing.js';

const PEOPLE = Math.max(2, Math.min(2000, Number(process.env.BENCH_PEOPLE ?? 300)));
const SEATS = Math.max(1, Math.min(PEOPLE, Number(process.env.BENCH_SEATS ?? 100)));
const PORT = Number(process.env.BENCH_PORT ?? 3347);
const tokenOf = (n: number) => `bench-event-registration-${n}`;
const REGISTER = 'mutation R($id: ID!) { registerForEvent(eventId: $id) { _id } }';

/** `PEOPLE` co-founders of the demo tenant with a token each. */
async function preparePeople(server: BenchServer): Promise<void> {
  await withDb(server, async (db) => {
    const [demo] = (await db.query<{ id: string; role: string }>(`select i.id, (select id from roles r where r.incubator_id = i.id and r.type = 'Cofounder' limit 1) as role from incubators i where slug = 'demo'`)).rows;
    await db.query(
      `insert into users (incubator_id, email, full_name, role_id)
       select $1, 'bench-registrant-' || g || '@events.bench.test', 'Bench registrant ' || g, $2 from generate_series(1, $3::int) g`,
      [demo!.id, demo!.role, PEOPLE],
    );
    await db.query(
      `insert into auth_tokens (incubator_id, user_id, token_hash, expires_at)
       select $1, u.id, encode(sha256(convert_to('bench-event-registration-' || split_part(split_part(u.email, '@', 1), '-', 3), 'UTF8')), 'hex'), now() + interval '1 day'
       from users u where u.incubator_id = $1 and u.email like 'bench-registrant-%@events.bench.test'`,
      [demo!.id],
    );
  });
}

async function prepareEvent(server: BenchServer): Promise<string> {
  const staff = await login(server, 'staff@demo.test');
  const { createIncubatorEvent: event } = await gql<{ createIncubatorEvent: { _id: string } }>(server, staff, 'mutation { createIncubatorEvent { _id } }', {});
  const start = Date.now() + 7 * 86_400_000;
  await gql(server, staff, 'mutation U($id: ID!, $input: IncubatorEventInput!) { updateIncubatorEvent(eventId: $id, input: $input) { _id } }', {
    id: event._id,
    input: { title: 'Bench: demo day', capacity: SEATS, startTime: new Date(start).toISOString(), endTime: new Date(start + 3 * 3_600_000).toISOString() },
  });
  await gql(server, staff, 'mutation P($id: ID!) { publishIncubatorEvent(eventId: $id) { _id } }', { id: event._id });
  return event._id;
}

interface Outcome {
  ms: number;
  ok: boolean;
  error: string | null;
}

async function registerOnce(server: BenchServer, n: number, eventId: string): Promise<Outcome> {
  const answer = await timedGql<unknown>(server, tokenOf(n), REGISTER, { id: eventId });
  const error = answer.error ? `${answer.error.code ?? ''} ${answer.error.message}` : null;
  return { ms: answer.ms, ok: !!answer.data && !error, error };
}

interface Check {
  seats: number;
  waitlisted: number;
  waitlistNumbersContiguous: boolean;
  waitlistAfterLastSeat: boolean;
  waitlistInLockOrder: boolean;
}

async function check(server: BenchServer, eventId: string): Promise<Check> {
  return withDb(server, async (db) => {
    const rows = (
      await db.query<{ waitlist_seq: number | null; t: string }>(
        `select waitlist_seq, extract(epoch from registration_time) * 1e6 as t from incubator_event_attendees where event_id = $1 order by registration_time, id`,
        [eventId],
      )
    ).rows;
    const seats = rows.filter((r) => r.waitlist_seq === null);
    const waiting = rows.filter((r) => r.waitlist_seq !== null).sort((a, b) => a.waitlist_seq! - b.waitlist_seq!);
    const lastSeat = Math.max(...seats.map((r) => Number(r.t)));
    const times = waiting.map((r) => Number(r.t));
    return {
      seats: seats.length,
      waitlisted: waiting.length,
      waitlistNumbersContiguous: waiting.every((r, i) => r.waitlist_seq === i + 1),
      waitlistAfterLastSeat: times.every((t) => t >= lastSeat),
      waitlistInLockOrder: times.every((t, i) => i === 0 || t >= times[i - 1]!),
    };
  });
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-bench-evreg-'));
  let server: BenchServer | undefined;
  try {
    server = await startServer('hatchery_bench_evreg', 'events', PORT, path.join(dataDir, 'server'));
    await preparePeople(server);
    const eventId = await prepareEvent(server);
    const wallStart = performance.now();
    const outcomes = await Promise.all(Array.from({ length: PEOPLE }, (_v, i) => registerOnce(server!, i + 1, eventId)));
    const wallMs = performance.now() - wallStart;
    const result = await check(server, eventId);
    const sorted = outcomes.map((o) => o.ms).sort((a, b) => a - b);
    const accepted = outcomes.filter((o) => o.ok).length;
    const errors = [...new Set(outcomes.filter((o) => !o.ok).map((o) => o.error))];
    const figures = {
      people: PEOPLE,
      capacity: SEATS,
      accepted,
      refused: PEOPLE - accepted,
      errors,
      ...result,
      exactCapacity: result.seats === Math.min(SEATS, accepted) && result.waitlisted === accepted - result.seats,
      wallMs: Math.round(wallMs),
      p50Ms: Math.round(quantile(sorted, 0.5)),
      p99Ms: Math.round(quantile(sorted, 0.99)),
      maxMs: Math.round(sorted[sorted.length - 1]!),
      cores: os.cpus().length,
      load: os.loadavg()[0],
    };
    console.table(figures);
    writeResults('event-registrations', figures);
    if (!figures.exactCapacity || !result.waitlistNumbersContiguous || !result.waitlistAfterLastSeat || !result.waitlistInLockOrder) {
      console.error('FAILED: the seats or the waitlist order are wrong');
      process.exitCode = 1;
    }
  } finally {
    await tearDown([server], dataDir);
  }
}

await main();
