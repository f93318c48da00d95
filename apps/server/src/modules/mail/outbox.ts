/**
 * The transactional mail outbox (D-385). A change that mails writes the message as a `mail_outbox` row in its own
 * transaction (`queueMailInTx`), so the message exists exactly when the change committed. The dispatcher delivers
 * unsent rows: right after the commit (`deliverQueuedMail`, in the process that committed) and, for rows a crash left
 * behind, from the repeating job `mail.outbox` (in-process, or BullMQ with REDIS_URL), which also runs once shortly
 * after start. Rows are claimed FOR UPDATE SKIP LOCKED, so two dispatchers never hold the same row.
 * - Dev mailbox: the message is inserted into mail_messages and the row marked sent in ONE transaction: exactly once.
 * - SMTP: sent, then marked; a crash between the two sends it again on the next pass (at least once). The row's id is
 *   the message's stable Message-ID, so the receiver can recognise the repeat.
 */
import { and, asc, eq, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/contract.js';
import { incubators, mailOutbox, type MailOutboxRow } from '../../db/schema/index.js';
import { tenantData, type TenantData } from '../../http/context.js';
import type { JobRunner } from '../../jobs/index.js';
import type { MailInput, Mailer } from './mailer.js';

export const MAIL_OUTBOX_JOB = 'mail.outbox';
const INTERVAL_MS = 30_000;
/** Rows claimed per transaction (an SMTP pass holds their locks while it sends them). */
const CLAIM = 20;
/** A row whose SMTP send failed this many times is left unsent (with its last error) instead of retried forever. */
export const MAIL_OUTBOX_MAX_ATTEMPTS = 8;

export interface OutboxLog {
  error: (obj: object, msg: string) => void;
  info: (obj: object, msg: string) => void;
}

/** Writes the message to the outbox in the caller's transaction; returns its id (deliver it after the commit). */
export async function queueMailInTx(tx: Tx, incubatorId: string, mail: MailInput): Promise<string> {
  const [row] = await tx.insert(mailOutbox).values({ incubatorId, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html }).returning({ id: mailOutbox.id });
  return row!.id;
}

export async function queueMailsInTx(tx: Tx, incubatorId: string, mails: readonly MailInput[]): Promise<string[]> {
  const ids: string[] = [];
  for (const mail of mails) ids.push(await queueMailInTx(tx, incubatorId, mail));
  return ids;
}

const asMail = (row: MailOutboxRow): MailInput => ({ to: row.to, subject: row.subject, text: row.text, html: row.html, messageKey: row.id });

async function claim(tx: Tx, only: readonly string[] | null, tried: readonly string[]): Promise<MailOutboxRow[]> {
  const conditions = [isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, MAIL_OUTBOX_MAX_ATTEMPTS)];
  if (only) conditions.push(inArray(mailOutbox.id, [...only]));
  if (tried.length) conditions.push(notInArray(mailOutbox.id, [...tried]));
  return tx
    .select()
    .from(mailOutbox)
    .where(and(...conditions))
    .orderBy(asc(mailOutbox.createdAt))
    .limit(CLAIM)
    .for('update', { skipLocked: true });
}

/** Delivers one claimed row inside the claiming transaction; false when the SMTP send failed (counted on the row). */
async function deliverRow(tx: Tx, data: TenantData, mailer: Mailer, row: MailOutboxRow, log: OutboxLog): Promise<boolean> {
  if (mailer.storeInTx) {
    await mailer.storeInTx(tx, data.incubatorId, asMail(row));
  } else {
    try {
      await mailer.send(data, asMail(row));
    } catch (error) {
      log.error({ err: error, outboxId: row.id, incubatorId: data.incubatorId }, 'outbox mail not sent (will retry)');
      const message = error instanceof Error ? error.message : String(error);
      await tx.update(mailOutbox).set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: message.slice(0, 500) }).where(eq(mailOutbox.id, row.id));
      return false;
    }
  }
  await tx.update(mailOutbox).set({ sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1` }).where(eq(mailOutbox.id, row.id));
  return true;
}

/**
 * Delivers this tenant's unsent rows (only those of `ids` when given); returns how many were delivered. Rows another
 * dispatcher holds are skipped (it delivers them); a row that failed in this pass is not retried before the next one.
 */
export async function deliverOutbox(data: TenantData, mailer: Mailer, log: OutboxLog, ids?: readonly string[]): Promise<number> {
  if (ids && ids.length === 0) return 0;
  const tried: string[] = [];
  let delivered = 0;
  for (;;) {
    const batch = await data.run(async (tx) => {
      const rows = await claim(tx, ids ?? null, tried);
      let sent = 0;
      for (const row of rows) {
        tried.push(row.id);
        if (await deliverRow(tx, data, mailer, row, log)) sent += 1;
      }
      return { claimed: rows.length, sent };
    });
    delivered += batch.sent;
    if (batch.claimed < CLAIM) return delivered;
  }
}

/** After the commit of the change that queued them: never throws (the change is done; the job retries what is left). */
export async function deliverQueuedMail(ctx: { data: TenantData; services: { mailer: Mailer }; log: OutboxLog }, ids: readonly string[]): Promise<void> {
  await deliverOutbox(ctx.data, ctx.services.mailer, ctx.log, ids).catch((error: unknown) => ctx.log.error({ err: error }, 'outbox mail not delivered after commit (the outbox job will)'));
}

export interface MailOutboxDeps {
  db: Database;
  services: { mailer: Mailer };
  log: OutboxLog;
}

/** One pass over every tenant's outbox: what a crash, a failed send or another node left unsent goes out now. */
export async function deliverPendingMail(deps: MailOutboxDeps): Promise<number> {
  const tenants = await deps.db.registry((tx) => tx.select({ id: incubators.id }).from(incubators));
  let delivered = 0;
  for (const tenant of tenants) {
    const data = tenantData(deps.db, tenant.id);
    delivered += await deliverOutbox(data, deps.services.mailer, deps.log).catch((error: unknown) => {
      deps.log.error({ err: error, incubatorId: tenant.id }, 'outbox pass failed for a tenant');
      return 0;
    });
  }
  if (delivered > 0) deps.log.info({ delivered }, 'outbox mail delivered');
  return delivered;
}

/** Registers the repeating outbox job (main.ts); it runs once shortly after start, which picks up a crash's leftovers. */
export async function scheduleMailOutbox(runner: JobRunner, deps: MailOutboxDeps, intervalMs = INTERVAL_MS): Promise<void> {
  runner.define(MAIL_OUTBOX_JOB, async () => {
    await deliverPendingMail(deps);
  });
  await runner.every(MAIL_OUTBOX_JOB, intervalMs);
  // And one pass at start, whatever the runner's first repeat does: a crash's leftovers should not wait an interval.
  await runner.enqueue(MAIL_OUTBOX_JOB, {}, { jobId: `mail-outbox-start-${Date.now()}` });
}
