/**
 * Bulk-decision benchmark (issue 16 budget: a bulk decision over 2,000 applications, every item reported once; a
 * kill -9 mid-way resumes without a duplicate e-mail). `npm run bench:application-batch -w @hatchery/bench`; not part
 * of `npm test`. As bench:batch (bench/src/batch/run.ts), for `startApplicationBatch` (DECIDE).
 *
 * On a fresh PostgreSQL database, migrated and seeded by a production server (no SMTP_URL: mail goes to the dev
 * mailbox, `mail_messages` of the tenant), SQL adds BENCH_ITEMS (2,000) applicants, each with one application under
 * review in the first round of the seeded open call ("Screening", whose rejection e-mail is sent at once).
 * 1. Complete run: the administrator rejects them all with one startApplicationBatch (DECIDE, reject) while a
 *    graphql-ws subscriber to applicationBatchOperationUpdated counts the updates. Figures: time to COMPLETED, items
 *    per second, items reported (distinct and in all).
 * 2. Crash: BENCH_ITEMS more applicants and applications, rejected the same way; once about 40% of the items are done
 *    the server gets SIGKILL (mid-transaction), the database is read, the server starts again on the same database
 *    and resumes the job on its own (D-132); a new subscriber (replay + live) counts the items reported.
 * Effects are counted in the database: items done, applications rejected, 'reject' history rows (and applications
 * with more than one), rejection e-mails queued and marked sent (application_emails, one row per application, round
 * and kind), and the e-mails themselves in the dev mailbox: messages to the bench's applicants, recipients, and
 * recipients with more than one (a duplicate e-mail). A message marked sent whose mail never reached the mailbox is
 * counted as lost; since the mail outbox (D-385: the message is queued in the item's transaction, and the restarted
 * server's outbox pass delivers what the kill left) none may be: the bench fails unless `lostMails` is 0.
 *
 * Env: BENCH_PG_URL (admin URL), BENCH_ITEMS (2000), BENCH_PORT (3343), BENCH_KEEP=1 keeps the database. Results: a
 * table on stdout and bench/results/application-batch-<date>.json.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { admin, launchServer, startServer, stopServer, writeResults, type BenchServer } from '../support/bench-server.js';
import { follow as followOperation, gql, login, withDb } from '../support/batch-client.js';

const ITEMS = Math.max(10, Math.min(5000, Number(process.env.BENCH_ITEMS ?? 2000)));
const PORT = Number(process.env.BENCH_PORT ?? 3343);
/** The seeded open call (apps/server/src/seed/applications.ts, OPEN_CALL_SLUG) and its first round. */
const OPEN_CALL = 'winter-2027';

const START = `mutation Start($input: StartApplicationBatchInput!) { startApplicationBatch(input: $input) { id count kind status reason } }`;

const follow = (server: BenchServer, token: string, operationId: string) => followOperation(server, token, operationId, 'applicationBatchOperationUpdated', 'applicationId');

/** `ITEMS` new applicants of the demo tenant, each with an application under review in the open call's first round. */
async function prepare(server: BenchServer, label: string): Promise<string[]> {
  return withDb(server, async (db) => {
    const [call] = (
      await db.query<{ incubator_id: string; funnel_id: string; round_id: string; role_id: string }>(
        `select i.id as incubator_id, f.id as funnel_id, r.id as round_id,
           (select id from roles where incubator_id = i.id and type = 'Applicant' order by is_default desc limit 1) as role_id
         from incubators i join funnels f on f.incubator_id = i.id and f.slug = $1 join funnel_rounds r on r.funnel_id = f.id and r.position = 0
         where i.slug = 'demo'`,
        [OPEN_CALL],
      )
    ).rows;
    if (!call) throw new Error(`no open call ${OPEN_CALL} in the seed`);
    await db.query(
      `insert into users (incubator_id, email, full_name, role_id)
       select $1, 'bench-' || $2 || '-' || g || '@applicants.bench.test', 'Bench ' || $2 || ' ' || g, $3 from generate_series(1, $4::int) g`,
      [call.incubator_id, label, call.role_id, ITEMS],
    );
    const inserted = await db.query<{ id: string }>(
      `insert into applications (incubator_id, funnel_id, round_id, applicant_user_id, title, status, source, submitted_at)
       select $1, $2, $3, u.id, 'Bench ' || $4 || ' startup ' || substr(u.email, length('bench-' || $4 || '-') + 1), 'under_review', 'direct', now() - interval '3 days'
       from users u where u.incubator_id = $1 and u.email like 'bench-' || $4 || '-%@applicants.bench.test' order by u.email returning id`,
      [call.incubator_id, call.funnel_id, call.round_id, label],
    );
    return inserted.rows.map((r) => r.id);
  });
}

interface Effects {
  itemsDone: number;
  itemsPending: number;
  rejected: number;
  rejectEvents: number;
  /** Applications with more than one 'reject' history row. */
  duplicateEvents: number;
  emailsQueued: number;
  emailsMarkedSent: number;
  /** Messages in the dev mailbox to the bench's applicants of this run. */
  mails: number;
  recipients: number;
  /** Recipients with more than one message: a duplicate e-mail. */
  duplicateMails: number;
}

async function effects(server: BenchServer, jobId: string, label: string): Promise<Effects> {
  return withDb(server, async (db: pg.Client) => {
    const n = async (sql: string, args: unknown[]) => Number((await db.query<{ n: string }>(sql, args)).rows[0]!.n);
    const ours = `select id from applications where title like 'Bench ' || $1 || ' startup %'`;
    const mailbox = `select "to" from mail_messages where "to" like 'bench-' || $1 || '-%@applicants.bench.test'`;
    return {
      itemsDone: await n(`select count(*) n from batch_job_items where job_id = $1 and status <> 'pending'`, [jobId]),
      itemsPending: await n(`select count(*) n from batch_job_items where job_id = $1 and status = 'pending'`, [jobId]),
      rejected: await n(`select count(*) n from applications where title like 'Bench ' || $1 || ' startup %' and status = 'rejected'`, [label]),
      rejectEvents: await n(`select count(*) n from application_status_events where decision = 'reject' and application_id in (${ours})`, [label]),
      duplicateEvents: await n(
        `select count(*) n from (select application_id from application_status_events where decision = 'reject' and application_id in (${ours}) group by application_id having count(*) > 1) d`,
        [label],
      ),
      emailsQueued: await n(`select count(*) n from application_emails where kind = 'rejection' and application_id in (${ours})`, [label]),
      emailsMarkedSent: await n(`select count(*) n from application_emails where kind = 'rejection' and sent_at is not null and application_id in (${ours})`, [label]),
      mails: await n(`select count(*) n from (${mailbox}) m`, [label]),
      recipients: await n(`select count(distinct "to") n from (${mailbox}) m`, [label]),
      duplicateMails: await n(`select count(*) n from (select "to" from (${mailbox}) m group by "to" having count(*) > 1) d`, [label]),
    };
  });
}

async function startDecision(server: BenchServer, token: string, applicationIds: string[]): Promise<{ id: string; count: number; status: string }> {
  const op = (
    await gql<{ startApplicationBatch: { id: string; count: number; status: string; reason: string | null } }>(server, token, START, {
      input: { action: 'DECIDE', decision: 'reject', reason: 'Bench: not this call', applicationIds },
    })
  ).startApplicationBatch;
  if (op.status === 'FAILED') throw new Error(`startApplicationBatch refused: ${op.reason}`);
  return op;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-bench-appbatch-'));
  let server: BenchServer | undefined;
  let dbName: string | undefined;
  const results: Record<string, unknown> = { items: ITEMS, date: new Date().toISOString(), loadAverage: { atStart: os.loadavg() } };
  try {
    console.log(`Starting a production server on a fresh PostgreSQL database…`);
    server = await startServer('hatchery_bench_appbatch', 'batch', PORT, path.join(dataDir, 'server'));
    dbName = server.dbName;
    let token = await login(server);

    // 1. A complete run.
    const first = await prepare(server, 'complete');
    const started = performance.now();
    const op = await startDecision(server, token, first);
    const accepted = performance.now();
    const watcher = follow(server, token, op.id);
    const report = await watcher.done;
    await watcher.close();
    const complete = await effects(server, op.id, 'complete');
    const seconds = (report.completedAt - started) / 1000;
    results.complete = { ...complete, reportedItems: report.items, reports: report.reports, failedReports: report.failed, startMs: Math.round(accepted - started), totalS: Number(seconds.toFixed(2)), itemsPerS: Math.round(ITEMS / seconds) };
    console.log(`complete run: ${JSON.stringify(results.complete)}`);
    const completeOnce =
      report.items === ITEMS && report.reports === ITEMS && complete.itemsDone === ITEMS && complete.rejected === ITEMS && complete.rejectEvents === ITEMS && complete.mails === ITEMS && complete.duplicateMails === 0;
    if (!completeOnce) throw new Error('complete run: not every item done, reported and mailed once');

    // 2. kill -9 mid-way, restart, resume.
    const second = await prepare(server, 'crash');
    const crashOp = await startDecision(server, token, second);
    for (;;) {
      const now = await effects(server, crashOp.id, 'crash');
      if (now.itemsDone >= ITEMS * 0.4) break;
      await sleep(20);
    }
    server.child.kill('SIGKILL');
    await new Promise<void>((resolve) => server!.child.once('exit', () => resolve()));
    results.loadAverage = { ...(results.loadAverage as object), atKill: os.loadavg() };
    const atCrash = await effects(server, crashOp.id, 'crash');
    console.log(`killed (SIGKILL) with ${atCrash.itemsDone}/${ITEMS} items done: ${JSON.stringify(atCrash)}`);
    if (atCrash.rejected !== atCrash.itemsDone || atCrash.rejectEvents !== atCrash.itemsDone || atCrash.emailsMarkedSent !== atCrash.itemsDone) {
      throw new Error('at the crash, effects and done items disagree');
    }
    const restarted = performance.now();
    server = await launchServer('batch-restarted', PORT, path.join(dataDir, 'server'), dbName);
    const upAfter = performance.now();
    token = await login(server);
    const again = follow(server, token, crashOp.id);
    const afterReport = await again.done;
    await again.close();
    // The outbox pass at start (D-385) delivers what the kill left queued; give it a moment to finish.
    let final = await effects(server, crashOp.id, 'crash');
    for (let waited = 0; final.emailsMarkedSent !== final.recipients && waited < 15_000; waited += 250) {
      await sleep(250);
      final = await effects(server, crashOp.id, 'crash');
    }
    const lostMails = final.emailsMarkedSent - final.recipients;
    results.crash = {
      atCrash,
      final,
      lostMails,
      reportedItemsAfterRestart: afterReport.items,
      reportsAfterRestart: afterReport.reports,
      restartS: Number(((upAfter - restarted) / 1000).toFixed(2)),
      resumeToCompletedS: Number(((afterReport.completedAt - upAfter) / 1000).toFixed(2)),
    };
    results.loadAverage = { ...(results.loadAverage as object), atEnd: os.loadavg() };
    console.log(`after restart: ${JSON.stringify(results.crash)}`);
    const exactlyOnce =
      final.itemsDone === ITEMS &&
      final.itemsPending === 0 &&
      final.rejected === ITEMS &&
      final.rejectEvents === ITEMS &&
      final.duplicateEvents === 0 &&
      final.emailsQueued === ITEMS &&
      final.mails === ITEMS &&
      final.duplicateMails === 0 &&
      lostMails === 0;
    if (!exactlyOnce || afterReport.items !== ITEMS || afterReport.reports !== ITEMS) throw new Error(`resume: not every item done once, reported once, and mailed exactly once (lostMails ${lostMails})`);
    console.log('\n| run | items | done | rejected / reject events / duplicates | e-mails queued / marked sent / in the mailbox / duplicate recipients | reported (distinct / updates) | time |');
    console.log('|---|---|---|---|---|---|---|');
    console.log(
      `| complete | ${ITEMS} | ${complete.itemsDone} | ${complete.rejected} / ${complete.rejectEvents} / ${complete.duplicateEvents} | ${complete.emailsQueued} / ${complete.emailsMarkedSent} / ${complete.mails} / ${complete.duplicateMails} | ${report.items} / ${report.reports} | ${seconds.toFixed(1)} s (${Math.round(ITEMS / seconds)} items/s) |`,
    );
    console.log(
      `| kill -9 at ${atCrash.itemsDone}, restart, resume | ${ITEMS} | ${final.itemsDone} | ${final.rejected} / ${final.rejectEvents} / ${final.duplicateEvents} | ${final.emailsQueued} / ${final.emailsMarkedSent} / ${final.mails} / ${final.duplicateMails} | ${afterReport.items} / ${afterReport.reports} | restart ${((upAfter - restarted) / 1000).toFixed(1)} s, then ${((afterReport.completedAt - upAfter) / 1000).toFixed(1)} s to COMPLETED |`,
    );
    writeResults('application-batch', results);
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
