/**
 * The startup file's feedback tab (issue 15; D-380..D-382): startupFeedback lists the requests that reached one
 * startup (through it, or one of its people asked by name) with the startup's own answered counts and answers, and
 * remindStartupFeedback reminds only that startup's recipients. Refusals: another tenant's startup, a role without
 * the Feedback request keys, a co-founder of another startup, the feedbackForms flag off.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedbackRecipients, incubatorFeatureFlags } from '../../src/db/schema/index.js';
import { ACME, DEMO, fails, login, ok, useTestApp } from '../support/helpers.js';
import { createSurveyForm, dayFromNow, SEND, startupIdOf, SUBMIT, userIdOf, type RequestResult } from './support.js';

const t = useTestApp();

const STARTUP_FEEDBACK = `query F($startupId: ID!) { startupFeedback(startupId: $startupId) {
  startupId viewerCanSend viewerCanRemind viewerCanViewAnswers
  requests { _id formName createdBy { email } createdAt dueDate state requestOpen recipientCount answeredCount }
  answers { _id requestId formName respondent { email } submittedAt answers definition }
} }`;
const REMIND = 'mutation R($requestId: ID!, $startupId: ID!) { remindStartupFeedback(requestId: $requestId, startupId: $startupId) }';

interface View {
  startupId: string;
  viewerCanSend: boolean;
  viewerCanRemind: boolean;
  viewerCanViewAnswers: boolean;
  requests: Array<{ _id: string; formName: string; createdBy: { email: string } | null; state: string; requestOpen: boolean; recipientCount: number; answeredCount: number }>;
  answers: Array<{ _id: string; requestId: string; formName: string; respondent: { email: string } | null; answers: Record<string, unknown>; definition: { questions: unknown[] } }>;
}

const view = async (token: string, startupId: string, host = DEMO) => (await ok<{ startupFeedback: View }>(t.app, host, token, STARTUP_FEEDBACK, { startupId })).startupFeedback;

describe('the startup file’s feedback tab', () => {
  it('lists the requests that reached the startup or its people, their answered counts and the startup’s answers', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const orbital = await startupIdOf(t, 'demo', 'Orbital Labs');
    const solo = await startupIdOf(t, 'demo', 'Solo Robotics');
    // The seed: the quarterly survey reached both co-founders; the demo co-founder has not answered, Maya has.
    const seeded = await view(admin, orbital);
    expect(seeded).toMatchObject({ startupId: orbital, viewerCanSend: true, viewerCanRemind: true, viewerCanViewAnswers: true });
    expect(seeded.requests).toEqual([expect.objectContaining({ formName: 'Quarterly founder survey', createdBy: { email: 'admin@demo.test' }, state: 'pending', requestOpen: true, recipientCount: 2, answeredCount: 1 })]);
    expect(seeded.answers).toEqual([expect.objectContaining({ formName: 'Quarterly founder survey', respondent: { email: 'cofounder2@demo.test' } })]);
    expect(seeded.answers[0]!.definition.questions.length).toBeGreaterThan(0);

    // Maya asked by name (no startup on the recipient) counts for her startup; a request to Solo Robotics does not.
    const form = await createSurveyForm(t.app, DEMO, admin, 'Mentor check-in');
    const maya = await userIdOf(t, 'demo', 'cofounder2@demo.test');
    const byName = (await ok<{ sendFeedbackRequest: RequestResult }>(t.app, DEMO, admin, SEND, { input: { formId: form._id, dueDate: dayFromNow(5), userIds: [maya] } })).sendFeedbackRequest;
    await ok(t.app, DEMO, admin, SEND, { input: { formId: form._id, dueDate: dayFromNow(5), startupIds: [solo] } });
    const cofounder2 = await login(t.app, DEMO, 'cofounder2@demo.test');
    await ok(t.app, DEMO, cofounder2, SUBMIT, { id: byName.recipients[0]!._id, answers: { score: { numberValue: 5 }, recommend: { arrayValue: ['yes'] }, comments: { textValue: 'Very helpful' } } });
    const after = await view(admin, orbital);
    expect(after.requests.map((r) => [r.formName, r.state, r.recipientCount, r.answeredCount])).toEqual([
      ['Mentor check-in', 'answered', 1, 1],
      ['Quarterly founder survey', 'pending', 2, 1],
    ]);
    expect(after.answers[0]).toMatchObject({ requestId: byName._id, formName: 'Mentor check-in', respondent: { email: 'cofounder2@demo.test' }, answers: { comments: { textValue: 'Very helpful' } } });
    expect((await view(admin, solo)).requests.map((r) => r.formName).sort()).toEqual(['Mentor check-in', 'Quarterly founder survey']);

    // A co-founder sees their own startup's requests and their team's answers, and may neither send nor remind.
    const cofounder = await login(t.app, DEMO, 'cofounder@demo.test');
    const own = await view(cofounder, orbital);
    expect(own).toMatchObject({ viewerCanSend: false, viewerCanRemind: false, viewerCanViewAnswers: true });
    expect(own.requests.map((r) => r._id)).toEqual(after.requests.map((r) => r._id));
    expect(own.answers.map((a) => a._id)).toEqual(after.answers.map((a) => a._id));

    // A coach (CREATE, VIEW) sees the requests and the counts, not the answers.
    const coach = await login(t.app, DEMO, 'coach@demo.test');
    const coached = await view(coach, orbital);
    expect(coached).toMatchObject({ viewerCanSend: true, viewerCanRemind: false, viewerCanViewAnswers: false, answers: [] });
    expect(coached.requests).toHaveLength(2);
  });

  it('reminds only the startup’s recipients who have not answered, for holders of FEEDBACK_REQUEST:EDIT', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const orbital = await startupIdOf(t, 'demo', 'Orbital Labs');
    const request = (await view(admin, orbital)).requests.find((r) => r.formName === 'Quarterly founder survey')!;
    const coach = await login(t.app, DEMO, 'coach@demo.test');
    expect((await fails(t.app, DEMO, coach, REMIND, { requestId: request._id, startupId: orbital })).code).toBe('Forbidden');
    const reminded = (await ok<{ remindStartupFeedback: number }>(t.app, DEMO, admin, REMIND, { requestId: request._id, startupId: orbital })).remindStartupFeedback;
    expect(reminded).toBe(1);
    const rows = await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select().from(feedbackRecipients).where(eq(feedbackRecipients.requestId, request._id)));
    const remindedRows = rows.filter((row) => row.remindedAt !== null);
    expect(remindedRows).toHaveLength(1);
    expect(remindedRows[0]!.userId).toBe(await userIdOf(t, 'demo', 'cofounder@demo.test'));
    expect((await fails(t.app, DEMO, admin, REMIND, { requestId: 'nope', startupId: orbital })).code).toBe('ValidationError');
  });

  it('refuses another tenant, a role without the keys, a co-founder of another startup, and the flag off', async () => {
    const orbital = await startupIdOf(t, 'demo', 'Orbital Labs');
    const acmeAdmin = await login(t.app, ACME, 'admin@acme.test');
    expect((await fails(t.app, ACME, acmeAdmin, STARTUP_FEEDBACK, { startupId: orbital })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, await login(t.app, DEMO, 'admin@demo.test'), STARTUP_FEEDBACK, { startupId: 'not-a-startup' })).code).toBe('NotFound');
    // The mentor is assigned to Orbital Labs but holds no Feedback request key.
    const mentor = await login(t.app, DEMO, 'mentor@demo.test');
    expect((await fails(t.app, DEMO, mentor, STARTUP_FEEDBACK, { startupId: orbital })).code).toBe('Forbidden');
    // Samuel is a co-founder of Solo Robotics, not of Orbital Labs: he does not see it, so it is not found for him.
    const founder = await login(t.app, DEMO, 'founder@demo.test');
    expect((await fails(t.app, DEMO, founder, STARTUP_FEEDBACK, { startupId: orbital })).code).toBe('NotFound');
    expect((await view(founder, await startupIdOf(t, 'demo', 'Solo Robotics'))).requests.length).toBeGreaterThan(0);

    const demo = t.incubatorIds.demo!;
    const setFlag = (activated: boolean) =>
      t.db.tenant(demo, (tx) => tx.update(incubatorFeatureFlags).set({ activated }).where(and(eq(incubatorFeatureFlags.incubatorId, demo), eq(incubatorFeatureFlags.flagName, 'feedbackForms'))).returning());
    expect(await setFlag(false)).toHaveLength(1);
    try {
      const admin = await login(t.app, DEMO, 'admin@demo.test');
      const cofounder = await login(t.app, DEMO, 'cofounder@demo.test');
      for (const token of [admin, cofounder]) {
        expect(await fails(t.app, DEMO, token, STARTUP_FEEDBACK, { startupId: orbital })).toMatchObject({ code: 'Forbidden', message: 'Feedback forms are switched off for this organisation.' });
      }
      expect((await fails(t.app, DEMO, admin, REMIND, { requestId: orbital, startupId: orbital })).code).toBe('Forbidden');
    } finally {
      await setFlag(true);
    }
  });
});
