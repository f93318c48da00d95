/**
 * Issue 16 items 1 (criteria) and 4 (API): evaluation criteria, assigning evaluators (manual, balanced, load cap), the
 * evaluator's queue, saving and submitting an evaluation (weighted score), auto-advance, and who is refused: another
 * tenant's round and application ids, roles without the keys, the applicant, an evaluator outside their assignment.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, applicationStatusEvents, evaluatorAssignments } from '../../src/db/schema/index.js';
import { ACME, DEMO, fails, login, ok, useTestApp } from '../support/helpers.js';
import { setFlag } from '../support/flags.js';
import { ASSIGN, ASSIGNMENT, CRITERIA, QUEUE, RANKING, ROUND_REVIEW, SAVE, SAVE_CRITERIA, SUBMIT, answersOf, insertApplication, openCall, userId, type AssignResult, type QueueResult } from './review-support.js';

const t = useTestApp();

describe('review: criteria, assignment and evaluation', () => {
  it('criteria: staff read and save them; bad input names the field and changes nothing; the flag, the keys and the tenant hold', async () => {
    const call = await openCall(t);
    const staff = await login(t.app, DEMO, 'staff@demo.test');
    const before = await ok<{ evaluationCriteria: Array<{ questionId: string; weight: number }> }>(t.app, DEMO, staff, CRITERIA, { roundId: call.screening });
    expect(before.evaluationCriteria.map((c) => c.questionId)).toEqual(['progress', 'team', 'readiness']);

    const notScored = await fails(t.app, DEMO, staff, SAVE_CRITERIA, { roundId: call.screening, criteria: [{ questionId: 'notes', name: 'Notes', weight: 1 }] });
    expect(notScored).toMatchObject({ code: 'ValidationError', message: 'criteria.0.questionId: A criterion needs a number, a scale or a choice with scores.' });
    const badWeight = await fails(t.app, DEMO, staff, SAVE_CRITERIA, { roundId: call.screening, criteria: [{ questionId: 'team', name: 'Team', weight: 0 }] });
    expect(badWeight.message).toBe('criteria.0.weight: A weight is a number above 0.');
    const unknown = await fails(t.app, DEMO, staff, SAVE_CRITERIA, { roundId: call.screening, criteria: [{ questionId: 'nope', name: 'X', weight: 1 }] });
    expect(unknown.message).toBe("criteria.0.questionId: This question is not in the round’s evaluation form.");
    expect((await ok<{ evaluationCriteria: unknown[] }>(t.app, DEMO, staff, CRITERIA, { roundId: call.screening })).evaluationCriteria).toEqual(before.evaluationCriteria);

    const saved = await ok<{ saveEvaluationCriteria: Array<{ questionId: string; weight: number }> }>(t.app, DEMO, staff, SAVE_CRITERIA, {
      roundId: call.screening,
      criteria: [{ questionId: 'team', name: 'Team', weight: 3 }, { questionId: 'progress', name: 'Traction', weight: 1 }, { questionId: 'readiness', name: 'Readiness', weight: 1 }],
    });
    expect(saved.saveEvaluationCriteria.map((c) => [c.questionId, c.weight])).toEqual([['team', 3], ['progress', 1], ['readiness', 1]]);

    // The evaluator reads them (EVALUATION_PARAMETER:VIEW) but may not change them; a role without any key is refused.
    const evaluator = await login(t.app, DEMO, 'evaluator@demo.test');
    expect((await ok<{ evaluationCriteria: unknown[] }>(t.app, DEMO, evaluator, CRITERIA, { roundId: call.screening })).evaluationCriteria).toHaveLength(3);
    expect((await fails(t.app, DEMO, evaluator, SAVE_CRITERIA, { roundId: call.screening, criteria: [] })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, await login(t.app, DEMO, 'applicant@demo.test'), CRITERIA, { roundId: call.screening })).code).toBe('Forbidden');
    // Another tenant's round answers like an unknown one.
    const acme = await login(t.app, ACME, 'admin@acme.test');
    expect((await fails(t.app, ACME, acme, CRITERIA, { roundId: call.screening })).code).toBe('NotFound');
    // The flag editEvaluationCriteria off: refused, naming the criteria.
    await setFlag(t, 'demo', 'editEvaluationCriteria', true, false);
    expect((await fails(t.app, DEMO, staff, SAVE_CRITERIA, { roundId: call.screening, criteria: [] })).message).toBe('criteria: Editing evaluation criteria is switched off for this organisation.');
    await setFlag(t, 'demo', 'editEvaluationCriteria', true, true);
    // Back to the seed's criteria for the rest of the file.
    await ok(t.app, DEMO, staff, SAVE_CRITERIA, { roundId: call.screening, criteria: [{ questionId: 'progress', name: 'Traction', weight: 1 }, { questionId: 'team', name: 'Team', weight: 2 }, { questionId: 'readiness', name: 'Readiness', weight: 1 }] });
  });

  it('assignment: balanced gives each application k evaluators with even loads; the load cap holds; bad input, roles and tenants are refused', async () => {
    const call = await openCall(t);
    const staff = await login(t.app, DEMO, 'staff@demo.test');
    const ids = await Promise.all([1, 2, 3, 4].map((n) => insertApplication(t, { funnelId: call.funnelId, roundId: call.screening, applicantEmail: 'applicant@demo.test', title: `Balanced ${n}` })));
    const evaluator = await userId(t, 'evaluator@demo.test');
    const expert = await userId(t, 'expert@demo.test');

    const bad = await fails(t.app, DEMO, staff, ASSIGN, { roundId: call.screening, applicationIds: ids, method: 'balanced', evaluatorIds: [evaluator, expert], perApplication: 0 });
    expect(bad).toMatchObject({ code: 'ValidationError', message: 'perApplication: Between 1 and 20 evaluators per application.' });
    const notInRound = await fails(t.app, DEMO, staff, ASSIGN, { roundId: call.interview, applicationIds: ids, method: 'manual', evaluatorIds: [evaluator] });
    expect(notInRound.message).toBe('roundId: Only an evaluation round has evaluation criteria and evaluators.');
    const applicantAsEvaluator = await fails(t.app, DEMO, staff, ASSIGN, { roundId: call.screening, applicationIds: ids, method: 'manual', evaluatorIds: [await userId(t, 'applicant@demo.test')] });
    expect(applicantAsEvaluator.message).toBe('evaluatorIds: This person does not exist or cannot evaluate.');
    const count = () => t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select().from(evaluatorAssignments).where(eq(evaluatorAssignments.roundId, call.screening)));
    expect(await count()).toHaveLength(0);

    for (const email of ['evaluator@demo.test', 'mentor@demo.test', 'applicant@demo.test', 'cofounder@demo.test']) {
      expect((await fails(t.app, DEMO, await login(t.app, DEMO, email), ASSIGN, { roundId: call.screening, applicationIds: ids, method: 'balanced' })).code).toBe('Forbidden');
    }
    const acme = await login(t.app, ACME, 'admin@acme.test');
    expect((await fails(t.app, ACME, acme, ASSIGN, { roundId: call.screening, applicationIds: ids, method: 'balanced', evaluatorIds: [evaluator] })).code).toBe('NotFound');

    const result = await ok<AssignResult>(t.app, DEMO, staff, ASSIGN, { roundId: call.screening, applicationIds: ids, method: 'balanced', evaluatorIds: [evaluator, expert], perApplication: 1 });
    expect(result.assignEvaluators.assignedCount).toBe(4);
    const loads = new Map<string, number>();
    for (const a of result.assignEvaluators.assignments) loads.set(a.evaluator._id, (loads.get(a.evaluator._id) ?? 0) + 1);
    expect([...loads.values()]).toEqual([2, 2]);
    expect(new Set(result.assignEvaluators.assignments.map((a) => a.applicationId)).size).toBe(4);

    // A second pass up to two each, capped at 3 per evaluator: two applications stay short and say why.
    const capped = await ok<AssignResult>(t.app, DEMO, staff, ASSIGN, { roundId: call.screening, applicationIds: ids, method: 'balanced', evaluatorIds: [evaluator, expert], perApplication: 2, loadCap: 3 });
    expect(capped.assignEvaluators.assignedCount).toBe(2);
    expect(capped.assignEvaluators.skipped.filter((s) => s.reason === 'loadCap').length).toBeGreaterThanOrEqual(2);
    expect((await count()).length).toBe(6);

    // Staff see the round with its evaluators; the evaluator (an assigned key, no staff reach) reaches no round.
    const review = await ok<{ roundReview: { applications: Array<{ application: { _id: string; title: string }; assignments: unknown[] }> } }>(t.app, DEMO, staff, ROUND_REVIEW, { roundId: call.screening });
    expect(review.roundReview.applications.filter((a) => ids.includes(a.application._id)).map((a) => a.assignments.length).sort()).toEqual([1, 1, 2, 2]);
    expect((await fails(t.app, DEMO, await login(t.app, DEMO, 'evaluator@demo.test'), ROUND_REVIEW, { roundId: call.screening })).code).toBe('NotFound');
  });

  it('the evaluator: queue with what is left, the form, a draft, a submit with the weighted score; never another’s assignment', async () => {
    const call = await openCall(t);
    const staff = await login(t.app, DEMO, 'staff@demo.test');
    const evaluatorId = await userId(t, 'evaluator@demo.test');
    const app = await insertApplication(t, { funnelId: call.funnelId, roundId: call.committee, applicantEmail: 'applicant@demo.test', title: 'Queue test' });
    const other = await insertApplication(t, { funnelId: call.funnelId, roundId: call.committee, applicantEmail: 'applicant@demo.test', title: 'Not assigned' });
    await ok(t.app, DEMO, staff, SAVE_CRITERIA, { roundId: call.committee, criteria: [{ questionId: 'progress', name: 'Traction', weight: 1 }, { questionId: 'team', name: 'Team', weight: 2 }, { questionId: 'readiness', name: 'Readiness', weight: 1 }] });
    const assigned = await ok<AssignResult>(t.app, DEMO, staff, ASSIGN, { roundId: call.committee, applicationIds: [app], method: 'manual', evaluatorIds: [evaluatorId] });
    const assignmentId = assigned.assignEvaluators.assignments[0]!._id;

    const evaluator = await login(t.app, DEMO, 'evaluator@demo.test');
    const queue = await ok<QueueResult>(t.app, DEMO, evaluator, QUEUE, { roundId: call.committee });
    expect(queue.myEvaluationQueue.remaining).toBe(1);
    expect(queue.myEvaluationQueue.items[0]).toMatchObject({ _id: assignmentId, state: 'pending', application: { _id: app, title: 'Queue test', identityHidden: false } });

    const view = await ok<{ evaluationAssignment: { definition: { questions: unknown[] }; criteria: unknown[]; item: { application: { title: string } } } }>(t.app, DEMO, evaluator, ASSIGNMENT, { id: assignmentId });
    expect(view.evaluationAssignment.definition.questions.length).toBeGreaterThan(3);
    expect(view.evaluationAssignment.criteria).toHaveLength(3);

    const draft = await ok<{ saveEvaluation: { answers: Record<string, unknown> } }>(t.app, DEMO, evaluator, SAVE, { id: assignmentId, answers: { progress: { numberValue: 4 } } });
    expect(draft.saveEvaluation.answers).toMatchObject({ progress: { numberValue: 4 } });
    // An incomplete submit is refused (required questions) and nothing is submitted.
    expect((await fails(t.app, DEMO, evaluator, SUBMIT, { id: assignmentId, answers: { progress: { numberValue: 4 } } })).code).toBe('ValidationError');
    // progress 4 ×1, team 5 ×2, readiness "ready" (5) ×1 → (4 + 10 + 5) / 4.
    const submitted = await ok<{ submitEvaluation: { item: { state: string; weightedScore: number } } }>(t.app, DEMO, evaluator, SUBMIT, { id: assignmentId, answers: answersOf(4, 5, 'ready') });
    expect(submitted.submitEvaluation.item).toEqual({ state: 'submitted', weightedScore: 4.75 });
    expect((await fails(t.app, DEMO, evaluator, SUBMIT, { id: assignmentId, answers: answersOf(1) })).message).toBe('assignmentId: This evaluation is already submitted.');
    expect((await ok<QueueResult>(t.app, DEMO, evaluator, QUEUE, { roundId: call.committee })).myEvaluationQueue.remaining).toBe(0);

    // Another evaluator's assignment, and an application outside the assignment, answer NotFound.
    const expert = await login(t.app, DEMO, 'expert@demo.test');
    expect((await fails(t.app, DEMO, expert, ASSIGNMENT, { id: assignmentId })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, expert, SUBMIT, { id: assignmentId, answers: answersOf(1) })).code).toBe('NotFound');
    const outside = await ok<QueueResult>(t.app, DEMO, evaluator, QUEUE, {});
    expect(outside.myEvaluationQueue.items.some((i) => i.application?._id === other)).toBe(false);

    // The applicant reads no evaluation, queue or ranking; another tenant's viewer neither.
    const applicant = await login(t.app, DEMO, 'applicant@demo.test');
    for (const [query, variables] of [[QUEUE, {}], [ASSIGNMENT, { id: assignmentId }], [RANKING, { roundId: call.committee }]] as const) {
      expect((await fails(t.app, DEMO, applicant, query, variables)).code).toBe('Forbidden');
    }
    const acme = await login(t.app, ACME, 'admin@acme.test');
    expect((await fails(t.app, ACME, acme, ASSIGNMENT, { id: assignmentId })).code).toBe('NotFound');
    expect((await fails(t.app, ACME, acme, RANKING, { roundId: call.committee })).code).toBe('NotFound');
  });

  it('auto-advance: two evaluations with a mean of at least 3.5 move the application to the next round, with the reason in its history', async () => {
    const call = await openCall(t);
    const staff = await login(t.app, DEMO, 'staff@demo.test');
    const app = await insertApplication(t, { funnelId: call.funnelId, roundId: call.screening, applicantEmail: 'applicant@demo.test', title: 'Auto advance' });
    const ids = [await userId(t, 'evaluator@demo.test'), await userId(t, 'coach@demo.test')];
    const result = await ok<AssignResult>(t.app, DEMO, staff, ASSIGN, { roundId: call.screening, applicationIds: [app], method: 'manual', evaluatorIds: ids });
    const byEvaluator = new Map(result.assignEvaluators.assignments.map((a) => [a.evaluator._id, a._id]));
    await ok(t.app, DEMO, await login(t.app, DEMO, 'evaluator@demo.test'), SUBMIT, { id: byEvaluator.get(ids[0]!), answers: answersOf(4, 4, 'soon') });
    const still = await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select().from(applications).where(eq(applications.id, app)));
    expect(still[0]!.roundId).toBe(call.screening);
    await ok(t.app, DEMO, await login(t.app, DEMO, 'coach@demo.test'), SUBMIT, { id: byEvaluator.get(ids[1]!), answers: answersOf(4, 4, 'ready') });
    const [moved] = await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select().from(applications).where(eq(applications.id, app)));
    expect(moved).toMatchObject({ roundId: call.interview, status: 'ready_for_meeting' });
    const events = await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select().from(applicationStatusEvents).where(and(eq(applicationStatusEvents.applicationId, app), eq(applicationStatusEvents.toRoundId, call.interview))));
    // (4 + 8 + 3) / 4 = 3.75 and (4 + 8 + 5) / 4 = 4.25 → mean 4.00
    expect(events[0]!.reason).toBe('auto-advance: 2 evaluations, mean 4.00');
  });

  it('auto-advance: two evaluations with a mean below 3.5 leave the application where it is, for staff to decide', async () => {
    const call = await openCall(t);
    const staff = await login(t.app, DEMO, 'staff@demo.test');
    const app = await insertApplication(t, { funnelId: call.funnelId, roundId: call.screening, applicantEmail: 'applicant@demo.test', title: 'Below the bar' });
    const ids = [await userId(t, 'evaluator@demo.test'), await userId(t, 'coach@demo.test')];
    const result = await ok<AssignResult>(t.app, DEMO, staff, ASSIGN, { roundId: call.screening, applicationIds: [app], method: 'manual', evaluatorIds: ids });
    const byEvaluator = new Map(result.assignEvaluators.assignments.map((a) => [a.evaluator._id, a._id]));
    await ok(t.app, DEMO, await login(t.app, DEMO, 'evaluator@demo.test'), SUBMIT, { id: byEvaluator.get(ids[0]!), answers: answersOf(2, 2, 'not_yet') });
    await ok(t.app, DEMO, await login(t.app, DEMO, 'coach@demo.test'), SUBMIT, { id: byEvaluator.get(ids[1]!), answers: answersOf(3, 3, 'soon') });
    const [row] = await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select().from(applications).where(eq(applications.id, app)));
    expect(row).toMatchObject({ roundId: call.screening, status: 'under_review' });
    const moves = await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select().from(applicationStatusEvents).where(and(eq(applicationStatusEvents.applicationId, app), eq(applicationStatusEvents.toRoundId, call.interview))));
    expect(moves).toHaveLength(0);
  });
});
