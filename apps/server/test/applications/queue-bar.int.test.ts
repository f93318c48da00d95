/**
 * Issue 16 item 3, the "queue bar" (D2 §6.1 APPLICATION:QUEUE_BAR; D-386): `applicationQueueBar(funnelId, roundId)`
 * counts the call's (or round's) applications per stage of the work — toAssign (an evaluation round, nobody
 * assigned), awaitingEvaluation (an assignment pending), awaitingDecision (evaluations in, or a round without
 * evaluation), decided — and `applications(filter: { queue })` lists one stage. `applicationAbilities` says who sees
 * the bar (queueBar) and who evaluates. An evaluator (no key), another tenant's call and bad input are refused.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { evaluatorAssignments } from '../../src/db/schema/index.js';
import { ACME, DEMO, fails, login, ok, useTestApp } from '../support/helpers.js';
import { ASSIGN, insertApplication, openCall, userId } from './review-support.js';

const t = useTestApp();

const BAR = `query B($funnelId: ID, $roundId: ID) { applicationQueueBar(funnelId: $funnelId, roundId: $roundId) { toAssign awaitingEvaluation awaitingDecision decided } }`;
const LIST = `query L($filter: ApplicationFilter) { applications(filter: $filter, first: 50) { totalCount results { _id } } }`;
const ABILITIES = `{ applicationAbilities { queueBar evaluates viewerCanRead } }`;
const DECIDE = `mutation D($applicationId: ID!) { decideApplication(applicationId: $applicationId, decision: reject) { _id status } }`;

interface Bar {
  applicationQueueBar: { toAssign: number; awaitingEvaluation: number; awaitingDecision: number; decided: number };
}

describe('queue bar (D-386)', () => {
  it('counts each stage of the call and of a round, lists one stage, and refuses the evaluator, another tenant and bad input', async () => {
    const call = await openCall(t);
    const add = (title: string, roundId = call.screening) => insertApplication(t, { funnelId: call.funnelId, roundId, applicantEmail: 'applicant@demo.test', title });
    const unassigned = await add('Queue unassigned');
    const pending = await add('Queue pending');
    const evaluated = await add('Queue evaluated');
    const meeting = await add('Queue meeting', call.interview);
    const decided = await add('Queue decided');
    const staff = await login(t.app, DEMO, 'staff@demo.test');
    const evaluator = await userId(t, 'evaluator@demo.test');
    await ok(t.app, DEMO, staff, ASSIGN, { roundId: call.screening, applicationIds: [pending, evaluated, decided], method: 'manual', evaluatorIds: [evaluator] });
    // The evaluation of `evaluated` is in (its assignment submitted); `decided` is rejected.
    await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.update(evaluatorAssignments).set({ status: 'submitted' }).where(and(eq(evaluatorAssignments.applicationId, evaluated), eq(evaluatorAssignments.roundId, call.screening))));
    await ok(t.app, DEMO, await login(t.app, DEMO, 'admin@demo.test'), DECIDE, { applicationId: decided });

    const whole = (await ok<Bar>(t.app, DEMO, staff, BAR, { funnelId: call.funnelId })).applicationQueueBar;
    expect(whole).toEqual({ toAssign: 1, awaitingEvaluation: 1, awaitingDecision: 2, decided: 1 });
    const screening = (await ok<Bar>(t.app, DEMO, staff, BAR, { funnelId: call.funnelId, roundId: call.screening })).applicationQueueBar;
    expect(screening).toEqual({ toAssign: 1, awaitingEvaluation: 1, awaitingDecision: 1, decided: 1 });

    const listed = async (queue: string) => (await ok<{ applications: { results: Array<{ _id: string }> } }>(t.app, DEMO, staff, LIST, { filter: { funnelId: call.funnelId, queue } })).applications.results.map((r) => r._id).sort();
    expect(await listed('toAssign')).toEqual([unassigned]);
    expect(await listed('awaitingEvaluation')).toEqual([pending]);
    expect(await listed('awaitingDecision')).toEqual([evaluated, meeting].sort());
    expect(await listed('decided')).toEqual([decided]);

    // Who sees the bar: staff (the key); the evaluator evaluates instead; the applicant reads no overview.
    expect((await ok<{ applicationAbilities: object }>(t.app, DEMO, staff, ABILITIES)).applicationAbilities).toEqual({ queueBar: true, evaluates: true, viewerCanRead: true });
    const evaluatorToken = await login(t.app, DEMO, 'evaluator@demo.test');
    expect((await ok<{ applicationAbilities: object }>(t.app, DEMO, evaluatorToken, ABILITIES)).applicationAbilities).toEqual({ queueBar: false, evaluates: true, viewerCanRead: true });
    expect((await ok<{ applicationAbilities: object }>(t.app, DEMO, await login(t.app, DEMO, 'applicant@demo.test'), ABILITIES)).applicationAbilities).toMatchObject({ queueBar: false, viewerCanRead: false });

    // Refused: a role without the key, another tenant's call (as unknown), bad input naming the field.
    expect((await fails(t.app, DEMO, evaluatorToken, BAR, { funnelId: call.funnelId })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, await login(t.app, DEMO, 'cofounder@demo.test'), BAR, { funnelId: call.funnelId })).code).toBe('Forbidden');
    expect((await fails(t.app, ACME, await login(t.app, ACME, 'admin@acme.test'), BAR, { funnelId: call.funnelId })).code).toBe('NotFound');
    expect(await fails(t.app, DEMO, staff, BAR, { funnelId: 'nope' })).toMatchObject({ code: 'ValidationError', message: expect.stringMatching(/^funnelId: /) });
    expect((await fails(t.app, DEMO, staff, LIST, { filter: { queue: 'everything' } })).code).toBeDefined();
  });
});
