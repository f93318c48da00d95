/**
 * Issue 16 item 5 (API): conflicts of interest found automatically and explained — the same non-public e-mail domain as
 * the applicant or a co-founder, a mentor of the applying startup — or declared by the evaluator or staff with a reason.
 * A conflicted evaluator is never assigned (skipped with the reason), reads nothing of the application, and their
 * queue shows it withheld with the reason.
 */
import { describe, expect, it } from 'vitest';
import { updateUser } from '../support/entities.js';
import { ACME, DEMO, fails, login, ok, useTestApp } from '../support/helpers.js';
import { ASSIGN, ASSIGNMENT, DECLARE, MARK, QUEUE, ROUND_REVIEW, insertApplication, openCall, userId, type AssignResult, type QueueResult } from './review-support.js';

const t = useTestApp();
const READ_APPLICATION = 'query V($id: ID!) { evaluationAssignment(assignmentId: $id) { item { state conflictSource conflictReason application { _id title } } definition } }';

describe('conflicts of interest', () => {
  it('mentor: found when the queue is read; the application is withheld with the reason and nothing of it can be read', async () => {
    const call = await openCall(t);
    const app = await insertApplication(t, { funnelId: call.funnelId, roundId: call.committee, applicantEmail: 'founder@demo.test', title: 'Greenleaf again', startupName: 'Greenleaf Analytics' });
    const mentorId = await userId(t, 'mentor@demo.test');
    const staff = await login(t.app, DEMO, 'staff@demo.test');
    // Found at assignment already: the mentor is assigned to Greenleaf Analytics (seed).
    const result = await ok<AssignResult>(t.app, DEMO, staff, ASSIGN, { roundId: call.committee, applicationIds: [app], method: 'manual', evaluatorIds: [mentorId] });
    expect(result.assignEvaluators.skipped[0]).toMatchObject({ reason: 'conflict', detail: 'Mentor of the applying startup.' });
    const mentor = await login(t.app, DEMO, 'mentor@demo.test');
    const queue = await ok<QueueResult>(t.app, DEMO, mentor, QUEUE, { roundId: call.committee });
    // Never assigned, so not in the queue at all.
    expect(queue.myEvaluationQueue.items).toEqual([]);
  });

  it('declared by the evaluator: withdrawn, the queue shows it withheld with the reason; the file and the form are out of reach', async () => {
    const call = await openCall(t);
    const app = await insertApplication(t, { funnelId: call.funnelId, roundId: call.committee, applicantEmail: 'community@demo.test', title: 'Declared' });
    const coachId = await userId(t, 'coach@demo.test');
    const staff = await login(t.app, DEMO, 'staff@demo.test');
    const assigned = await ok<AssignResult>(t.app, DEMO, staff, ASSIGN, { roundId: call.committee, applicationIds: [app], method: 'manual', evaluatorIds: [coachId] });
    const assignmentId = assigned.assignEvaluators.assignments[0]!._id;
    const coach = await login(t.app, DEMO, 'coach@demo.test');
    expect((await fails(t.app, DEMO, coach, DECLARE, { applicationId: app, reason: '  ' })).message).toBe('reason: Say why: a reason is required.');
    expect((await ok<QueueResult>(t.app, DEMO, coach, QUEUE, { roundId: call.committee })).myEvaluationQueue.remaining).toBe(1);
    await ok(t.app, DEMO, coach, DECLARE, { applicationId: app, reason: 'I advised this team last year.' });
    const queue = await ok<QueueResult>(t.app, DEMO, coach, QUEUE, { roundId: call.committee });
    expect(queue.myEvaluationQueue.remaining).toBe(0);
    expect(queue.myEvaluationQueue.items).toEqual([expect.objectContaining({ _id: assignmentId, state: 'withheld', conflictSource: 'declared_self', conflictReason: 'I advised this team last year.', application: null })]);
    const view = await ok<{ evaluationAssignment: { item: { state: string; application: null }; definition: null } }>(t.app, DEMO, coach, READ_APPLICATION, { id: assignmentId });
    expect(view.evaluationAssignment).toMatchObject({ item: { state: 'withheld', application: null }, definition: null });
    expect((await fails(t.app, DEMO, coach, 'mutation S($id: ID!) { saveEvaluation(assignmentId: $id, answers: {}) { _id } }', { id: assignmentId })).message).toBe('assignmentId: You have a conflict of interest with this application.');
    // Someone not assigned cannot declare (as if unknown); another tenant neither.
    expect((await fails(t.app, DEMO, await login(t.app, DEMO, 'expert@demo.test'), DECLARE, { applicationId: app, reason: 'x' })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, await login(t.app, DEMO, 'applicant@demo.test'), DECLARE, { applicationId: app, reason: 'x' })).code).toBe('Forbidden');
  });

  it('declared by staff: needs APPLICATION:MANAGE and a reason; the evaluator is withdrawn; another tenant is refused', async () => {
    const call = await openCall(t);
    const app = await insertApplication(t, { funnelId: call.funnelId, roundId: call.committee, applicantEmail: 'community@demo.test', title: 'Staff declared' });
    const evaluatorId = await userId(t, 'admincoach@demo.test');
    const staff = await login(t.app, DEMO, 'staff@demo.test');
    await ok(t.app, DEMO, staff, ASSIGN, { roundId: call.committee, applicationIds: [app], method: 'manual', evaluatorIds: [evaluatorId] });
    expect((await fails(t.app, DEMO, staff, MARK, { applicationId: app, evaluatorId, reason: '' })).message).toBe('reason: Say why: a reason is required.');
    expect((await fails(t.app, DEMO, await login(t.app, DEMO, 'evaluator@demo.test'), MARK, { applicationId: app, evaluatorId, reason: 'x' })).code).toBe('Forbidden');
    expect((await fails(t.app, ACME, await login(t.app, ACME, 'admin@acme.test'), MARK, { applicationId: app, evaluatorId, reason: 'x' })).code).toBe('NotFound');
    const marked = await ok<{ markConflict: { source: string; reason: string } }>(t.app, DEMO, staff, MARK, { applicationId: app, evaluatorId, reason: 'Board member of the startup.' });
    expect(marked.markConflict).toMatchObject({ source: 'declared_staff', reason: 'Board member of the startup.' });
    const queue = await ok<QueueResult>(t.app, DEMO, await login(t.app, DEMO, 'admincoach@demo.test'), QUEUE, { roundId: call.committee });
    expect(queue.myEvaluationQueue.items.find((i) => i.state === 'withheld')).toMatchObject({ conflictSource: 'declared_staff', conflictReason: 'Board member of the startup.', application: null });
    void ASSIGNMENT;
  });
  it('email domain: an evaluator sharing a company domain with a co-founder is skipped at assignment with the reason; a public domain is no conflict', async () => {
    const call = await openCall(t);
    // The expert works at the applying startup's company domain; the evaluator shares only a public provider.
    await updateUser(t.db, t.incubatorIds.demo!, 'cofounder2@demo.test', { email: 'maya@orbital-labs.io' });
    await updateUser(t.db, t.incubatorIds.demo!, 'expert@demo.test', { email: 'kenji@orbital-labs.io' });
    await updateUser(t.db, t.incubatorIds.demo!, 'applicant@demo.test', { email: 'hannah@gmail.com' });
    await updateUser(t.db, t.incubatorIds.demo!, 'evaluator@demo.test', { email: 'sofia@gmail.com' });
    const app = await insertApplication(t, { funnelId: call.funnelId, roundId: call.screening, applicantEmail: 'hannah@gmail.com', title: 'Orbital Labs', startupName: 'Orbital Labs' });
    const expert = await userId(t, 'kenji@orbital-labs.io');
    const evaluator = await userId(t, 'sofia@gmail.com');
    const staff = await login(t.app, DEMO, 'staff@demo.test');
    const result = await ok<AssignResult>(t.app, DEMO, staff, ASSIGN, { roundId: call.screening, applicationIds: [app], method: 'manual', evaluatorIds: [expert, evaluator] });
    expect(result.assignEvaluators.assignments.map((a) => a.evaluator._id)).toEqual([evaluator]);
    expect(result.assignEvaluators.skipped).toEqual([{ applicationId: app, evaluator: { _id: expert }, reason: 'conflict', detail: 'Same e-mail domain as the applicant or a co-founder.' }]);
    const review = await ok<{ roundReview: { applications: Array<{ application: { _id: string }; conflicts: Array<{ source: string; evaluator: { _id: string } }> }> } }>(t.app, DEMO, staff, ROUND_REVIEW, { roundId: call.screening });
    expect(review.roundReview.applications.find((a) => a.application._id === app)!.conflicts).toEqual([{ source: 'email_domain', reason: 'Same e-mail domain as the applicant or a co-founder.', evaluator: { _id: expert } }]);
  });

});
