/**
 * Issue 16 item 3 (API): the overview's bulk actions on the batch jobs (D-290..D-293) — MOVE_ROUND (another round of
 * the same funnel, through the one writer of an application's round), ASSIGN_EVALUATORS (the review module's rules:
 * conflicts and caps respected and reported per item, all or nothing per application) and TAG (application tags).
 * Each item happens exactly once: a run stopped mid-way and resumed does no item twice. Refusals: a role without the
 * keys (Forbidden), another tenant's ids or applications outside the viewer's reach (FAILED notVisible), an unknown
 * or out-of-reach round, evaluator or tag (FAILED parameterUnavailable), bad input naming the field — nothing changed.
 */
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  activityLogs,
  applicationStatusEvents,
  applications,
  applicationTags,
  batchJobItems,
  evaluationConflicts,
  evaluatorAssignments,
  notifications,
  programAdmins,
  programs,
  roles,
  tags,
} from '../../src/db/schema/index.js';
import { runBatchJob } from '../../src/modules/batch/index.js';
import { OPERATION, useBatchApp, waitForBatchJob, type BatchApp } from '../batch/support.js';
import { ACME, DEMO, fails, ok } from '../support/helpers.js';
import { createApplications, createPipelineFunnel, START_APPLICATION_BATCH, userIdOf } from './pipeline-support.js';

const t = useBatchApp();
// A second process over the same database whose runner never starts (the one that took the operation and died).
const stopped = useBatchApp({ startJobs: false });

const START = START_APPLICATION_BATCH;
type Started = { startApplicationBatch: { id: string; count: number; kind: string; action: string; status: string; reason: string | null } };
type Operation = { batchOperation: { status: string; succeeded: number; failed: number; failures: Array<{ itemId: string; reason: string }> } };
const demoId = () => t.incubatorIds.demo!;
const RANDOM_ID = '00000000-0000-4000-8000-000000000000';

async function start(app: BatchApp, host: string, email: string, input: Record<string, unknown>) {
  return (await ok<Started>(app.app, host, await app.token(host, email), START, { input })).startApplicationBatch;
}
async function finished(app: BatchApp, id: string): Promise<Operation['batchOperation']> {
  await waitForBatchJob(app, id);
  return (await ok<Operation>(app.app, DEMO, await app.token(DEMO, 'admin@demo.test'), OPERATION, { id })).batchOperation;
}
const reasonsOf = (op: Operation['batchOperation']) => Object.fromEntries(op.failures.map((f) => [f.itemId, f.reason]));

describe('application bulk actions', () => {
  it('MOVE_ROUND: each application enters the round once; a run stopped mid-way and resumed does no item twice', async () => {
    const funnel = await createPipelineFunnel(t.db, demoId());
    const other = await createPipelineFunnel(t.db, demoId());
    const apps = await createApplications(t.db, demoId(), funnel, ['Move A', 'Move B', 'Move C', 'Move D']);
    const [elsewhere] = await createApplications(t.db, demoId(), other, ['Other call']);
    const [already] = await createApplications(t.db, demoId(), funnel, ['Already there'], funnel.rounds[1]);
    const ids = [...apps.map((a) => a.id), elsewhere!.id, already!.id];
    const meeting = funnel.rounds[1]!;

    const started = await start(stopped, DEMO, 'admin@demo.test', { action: 'MOVE_ROUND', applicationIds: ids, roundId: meeting.id, reason: 'Shortlisted' });
    expect(started).toMatchObject({ count: 6, kind: 'applications', action: 'applications.moveRound', status: 'RUNNING' });
    const ctx = await stopped.effectContext('demo');
    await runBatchJob(ctx, started.id, { maxItems: 2 });
    const pendingAfterCrash = await t.tenant('demo', (tx) => tx.select({ n: count() }).from(batchJobItems).where(and(eq(batchJobItems.jobId, started.id), eq(batchJobItems.status, 'pending'))));
    expect(pendingAfterCrash[0]!.n).toBe(4);
    await runBatchJob(ctx, started.id);
    await runBatchJob(ctx, started.id);
    const op = await finished(stopped, started.id);
    expect(op).toMatchObject({ status: 'COMPLETED', succeeded: 4, failed: 2 });
    expect(reasonsOf(op)).toEqual({ [elsewhere!.id]: 'otherFunnel', [already!.id]: 'alreadyInRound' });

    const moved = await t.tenant('demo', (tx) => tx.select({ status: applications.status, roundId: applications.roundId }).from(applications).where(inArray(applications.id, apps.map((a) => a.id))));
    expect(moved.every((a) => a.roundId === meeting.id && a.status === 'ready_for_meeting')).toBe(true);
    // Exactly one move per application: one history row into the meeting round with the reason, one activity, one notification.
    const moves = await t.tenant('demo', (tx) =>
      tx.select({ applicationId: applicationStatusEvents.applicationId, reason: applicationStatusEvents.reason }).from(applicationStatusEvents).where(and(inArray(applicationStatusEvents.applicationId, ids), eq(applicationStatusEvents.toRoundId, meeting.id), eq(applicationStatusEvents.fromRoundId, funnel.rounds[0]!.id))),
    );
    expect(moves.map((m) => m.applicationId).sort()).toEqual(apps.map((a) => a.id).sort());
    expect(moves.every((m) => m.reason === 'Shortlisted')).toBe(true);
    const activity = await t.tenant('demo', (tx) => tx.select({ n: count() }).from(activityLogs).where(and(eq(activityLogs.action, 'application.movedRound'), inArray(activityLogs.entityId, ids))));
    expect(activity[0]!.n).toBe(4);
    const notified = await t.tenant('demo', (tx) => tx.select({ n: count() }).from(notifications).where(and(eq(notifications.notificationType, 'changeApplicationStatus'), inArray(notifications.applicationId, apps.map((a) => a.id)))));
    expect(notified[0]!.n).toBe(4);
  });

  it('MOVE_ROUND refusals: unauthorised role, another tenant, outside reach, unknown round, bad input — nothing changes', async () => {
    const funnel = await createPipelineFunnel(t.db, demoId());
    const [application] = await createApplications(t.db, demoId(), funnel, ['Refused move']);
    const input = { action: 'MOVE_ROUND', applicationIds: [application!.id], roundId: funnel.rounds[1]!.id };
    // The seeded Staff role holds APPLICATION:MANAGE but not BULK_ACTIONS; an evaluator holds neither.
    for (const email of ['staff@demo.test', 'evaluator@demo.test', 'cofounder@demo.test']) {
      expect((await fails(t.app, DEMO, await t.token(DEMO, email), START, { input })).code).toBe('Forbidden');
    }
    expect(await start(t, ACME, 'admin@acme.test', input)).toMatchObject({ status: 'FAILED', reason: 'notVisible' });
    expect(await start(t, DEMO, 'admin@demo.test', { ...input, roundId: RANDOM_ID })).toMatchObject({ status: 'FAILED', reason: 'parameterUnavailable' });
    const acmeFunnel = await createPipelineFunnel(t.db, t.incubatorIds.acme!);
    expect(await start(t, DEMO, 'admin@demo.test', { ...input, roundId: acmeFunnel.rounds[0]!.id })).toMatchObject({ status: 'FAILED', reason: 'parameterUnavailable' });
    expect(await fails(t.app, DEMO, await t.token(DEMO, 'admin@demo.test'), START, { input: { action: 'MOVE_ROUND', applicationIds: [application!.id] } })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('roundId') });
    expect((await fails(t.app, DEMO, await t.token(DEMO, 'admin@demo.test'), START, { input: { ...input, applicationIds: ['not-an-id'] } })).code).toBe('ValidationError');

    // A SubAdmin holding the keys 'assigned' reaches only the funnels of the programs they run.
    const subadminId = await userIdOf(t.db, demoId(), 'subadmin@demo.test');
    await t.tenant('demo', async (tx) => {
      const [subadmin] = await tx.select({ id: roles.id, permissions: roles.permissions }).from(roles).where(eq(roles.type, 'SubAdmin')).limit(1);
      const keys = ['APPLICATION:VIEW_ALL', 'APPLICATION:MANAGE', 'APPLICATION:BULK_ACTIONS'].map((key) => ({ key, permissionCriteria: 'assigned' as const }));
      await tx.update(roles).set({ permissions: [...subadmin!.permissions, ...keys] }).where(eq(roles.id, subadmin!.id));
      await tx.delete(programAdmins).where(and(eq(programAdmins.userId, subadminId), eq(programAdmins.programId, funnel.programId)));
    });
    expect(await start(t, DEMO, 'subadmin@demo.test', input)).toMatchObject({ status: 'FAILED', reason: 'notVisible' });
    const [history] = await t.tenant('demo', (tx) => tx.select({ n: count() }).from(applicationStatusEvents).where(eq(applicationStatusEvents.applicationId, application!.id)));
    expect(history!.n).toBe(1);
    const [row] = await t.tenant('demo', (tx) => tx.select({ roundId: applications.roundId }).from(applications).where(eq(applications.id, application!.id)));
    expect(row!.roundId).toBe(funnel.rounds[0]!.id);
    // Running the program brings the funnel in reach; another funnel's application stays out of it.
    const [otherProgram] = await t.tenant('demo', (tx) =>
      tx.select({ name: programs.name }).from(programs).where(and(eq(programs.status, 'active'), eq(programs.programType, 'startup'), ne(programs.id, funnel.programId))).limit(1),
    );
    const outsideFunnel = await createPipelineFunnel(t.db, demoId(), { programName: otherProgram!.name });
    expect(outsideFunnel.programId).not.toBe(funnel.programId);
    const [outside] = await createApplications(t.db, demoId(), outsideFunnel, ['Outside reach']);
    await t.tenant('demo', async (tx) => {
      await tx.insert(programAdmins).values({ incubatorId: demoId(), programId: funnel.programId, userId: subadminId }).onConflictDoNothing();
      await tx.delete(programAdmins).where(and(eq(programAdmins.userId, subadminId), eq(programAdmins.programId, outsideFunnel.programId)));
    });
    const mixed = await start(t, DEMO, 'subadmin@demo.test', { ...input, applicationIds: [application!.id, outside!.id] });
    expect(mixed).toMatchObject({ status: 'FAILED', reason: 'notVisible' });
    const inReach = await start(t, DEMO, 'subadmin@demo.test', input);
    expect(await finished(t, inReach.id)).toMatchObject({ status: 'COMPLETED', succeeded: 1, failed: 0 });
  });

  it('ASSIGN_EVALUATORS: conflicts and rounds reported per item, nothing assigned to a refused one, no duplicate on a second run', async () => {
    const funnel = await createPipelineFunnel(t.db, demoId());
    const [clean, conflicted] = await createApplications(t.db, demoId(), funnel, ['Assign clean', 'Assign conflicted']);
    const [meeting] = await createApplications(t.db, demoId(), funnel, ['Assign meeting'], funnel.rounds[1]);
    const evaluatorId = await userIdOf(t.db, demoId(), 'evaluator@demo.test');
    const coachId = await userIdOf(t.db, demoId(), 'coach@demo.test');
    await t.tenant('demo', (tx) => tx.insert(evaluationConflicts).values({ incubatorId: demoId(), applicationId: conflicted!.id, evaluatorUserId: evaluatorId, source: 'declared_staff', reason: 'Former colleague' }));
    const ids = [clean!.id, conflicted!.id, meeting!.id];

    const first = await start(t, DEMO, 'admin@demo.test', { action: 'ASSIGN_EVALUATORS', applicationIds: ids, evaluatorIds: [evaluatorId, coachId] });
    const op = await finished(t, first.id);
    expect(op).toMatchObject({ status: 'COMPLETED', succeeded: 1, failed: 2 });
    expect(reasonsOf(op)).toEqual({ [conflicted!.id]: 'conflict', [meeting!.id]: 'notEvaluationRound' });
    const assigned = await t.tenant('demo', (tx) => tx.select({ applicationId: evaluatorAssignments.applicationId, evaluator: evaluatorAssignments.evaluatorUserId }).from(evaluatorAssignments).where(inArray(evaluatorAssignments.applicationId, ids)));
    expect(assigned.map((a) => `${a.applicationId === clean!.id ? 'clean' : 'other'}:${a.evaluator === evaluatorId ? 'evaluator' : 'coach'}`).sort()).toEqual(['clean:coach', 'clean:evaluator']);

    const again = await finished(t, (await start(t, DEMO, 'admin@demo.test', { action: 'ASSIGN_EVALUATORS', applicationIds: [clean!.id], evaluatorIds: [evaluatorId] })).id);
    expect(reasonsOf(again)).toEqual({ [clean!.id]: 'alreadyAssigned' });
    const [n] = await t.tenant('demo', (tx) => tx.select({ n: count() }).from(evaluatorAssignments).where(eq(evaluatorAssignments.applicationId, clean!.id)));
    expect(n!.n).toBe(2);

    // Who may not evaluate (a founder, another tenant's user, an unknown id) refuses the whole request.
    const cofounderId = await userIdOf(t.db, demoId(), 'cofounder@demo.test');
    const acmeAdmin = await userIdOf(t.db, t.incubatorIds.acme!, 'admin@acme.test');
    for (const evaluatorIds of [[cofounderId], [acmeAdmin], [RANDOM_ID]]) {
      expect(await start(t, DEMO, 'admin@demo.test', { action: 'ASSIGN_EVALUATORS', applicationIds: [clean!.id], evaluatorIds })).toMatchObject({ status: 'FAILED', reason: 'parameterUnavailable' });
    }
    expect(await start(t, ACME, 'admin@acme.test', { action: 'ASSIGN_EVALUATORS', applicationIds: [clean!.id], evaluatorIds: [acmeAdmin] })).toMatchObject({ status: 'FAILED', reason: 'notVisible' });
    expect((await fails(t.app, DEMO, await t.token(DEMO, 'admin@demo.test'), START, { input: { action: 'ASSIGN_EVALUATORS', applicationIds: [clean!.id], evaluatorIds: [] } })).code).toBe('ValidationError');
    expect((await fails(t.app, DEMO, await t.token(DEMO, 'staff@demo.test'), START, { input: { action: 'ASSIGN_EVALUATORS', applicationIds: [clean!.id], evaluatorIds: [evaluatorId] } })).code).toBe('Forbidden');
  });

  it('TAG: adds application tags once, the overview filters by them; startup tags and another tenant’s are refused', async () => {
    const funnel = await createPipelineFunnel(t.db, demoId());
    const apps = await createApplications(t.db, demoId(), funnel, ['Tag A', 'Tag B']);
    const [tag, startupTag] = await t.tenant('demo', (tx) =>
      tx.insert(tags).values([{ incubatorId: demoId(), kind: 'application', name: `Shortlist ${Date.now()}` }, { incubatorId: demoId(), kind: 'startup', name: `Startup only ${Date.now()}` }]).returning({ id: tags.id }),
    );
    const [acmeTag] = await t.db.tenant(t.incubatorIds.acme!, (tx) => tx.insert(tags).values({ incubatorId: t.incubatorIds.acme!, kind: 'application', name: `Acme ${Date.now()}` }).returning({ id: tags.id }));
    const ids = apps.map((a) => a.id);
    for (let i = 0; i < 2; i += 1) {
      expect(await finished(t, (await start(t, DEMO, 'admin@demo.test', { action: 'TAG', applicationIds: ids, tagIds: [tag!.id] })).id)).toMatchObject({ status: 'COMPLETED', succeeded: 2, failed: 0 });
    }
    const [n] = await t.tenant('demo', (tx) => tx.select({ n: count() }).from(applicationTags).where(inArray(applicationTags.applicationId, ids)));
    expect(n!.n).toBe(2);
    const LIST = 'query L($filter: ApplicationFilter) { applications(filter: $filter) { totalCount results { title tags { name kind } } } }';
    const listed = (await ok<{ applications: { totalCount: number; results: Array<{ title: string; tags: Array<{ kind: string }> }> } }>(t.app, DEMO, await t.token(DEMO, 'admin@demo.test'), LIST, { filter: { tagIds: [tag!.id] } })).applications;
    expect(listed.results.map((r) => r.title).sort()).toEqual(['Tag A', 'Tag B']);
    expect(listed.results[0]!.tags).toEqual([expect.objectContaining({ kind: 'application' })]);
    for (const tagIds of [[startupTag!.id], [acmeTag!.id], [RANDOM_ID]]) {
      expect(await start(t, DEMO, 'admin@demo.test', { action: 'TAG', applicationIds: ids, tagIds })).toMatchObject({ status: 'FAILED', reason: 'parameterUnavailable' });
    }
    expect(await start(t, ACME, 'admin@acme.test', { action: 'TAG', applicationIds: ids, tagIds: [acmeTag!.id] })).toMatchObject({ status: 'FAILED', reason: 'notVisible' });
    expect(await fails(t.app, DEMO, await t.token(DEMO, 'admin@demo.test'), START, { input: { action: 'TAG', applicationIds: ids } })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('tagIds') });
  });
});
