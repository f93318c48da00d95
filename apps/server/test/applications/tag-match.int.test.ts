/**
 * Issue 16 item 4 (API): assigning evaluators by tag match through `assignEvaluators(method: tag_match)` — only the
 * evaluators who share a tag (by name, startup tag against user tag) with the applying startup are assigned, the best
 * overlap first; an application whose startup shares no tag with any chosen evaluator is reported (`noTagMatch`) and
 * gets nobody. An evaluator (no APPLICATION:MANAGE) and another tenant are refused, and nothing is assigned.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { evaluatorAssignments, startups, startupTags, tags, userTags } from '../../src/db/schema/index.js';
import { ACME, DEMO, fails, login, ok, useTestApp } from '../support/helpers.js';
import { ASSIGN, insertApplication, openCall, userId, type AssignResult } from './review-support.js';

const t = useTestApp();

/** A startup with these startup tags, and user tags on people, all by name (tags are made when missing). */
async function tagged(input: { startup: string; startupTags: string[]; people: Array<[string, string[]]> }): Promise<void> {
  const incubatorId = t.incubatorIds.demo!;
  const people = await Promise.all(input.people.map(async ([email, names]) => [await userId(t, email), names] as const));
  await t.db.tenant(incubatorId, async (tx) => {
    const tagOf = async (kind: 'startup' | 'user', name: string) => {
      const [found] = await tx.insert(tags).values({ incubatorId, kind, name }).onConflictDoNothing().returning({ id: tags.id });
      if (found) return found.id;
      const all = await tx.select({ id: tags.id, kind: tags.kind, name: tags.name }).from(tags);
      return all.find((tag) => tag.kind === kind && tag.name.toLowerCase() === name.toLowerCase())!.id;
    };
    const [startup] = await tx.insert(startups).values({ incubatorId, name: input.startup }).returning({ id: startups.id });
    for (const name of input.startupTags) await tx.insert(startupTags).values({ incubatorId, startupId: startup!.id, tagId: await tagOf('startup', name) }).onConflictDoNothing();
    for (const [id, names] of people) for (const name of names) await tx.insert(userTags).values({ incubatorId, userId: id, tagId: await tagOf('user', name) }).onConflictDoNothing();
  });
}

describe('review: assignment by tag match (API)', () => {
  it('assigns only evaluators sharing a tag with the startup; a startup matching nobody is reported; roles and tenants are refused', async () => {
    const call = await openCall(t);
    await tagged({ startup: 'TagMatch Ledger', startupTags: ['TM Fintech', 'TM Payments'], people: [['evaluator@demo.test', ['tm fintech']], ['expert@demo.test', ['TM Health']]] });
    await tagged({ startup: 'TagMatch Clinic', startupTags: ['TM Health'], people: [] });
    await tagged({ startup: 'TagMatch Farm', startupTags: ['TM Agritech'], people: [] });
    const ledger = await insertApplication(t, { funnelId: call.funnelId, roundId: call.screening, applicantEmail: 'applicant@demo.test', title: 'Ledger', startupName: 'TagMatch Ledger' });
    const clinic = await insertApplication(t, { funnelId: call.funnelId, roundId: call.screening, applicantEmail: 'applicant@demo.test', title: 'Clinic', startupName: 'TagMatch Clinic' });
    const farm = await insertApplication(t, { funnelId: call.funnelId, roundId: call.screening, applicantEmail: 'applicant@demo.test', title: 'Farm', startupName: 'TagMatch Farm' });
    const evaluator = await userId(t, 'evaluator@demo.test');
    const expert = await userId(t, 'expert@demo.test');
    const variables = { roundId: call.screening, applicationIds: [ledger, clinic, farm], method: 'tag_match', evaluatorIds: [evaluator, expert], perApplication: 1 };
    const assigned = () => t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select().from(evaluatorAssignments).where(eq(evaluatorAssignments.roundId, call.screening)));

    // Refused first: an evaluator (no APPLICATION:MANAGE) and another tenant; nothing is assigned.
    expect((await fails(t.app, DEMO, await login(t.app, DEMO, 'evaluator@demo.test'), ASSIGN, variables)).code).toBe('Forbidden');
    expect((await fails(t.app, ACME, await login(t.app, ACME, 'admin@acme.test'), ASSIGN, variables)).code).toBe('NotFound');
    expect(await assigned()).toHaveLength(0);

    const staff = await login(t.app, DEMO, 'staff@demo.test');
    const result = (await ok<AssignResult>(t.app, DEMO, staff, ASSIGN, variables)).assignEvaluators;
    // Ledger shares "TM Fintech" (case aside) with the evaluator only; Clinic "TM Health" with the expert only.
    expect(result.assignedCount).toBe(2);
    const pairs = result.assignments.map((a) => [a.applicationId, a.evaluator._id]).sort();
    expect(pairs).toEqual([[clinic, expert], [ledger, evaluator]].sort());
    // Farm shares no tag with anyone chosen: reported, nobody assigned.
    expect(result.skipped).toEqual([{ applicationId: farm, evaluator: null, reason: 'noTagMatch', detail: null }]);
    const stored = await assigned();
    expect(stored.map((a) => [a.applicationId, a.evaluatorUserId, a.method]).sort()).toEqual([[clinic, expert, 'tag_match'], [ledger, evaluator, 'tag_match']].sort());
    expect(stored.some((a) => a.applicationId === farm)).toBe(false);
  });
});
