/**
 * Issue 16 item 7 (API): decisions. Accept moves to the next round; accept on the last round creates the startup in
 * the funnel's program and invites the founder (invitation e-mail in the dev mailbox); reject records the status and
 * mails the round's rejection e-mail once. A bulk decision reports every item once, and re-running it after a
 * simulated crash sends no second e-mail (application_emails' unique row). Roles without DECIDE_ROUND are refused,
 * another tenant's ids answer like unknown ones, bad input names the field and changes nothing. Every change leaves a
 * history row. Moves to another funnel and resets to draft.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  applicationEmails,
  applications,
  applicationStatusEvents,
  batchJobItems,
  batchJobs,
  evaluatorAssignments,
  mailMessages,
  startupPeople,
  startupPrograms,
  startups,
  users,
} from '../../src/db/schema/index.js';
import { sendDueApplicationEmails } from '../../src/modules/applications/index.js';
import { runBatchJob } from '../../src/modules/batch/index.js';
import { OPERATION, useBatchApp, waitForBatchJob } from '../batch/support.js';
import { ACME, DEMO, fails, ok } from '../support/helpers.js';
import { assignEvaluator, createApplications, createPipelineFunnel, START_APPLICATION_BATCH, userIdOf } from './pipeline-support.js';

const t = useBatchApp();
// A second process over the same database whose runner never starts (the one that took the operation and died).
const stopped = useBatchApp({ startJobs: false });

const DECIDE = `mutation D($applicationId: ID!, $decision: ApplicationDecision!, $reason: String, $feedback: [CriterionFeedbackInput!]) {
  decideApplication(applicationId: $applicationId, decision: $decision, reason: $reason, feedback: $feedback) { _id status decidedAt round { name } startup { _id name } }
}`;
const START = START_APPLICATION_BATCH;
const MOVE = 'mutation M($applicationId: ID!, $funnelId: ID!) { moveApplicationToFunnel(applicationId: $applicationId, funnelId: $funnelId) { _id status funnel { _id } } }';
const RESET = 'mutation R($applicationId: ID!) { resetApplicationToDraft(applicationId: $applicationId) { _id status round { _id } } }';

const demoId = () => t.incubatorIds.demo!;

async function mailsTo(email: string) {
  return t.tenant('demo', (tx) => tx.select({ subject: mailMessages.subject, text: mailMessages.text }).from(mailMessages).where(eq(mailMessages.to, email)));
}
async function emailOf(userId: string): Promise<string> {
  const [row] = await t.tenant('demo', (tx) => tx.select({ email: users.email }).from(users).where(eq(users.id, userId)));
  return row!.email;
}
async function history(applicationId: string) {
  return t.tenant('demo', (tx) =>
    tx
      .select({ from: applicationStatusEvents.fromStatus, to: applicationStatusEvents.toStatus, decision: applicationStatusEvents.decision, reason: applicationStatusEvents.reason })
      .from(applicationStatusEvents)
      .where(eq(applicationStatusEvents.applicationId, applicationId))
      .orderBy(asc(applicationStatusEvents.createdAt)),
  );
}

describe('decisions', () => {
  it('accept moves to the next round, then on the last round creates the startup in the program and invites the founder', async () => {
    const funnel = await createPipelineFunnel(t.db, demoId());
    const [application] = await createApplications(t.db, demoId(), funnel, [`Nebula Drones ${Date.now()}`]);
    const admin = await t.token(DEMO, 'admin@demo.test');

    const moved = (await ok<{ decideApplication: { status: string; round: { name: string }; decidedAt: string | null } }>(t.app, DEMO, admin, DECIDE, { applicationId: application!.id, decision: 'accept', reason: 'Great scores' })).decideApplication;
    expect(moved).toMatchObject({ status: 'ready_for_meeting', round: { name: 'Pitch meeting' }, decidedAt: null });

    const accepted = (await ok<{ decideApplication: { status: string; decidedAt: string | null; startup: { _id: string; name: string } } }>(t.app, DEMO, admin, DECIDE, { applicationId: application!.id, decision: 'accept' })).decideApplication;
    expect(accepted.status).toBe('accepted');
    expect(accepted.decidedAt).not.toBeNull();
    expect(accepted.startup.name).toBe(application!.title);
    const inProgram = await t.tenant('demo', (tx) => tx.select({ id: startupPrograms.id }).from(startupPrograms).where(and(eq(startupPrograms.startupId, accepted.startup._id), eq(startupPrograms.programId, funnel.programId))));
    expect(inProgram).toHaveLength(1);
    const founders = await t.tenant('demo', (tx) => tx.select({ userId: startupPeople.userId }).from(startupPeople).where(eq(startupPeople.startupId, accepted.startup._id)));
    expect(founders.map((f) => f.userId)).toEqual([application!.applicantUserId]);
    const mails = await mailsTo(await emailOf(application!.applicantUserId));
    expect(mails.some((m) => /acceptinvitation\?token=/.test(m.text))).toBe(true);
    expect(mails.some((m) => m.subject === 'Welcome aboard')).toBe(true);

    expect(await history(application!.id)).toEqual([
      { from: 'draft', to: 'under_review', decision: null, reason: null },
      { from: 'under_review', to: 'ready_for_meeting', decision: 'accept', reason: 'Great scores' },
      { from: 'ready_for_meeting', to: 'accepted', decision: 'accept', reason: null },
    ]);
    // A decided application is not decided again; the answer names the field.
    const again = await fails(t.app, DEMO, admin, DECIDE, { applicationId: application!.id, decision: 'reject' });
    expect(again).toMatchObject({ code: 'ValidationError', message: 'decision: This application is already decided.' });
  });

  it('reject mails the round’s rejection e-mail with feedback; scheduled e-mails wait for their time', async () => {
    const funnel = await createPipelineFunnel(t.db, demoId());
    const [now] = await createApplications(t.db, demoId(), funnel, ['Quasar Textiles']);
    const admin = await t.token(DEMO, 'admin@demo.test');
    await ok(t.app, DEMO, admin, DECIDE, { applicationId: now!.id, decision: 'reject', reason: 'Out of scope', feedback: [{ criterion: 'Team', text: 'Needs a technical founder' }] });
    const mails = await mailsTo(await emailOf(now!.applicantUserId));
    expect(mails.map((m) => m.subject)).toEqual(['About your application']);
    expect(mails[0]!.text).toContain('Team: Needs a technical founder');

    const scheduled = await createPipelineFunnel(t.db, demoId(), { rejectionMode: 'scheduled' });
    const [later] = await createApplications(t.db, demoId(), scheduled, ['Pulsar Shoes']);
    await ok(t.app, DEMO, admin, DECIDE, { applicationId: later!.id, decision: 'delay_reject' });
    const laterEmail = await emailOf(later!.applicantUserId);
    expect(await mailsTo(laterEmail)).toHaveLength(0);
    const deps = { db: t.db, services: t.services, log: t.app.log };
    await sendDueApplicationEmails({ ...deps, now: () => new Date('2030-03-01T08:00:01.000Z') });
    await sendDueApplicationEmails({ ...deps, now: () => new Date('2030-03-01T08:05:00.000Z') });
    expect(await mailsTo(laterEmail)).toHaveLength(1);
  });

  it('refuses roles without DECIDE_ROUND, another tenant’s ids, bad input — and changes nothing', async () => {
    const funnel = await createPipelineFunnel(t.db, demoId());
    const [application] = await createApplications(t.db, demoId(), funnel, ['Vortex Games']);
    const evaluatorId = await userIdOf(t.db, demoId(), 'evaluator@demo.test');
    await assignEvaluator(t.db, demoId(), application!, evaluatorId);
    const evaluator = await t.token(DEMO, 'evaluator@demo.test');
    expect((await fails(t.app, DEMO, evaluator, DECIDE, { applicationId: application!.id, decision: 'accept' })).code).toBe('Forbidden');
    const coach = await t.token(DEMO, 'coach@demo.test');
    expect((await fails(t.app, DEMO, coach, START, { input: { action: 'DECIDE', applicationIds: [application!.id], decision: 'reject' } })).code).toBe('Forbidden');
    const acme = await t.token(ACME, 'admin@acme.test');
    expect((await fails(t.app, ACME, acme, DECIDE, { applicationId: application!.id, decision: 'accept' })).code).toBe('NotFound');
    const acmeBatch = (await ok<{ startApplicationBatch: { status: string; reason: string } }>(t.app, ACME, acme, START, { input: { action: 'DECIDE', applicationIds: [application!.id], decision: 'reject' } })).startApplicationBatch;
    expect(acmeBatch).toMatchObject({ status: 'FAILED', reason: 'notVisible' });
    const admin = await t.token(DEMO, 'admin@demo.test');
    const tooLong = await fails(t.app, DEMO, admin, DECIDE, { applicationId: application!.id, decision: 'reject', reason: 'x'.repeat(2001) });
    expect(tooLong).toMatchObject({ code: 'ValidationError', message: 'reason: This reason is too long.' });
    expect(await history(application!.id)).toHaveLength(1);
    const [row] = await t.tenant('demo', (tx) => tx.select({ status: applications.status }).from(applications).where(eq(applications.id, application!.id)));
    expect(row!.status).toBe('under_review');
  });

  it('a bulk rejection reports every item once; re-running it after a simulated crash sends no second e-mail', async () => {
    const funnel = await createPipelineFunnel(t.db, demoId());
    const apps = await createApplications(t.db, demoId(), funnel, ['Bulk A', 'Bulk B', 'Bulk C', 'Bulk D', 'Bulk E']);
    const ids = apps.map((a) => a.id);
    const admin = await stopped.token(DEMO, 'admin@demo.test');
    const started = (await ok<{ startApplicationBatch: { id: string; count: number; kind: string; status: string } }>(stopped.app, DEMO, admin, START, { input: { action: 'DECIDE', applicationIds: ids, decision: 'reject', reason: 'Bulk' } })).startApplicationBatch;
    expect(started).toMatchObject({ count: 5, kind: 'applications', status: 'RUNNING' });
    const ctx = await stopped.effectContext('demo');
    await runBatchJob(ctx, started.id, { maxItems: 2 });
    await runBatchJob(ctx, started.id);
    const op = (await ok<{ batchOperation: { status: string; succeeded: number; failed: number } }>(stopped.app, DEMO, admin, OPERATION, { id: started.id })).batchOperation;
    expect(op).toMatchObject({ status: 'COMPLETED', succeeded: 5, failed: 0 });
    const emails = await Promise.all(apps.map((a) => emailOf(a.applicantUserId)));
    const countMails = async () => (await t.tenant('demo', (tx) => tx.select({ n: count() }).from(mailMessages).where(inArray(mailMessages.to, emails))))[0]!.n;
    expect(await countMails()).toBe(5);

    // The crash: the first item's work is undone in the database except its e-mail row, and the item is pending again.
    await t.tenant('demo', async (tx) => {
      await tx.update(applications).set({ status: 'under_review', decidedAt: null }).where(eq(applications.id, ids[0]!));
      await tx.update(batchJobItems).set({ status: 'pending', processedAt: null }).where(and(eq(batchJobItems.jobId, started.id), eq(batchJobItems.itemId, ids[0]!)));
      await tx.update(batchJobs).set({ status: 'running', finishedAt: null }).where(eq(batchJobs.id, started.id));
    });
    await runBatchJob(ctx, started.id);
    expect(await countMails()).toBe(5);
    const rows = await t.tenant('demo', (tx) => tx.select({ n: count() }).from(applicationEmails).where(inArray(applicationEmails.applicationId, ids)));
    expect(rows[0]!.n).toBe(5);
    // An already decided item fails with its reason, once.
    const rerun = (await ok<{ startApplicationBatch: { id: string } }>(t.app, DEMO, await t.token(DEMO, 'admin@demo.test'), START, { input: { action: 'DECIDE', applicationIds: ids.slice(0, 2), decision: 'reject' } })).startApplicationBatch;
    await waitForBatchJob(t, rerun.id);
    const failed = (await ok<{ batchOperation: { failed: number; failures: Array<{ reason: string }> } }>(t.app, DEMO, await t.token(DEMO, 'admin@demo.test'), OPERATION, { id: rerun.id })).batchOperation;
    expect(failed.failed).toBe(2);
    expect(failed.failures.map((f) => f.reason)).toEqual(['alreadyDecided', 'alreadyDecided']);
  });

  it('moves an application to another funnel (rejected and archived there, a draft here) and resets one to draft', async () => {
    const from = await createPipelineFunnel(t.db, demoId());
    const to = await createPipelineFunnel(t.db, demoId());
    const [moving, resetting] = await createApplications(t.db, demoId(), from, ['Mover Inc', 'Resetter Inc']);
    const evaluatorId = await userIdOf(t.db, demoId(), 'evaluator@demo.test');
    await assignEvaluator(t.db, demoId(), resetting!, evaluatorId);
    const admin = await t.token(DEMO, 'admin@demo.test');

    const draft = (await ok<{ moveApplicationToFunnel: { _id: string; status: string; funnel: { _id: string } } }>(t.app, DEMO, admin, MOVE, { applicationId: moving!.id, funnelId: to.funnelId })).moveApplicationToFunnel;
    expect(draft).toMatchObject({ status: 'draft', funnel: { _id: to.funnelId } });
    const [old] = await t.tenant('demo', (tx) => tx.select().from(applications).where(eq(applications.id, moving!.id)));
    expect(old).toMatchObject({ status: 'rejected' });
    expect(old!.archivedAt).not.toBeNull();
    expect((await history(moving!.id)).at(-1)).toMatchObject({ to: 'rejected', decision: 'reject', reason: expect.stringMatching(/^Moved to /) });
    expect((await fails(t.app, DEMO, admin, MOVE, { applicationId: resetting!.id, funnelId: from.funnelId })).message).toBe('funnelId: The application is already in this funnel.');

    const reset = (await ok<{ resetApplicationToDraft: { status: string; round: null } }>(t.app, DEMO, admin, RESET, { applicationId: resetting!.id })).resetApplicationToDraft;
    expect(reset).toEqual({ _id: resetting!.id, status: 'draft', round: null });
    const assignments = await t.tenant('demo', (tx) => tx.select({ status: evaluatorAssignments.status }).from(evaluatorAssignments).where(eq(evaluatorAssignments.applicationId, resetting!.id)));
    expect(assignments.map((a) => a.status)).toEqual(['cancelled']);
    expect((await history(resetting!.id)).at(-1)).toMatchObject({ from: 'under_review', to: 'draft' });
    const created = await t.tenant('demo', (tx) => tx.select({ id: startups.id }).from(startups).where(eq(startups.name, 'Mover Inc')));
    expect(created).toHaveLength(0);
  });
});
