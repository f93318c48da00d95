/**
 * Bulk-action benchmark (issue 14 budget): `npm run bench:batch -w @hatchery/bench`; not part of `npm test`.
 *
 * On a fresh PostgreSQL database, migrated and seeded by a production server, with BENCH_ITEMS (5,000) new startups:
 * 1. Complete run: admin bulk-assigns them to a program; a graphql-ws subscriber to startupBatchOperationUpdated counts
 *    the updates. Figures: time from the mutation to COMPLETED, items per second, items reported.
 * 2. Crash: another BENCH_ITEMS startups, bulk-assigned to another program; once about 40% of the items are done the
 *    server is killed (SIGKILL, mid-transaction), the database is read (items done, effects present), the server is
 *    started again on the same database and resumes the job. Checks: every item done once — exactly BENCH_ITEMS
 *    memberships and BENCH_ITEMS 'joined' events for the program, no item pending — and a subscriber after the
 *    restart gets every item reported (replay + live) and COMPLETED.
 *
 * Env: BENCH_PG_URL (admin URL), BENCH_ITEMS (5000), BENCH_PORT (3370), BENCH_KEEP=1 keeps the database. Results: a
 * table on stdout and bench/results/batch-<date>.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { admin, launchServer, repoRoot, startServer, stopServer, type BenchServer } from '../support/bench-server.js';
import { follow as followOperation, gql, login, withDb } from '../support/batch-client.js';

const ITEMS = Math.max(10, Math.min(5000, Number(process.env.BENCH_ITEMS ?? 5000)));
const PORT = Number(process.env.BENCH_PORT ?? 3370);

const START = `mutation Start($input: StartStartupBatchOperationInput!) { startStartupBatchOperation(input: $input) { id count status reason } }`;

const follow = (server: BenchServer, token: string, operationId: string) => followOperation(server, token, operationId, 'startupBatchOperationUpdated', 'startupId');

/** `n` new startups and a new program of the demo tenant (as the superuser, past row-level security). */
async function prepare(server: BenchServer, label: string): Promise<{ startupIds: string[]; programId: string }> {
  return withDb(server, async (db) => {
    const incubator = (await db.query<{ id: string }>(`select id from incubators where slug = 'demo'`)).rows[0]!.id;
    const program = await db.query<{ id: string }>(`insert into programs (incubator_id, name) values ($1, $2) returning id`, [incubator, `Bench ${label} ${Date.now()}`]);
    const startups = await db.query<{ id: string }>(
      `insert into startups (incubator_id, name) select $1, $2 || ' ' || g from generate_series(1, $3::int) g returning id`,
      [incubator, `Bench ${label}`, ITEMS],
    );
    return { startupIds: startups.rows.map((r) => r.id), programId: program.rows[0]!.id };
  });
}

interface Effects {
  itemsDone: number;
  itemsPending: number;
  memberships: number;
  joinedEvents: number;
  duplicateEvents: number;
}

async function effects(server: BenchServer, jobId: string, programId: string): Promise<Effects> {
  return withDb(server, async (db) => {
    const n = async (sql: string, args: unknown[]) => Number((await db.query<{ n: string }>(sql, args)).rows[0]!.n);
    return {
      itemsDone: await n(`select count(*) n from batch_job_items where job_id = $1 and status <> 'pending'`, [jobId]),
      itemsPending: await n(`select count(*) n from batch_job_items where job_id = $1 and status = 'pending'`, [jobId]),
      memberships: await n(`select count(*) n from startup_programs where program_id = $1`, [programId]),
      joinedEvents: await n(`select count(*) n from program_membership_events where program_id = $1 and action = 'joined'`, [programId]),
      duplicateEvents: await n(
        `select count(*) n from (select startup_id from program_membership_events where program_id = $1 group by startup_id having count(*) > 1) d`,
        [programId],
      ),
    };
  });
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-bench-batch-'));
  let server: BenchServer | undefined;
  let dbName: string | undefined;
  const results: Record<string, unknown> = { items: ITEMS, date: new Date().toISOString() };
  try {
    console.log(`Starting a production server on a fresh PostgreSQL database…`);
    server = await startServer('hatchery_bench_batch', 'batch', PORT, path.join(dataDir, 'server'));
    dbName = server.dbName;
    let token = await login(server);

    // 1. A complete run.
    const first = await prepare(server, 'complete');
    const started = performance.now();
    const op = (await gql<{ startStartupBatchOperation: { id: string; count: number; status: string } }>(server, token, START, {
      input: { action: 'ASSIGN_PROGRAM', startupIds: first.startupIds, programId: first.programId },
    })).startStartupBatchOperation;
    const accepted = performance.now();
    const watcher = follow(server, token, op.id);
    const report = await watcher.done;
    await watcher.close();
    const complete = await effects(server, op.id, first.programId);
    const seconds = (report.completedAt - started) / 1000;
    results.complete = { ...complete, reportedItems: report.items, startMs: Math.round(accepted - started), totalS: Number(seconds.toFixed(2)), itemsPerS: Math.round(ITEMS / seconds) };
    console.log(`complete run: ${JSON.stringify(results.complete)}`);
    if (report.items !== ITEMS || complete.itemsDone !== ITEMS || complete.joinedEvents !== ITEMS) throw new Error('complete run: not every item done and reported once');

    // 2. kill -9 mid-way, restart, resume.
    const second = await prepare(server, 'crash');
    const crashOp = (await gql<{ startStartupBatchOperation: { id: string } }>(server, token, START, {
      input: { action: 'ASSIGN_PROGRAM', startupIds: second.startupIds, programId: second.programId },
    })).startStartupBatchOperation;
    for (;;) {
      const now = await effects(server, crashOp.id, second.programId);
      if (now.itemsDone >= ITEMS * 0.4) break;
      await sleep(20);
    }
    server.child.kill('SIGKILL');
    await new Promise<void>((resolve) => server!.child.once('exit', () => resolve()));
    const atCrash = await effects(server, crashOp.id, second.programId);
    console.log(`killed (SIGKILL) with ${atCrash.itemsDone}/${ITEMS} items done: ${JSON.stringify(atCrash)}`);
    if (atCrash.memberships !== atCrash.itemsDone || atCrash.joinedEvents !== atCrash.itemsDone) throw new Error('at the crash, effects and done items disagree');
    const restarted = performance.now();
    server = await launchServer('batch-restarted', PORT, path.join(dataDir, 'server'), dbName);
    const upAfter = performance.now();
    token = await login(server);
    const again = follow(server, token, crashOp.id);
    const afterReport = await again.done;
    await again.close();
    const final = await effects(server, crashOp.id, second.programId);
    results.crash = {
      atCrash,
      final,
      reportedItemsAfterRestart: afterReport.items,
      restartS: Number(((upAfter - restarted) / 1000).toFixed(2)),
      resumeToCompletedS: Number(((afterReport.completedAt - upAfter) / 1000).toFixed(2)),
    };
    console.log(`after restart: ${JSON.stringify(results.crash)}`);
    const exactlyOnce = final.itemsDone === ITEMS && final.itemsPending === 0 && final.memberships === ITEMS && final.joinedEvents === ITEMS && final.duplicateEvents === 0;
    if (!exactlyOnce || afterReport.items !== ITEMS) throw new Error('resume: not every item done exactly once and reported');
    console.log('\n| run | items | done | effects (memberships / joined events / duplicates) | reported | time |');
    console.log('|---|---|---|---|---|---|');
    console.log(`| complete | ${ITEMS} | ${complete.itemsDone} | ${complete.memberships} / ${complete.joinedEvents} / ${complete.duplicateEvents} | ${report.items} | ${seconds.toFixed(1)} s (${Math.round(ITEMS / seconds)} items/s) |`);
    console.log(
      `| kill -9 at ${atCrash.itemsDone}, restart, resume | ${ITEMS} | ${final.itemsDone} | ${final.memberships} / ${final.joinedEvents} / ${final.duplicateEvents} | ${afterReport.items} | restart ${((upAfter - restarted) / 1000).toFixed(1)} s, then ${((afterReport.completedAt - upAfter) / 1000).toFixed(1)} s to COMPLETED |`,
    );
    mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
    const file = path.join(repoRoot, 'bench/results', `batch-${new Date().toISOString().slice(0, 10)}.json`);
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nwrote ${path.relative(repoRoot, file)}`);
  } finally {
    await stopServer(server);
    if (dbName && process.env.BENCH_KEEP !== '1') await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
