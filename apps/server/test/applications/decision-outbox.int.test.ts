/**
 * D-385 (closing D-312's gap): the decision e-mails of a bulk decision go through the transactional mail outbox. A
 * worker "killed" right after an item transaction's commit and before any delivery (`crashAfterCommit`) leaves the
 * messages in the outbox, not in the mailbox; the outbox pass a restart runs delivers each exactly once, however
 * often it runs and however many run at once, and the resumed job mails the rest once. With SMTP (a mailer without
 * `storeInTx`), a failed send is retried with the same Message-ID key — the at-least-once side of the trade-off.
 */
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailMessages, mailOutbox, users } from '../../src/db/schema/index.js';
import { runBatchJob, SimulatedCrash } from '../../src/modules/batch/index.js';
import { deliverOutbox, deliverPendingMail, queueMailInTx, type MailInput, type Mailer } from '../../src/modules/mail/index.js';
import { OPERATION, useBatchApp } from '../batch/support.js';
import { DEMO, ok } from '../support/helpers.js';
import { createApplications, createPipelineFunnel, START_APPLICATION_BATCH } from './pipeline-support.js';

// A process whose runner never starts: nothing but the test's own calls delivers anything.
const t = useBatchApp({ startJobs: false });

const START = START_APPLICATION_BATCH;
const demoId = () => t.incubatorIds.demo!;

async function emailsOf(userIds: string[]): Promise<string[]> {
  const rows = await t.tenant('demo', (tx) => tx.select({ email: users.email }).from(users).where(inArray(users.id, userIds)));
  return rows.map((r) => r.email);
}
async function mailboxCounts(emails: string[]): Promise<Map<string, number>> {
  const rows = await t.tenant('demo', (tx) => tx.select({ to: mailMessages.to, n: count() }).from(mailMessages).where(inArray(mailMessages.to, emails)).groupBy(mailMessages.to));
  return new Map(rows.map((r) => [r.to, r.n]));
}
async function unsent(emails: string[]): Promise<number> {
  const [row] = await t.tenant('demo', (tx) => tx.select({ n: count() }).from(mailOutbox).where(and(inArray(mailOutbox.to, emails), isNull(mailOutbox.sentAt))));
  return row!.n;
}

describe('decision e-mails through the mail outbox (D-385)', () => {
  it('a crash after the item commit and before delivery: the restart delivers each e-mail exactly once', async () => {
    const funnel = await createPipelineFunnel(t.db, demoId());
    const apps = await createApplications(t.db, demoId(), funnel, ['Outbox A', 'Outbox B', 'Outbox C', 'Outbox D', 'Outbox E']);
    const emails = await emailsOf(apps.map((a) => a.applicantUserId));
    const admin = await t.token(DEMO, 'admin@demo.test');
    const started = (await ok<{ startApplicationBatch: { id: string; status: string } }>(t.app, DEMO, admin, START, { input: { action: 'DECIDE', applicationIds: apps.map((a) => a.id), decision: 'reject', reason: 'Outbox' } })).startApplicationBatch;
    expect(started.status).toBe('RUNNING');
    const ctx = await t.effectContext('demo');

    // Killed between the commit of three items and their deliveries.
    await expect(runBatchJob(ctx, started.id, { maxItems: 3, crashAfterCommit: true })).rejects.toBeInstanceOf(SimulatedCrash);
    const midway = (await ok<{ batchOperation: { succeeded: number } }>(t.app, DEMO, admin, OPERATION, { id: started.id })).batchOperation;
    expect(midway.succeeded).toBe(3);
    expect([...(await mailboxCounts(emails)).values()].reduce((a, b) => a + b, 0)).toBe(0);
    expect(await unsent(emails)).toBe(3);

    // The restart: the outbox pass (twice, and two at once) delivers the three, once each.
    const deps = { db: t.db, services: t.services, log: t.app.log };
    const [first, second] = await Promise.all([deliverPendingMail(deps), deliverPendingMail(deps)]);
    expect(first + second).toBeGreaterThanOrEqual(3);
    expect(await deliverPendingMail(deps)).toBe(0);
    const afterRestart = await mailboxCounts(emails);
    expect([...afterRestart.values()]).toEqual([1, 1, 1]);
    expect(await unsent(emails)).toBe(0);

    // The resumed job does the other two and mails them; nobody gets a second e-mail.
    await runBatchJob(ctx, started.id);
    await deliverPendingMail(deps);
    const final = await mailboxCounts(emails);
    expect(emails.map((e) => final.get(e) ?? 0)).toEqual([1, 1, 1, 1, 1]);
    expect(await unsent(emails)).toBe(0);
  });

  it('SMTP: a failed send stays in the outbox and is retried under the same Message-ID key', async () => {
    const sent: MailInput[] = [];
    let failNext = true;
    const smtp: Mailer = {
      kind: 'smtp',
      send: async (_data, mail) => {
        sent.push(mail);
        // Delivered to the server, but the process "dies" before the mark: the send counts as failed here.
        if (failNext) {
          failNext = false;
          throw new Error('connection reset');
        }
      },
      close: async () => undefined,
    };
    const data = (await t.effectContext('demo')).data;
    const to = `smtp-outbox-${Date.now()}@example.test`;
    const id = await data.run((tx) => queueMailInTx(tx, demoId(), { to, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' }));
    expect(await deliverOutbox(data, smtp, t.app.log, [id])).toBe(0);
    const [failed] = await data.run((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)));
    expect(failed).toMatchObject({ attempts: 1, lastError: 'connection reset', sentAt: null });
    expect(await deliverOutbox(data, smtp, t.app.log)).toBeGreaterThanOrEqual(1);
    expect(await deliverOutbox(data, smtp, t.app.log, [id])).toBe(0);
    const ours = sent.filter((m) => m.to === to);
    expect(ours).toHaveLength(2);
    expect(ours.map((m) => m.messageKey)).toEqual([id, id]);
    // SMTP never touches the dev mailbox.
    expect((await mailboxCounts([to])).size).toBe(0);
  });
});
