/**
 * Issue 15 item 6 (API): feedback requests — sending a survey form to startups' co-founders and people (one
 * formSubmissionRequest task and one notification per recipient), answering at /survey/{recipientId} (drafts, submit
 * once, hidden answers pruned, the recipient only), response rates and per-question summaries under ANSWER_VIEW,
 * changing the due date, closing, reminders by hand and automatic, and every refusal (bad input, another tenant, a
 * role without the key, a non-recipient, an unpublished / archived / non-survey form, the due date passed).
 */
import { and, count, eq, inArray, like } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config.js';
import { feedbackRecipients, feedbackRequests, mailMessages, notificationRecipients, notifications, taskAssignees, tasks } from '../../src/db/schema/index.js';
import { createViewerCache } from '../../src/http/viewer-cache.js';
import { runFeedbackReminders } from '../../src/modules/feedback/index.js';
import { createMailboxMailer } from '../../src/modules/mail/mailer.js';
import { createMemoryPubSub } from '../../src/realtime/pubsub.js';
import { ACME, DEMO, fails, login, ok, useTestApp } from '../support/helpers.js';
import { ARCHIVE } from '../forms/support.js';
import {
  CLOSE,
  createSurveyForm,
  dayFromNow,
  OPTIONS,
  REMIND,
  REQUEST,
  REQUESTS,
  SAVE,
  SEND,
  startupIdOf,
  SUBMIT,
  SURVEY,
  UPDATE,
  userIdOf,
  type RequestResult,
  type SurveyResult,
} from './support.js';

const t = useTestApp();

const demo = () => t.incubatorIds.demo!;

async function sendToOrbitalAndFounder(admin: string, name: string, due = dayFromNow(10)): Promise<RequestResult> {
  const form = await createSurveyForm(t.app, DEMO, admin, name);
  const orbital = await startupIdOf(t, 'demo', 'Orbital Labs');
  const founder = await userIdOf(t, 'demo', 'founder@demo.test');
  return (await ok<{ sendFeedbackRequest: RequestResult }>(t.app, DEMO, admin, SEND, { input: { formId: form._id, dueDate: due, message: 'Two minutes, please', startupIds: [orbital], userIds: [founder] } })).sendFeedbackRequest;
}

const recipientOf = (request: RequestResult, email: string) => request.recipients.find((r) => r.user?.email === email)!;

describe('sending a feedback request', () => {
  it('reaches the co-founders of a startup and a chosen person: one task and one notification each', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const options = (await ok<{ feedbackSendOptions: { forms: Array<{ label: string }> } }>(t.app, DEMO, admin, OPTIONS)).feedbackSendOptions;
    const request = await sendToOrbitalAndFounder(admin, 'Pulse survey');
    expect(options.forms.map((f) => f.label)).not.toContain('Pulse survey'); // created after the options were read
    expect(request).toMatchObject({ formName: 'Pulse survey', message: 'Two minutes, please', status: 'open', recipientCount: 3, answeredCount: 0, responseRate: 0, viewerCanEdit: true, viewerCanViewAnswers: true });
    expect(request.recipients.map((r) => [r.user?.email, r.startup?.name ?? null]).sort()).toEqual([
      ['cofounder2@demo.test', 'Orbital Labs'],
      ['cofounder@demo.test', 'Orbital Labs'],
      ['founder@demo.test', null],
    ]);
    const ids = request.recipients.map((r) => r._id);
    const { taskRows, assigneeRows, notes } = await t.db.tenant(demo(), async (tx) => {
      const recipientRows = await tx.select().from(feedbackRecipients).where(inArray(feedbackRecipients.id, ids));
      const taskIds = recipientRows.map((r) => r.taskId!);
      return {
        taskRows: await tx.select().from(tasks).where(inArray(tasks.id, taskIds)),
        assigneeRows: await tx.select().from(taskAssignees).where(inArray(taskAssignees.taskId, taskIds)),
        notes: await tx
          .select({ url: notifications.url, userId: notificationRecipients.userId, message: notifications.message })
          .from(notifications)
          .innerJoin(notificationRecipients, eq(notificationRecipients.notificationId, notifications.id))
          .where(inArray(notifications.url, ids.map((id) => `/survey/${id}`))),
      };
    });
    expect(taskRows).toHaveLength(3);
    expect(new Set(taskRows.map((task) => task.url))).toEqual(new Set(ids.map((id) => `/survey/${id}`)));
    expect(taskRows.every((task) => task.taskType === 'formSubmissionRequest' && task.createdBy === null && task.name === 'Answer the survey: Pulse survey')).toBe(true);
    expect(assigneeRows).toHaveLength(3);
    expect(notes).toHaveLength(3);
    expect(new Set(notes.map((n) => n.userId)).size).toBe(3);
    expect(notes[0]!.message).toMatch(/asked for your feedback: Pulse survey$/);
    // The co-founder's own task list shows it, linking to their survey.
    const cofounder = await login(t.app, DEMO, 'cofounder@demo.test');
    const mine = await ok<{ tasks: { results: Array<{ taskType: string; url: string }> } }>(t.app, DEMO, cofounder, 'query { tasks(limit: 50) { results { taskType url } } }');
    expect(mine.tasks.results).toContainEqual({ taskType: 'formSubmissionRequest', url: `/survey/${recipientOf(request, 'cofounder@demo.test')._id}` });
    const list = (await ok<{ feedbackRequests: { viewerCanSend: boolean; results: Array<{ _id: string; recipientCount: number }> } }>(t.app, DEMO, admin, REQUESTS)).feedbackRequests;
    expect(list.viewerCanSend).toBe(true);
    expect(list.results.find((r) => r._id === request._id)?.recipientCount).toBe(3);
  });

  it('refuses bad input, naming the field, and writes nothing', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const orbital = await startupIdOf(t, 'demo', 'Orbital Labs');
    const survey = await createSurveyForm(t.app, DEMO, admin, 'Refusals survey');
    const draft = await createSurveyForm(t.app, DEMO, admin, 'Draft survey', false);
    const intake = await createSurveyForm(t.app, DEMO, admin, 'Not a survey', true, 'intake');
    const archived = await createSurveyForm(t.app, DEMO, admin, 'Archived survey');
    await ok(t.app, DEMO, admin, ARCHIVE, { formId: archived._id });
    const acmeAdmin = await login(t.app, ACME, 'admin@acme.test');
    const acmeForm = await createSurveyForm(t.app, ACME, acmeAdmin, 'Acme survey');
    const [before] = await t.db.tenant(demo(), (tx) => tx.select({ n: count() }).from(feedbackRequests));
    const send = (input: Record<string, unknown>) => fails(t.app, DEMO, admin, SEND, { input: { formId: survey._id, dueDate: dayFromNow(5), startupIds: [orbital], ...input } });
    expect(await send({ formId: draft._id })).toMatchObject({ code: 'ValidationError', message: 'formId: Publish the form before sending it.' });
    expect(await send({ formId: archived._id })).toMatchObject({ code: 'ValidationError', message: 'formId: Publish the form before sending it.' });
    expect(await send({ formId: intake._id })).toMatchObject({ code: 'ValidationError', message: 'formId: Only a survey form (kind feedback) can be sent.' });
    expect(await send({ formId: acmeForm._id })).toMatchObject({ code: 'ValidationError', message: 'formId: This form does not exist.' });
    expect(await send({ formId: 'nope' })).toMatchObject({ code: 'ValidationError', message: 'formId: This form does not exist.' });
    expect(await send({ dueDate: '2020-01-01' })).toMatchObject({ code: 'ValidationError', message: 'dueDate: The due date can not be in the past' });
    expect(await send({ dueDate: 'soon' })).toMatchObject({ code: 'ValidationError', message: 'dueDate: Due date is a required field' });
    expect(await send({ startupIds: [] })).toMatchObject({ code: 'ValidationError', message: 'audience: Choose at least one program, tag, startup or person who can be asked.' });
    expect(await send({ startupIds: [await startupIdOf(t, 'acme', 'Lumière Bio')] })).toMatchObject({ code: 'ValidationError', message: /^audience: Some chosen/ });
    expect((await send({ message: 'x'.repeat(2001) })).message).toMatch(/^message: /);
    const [after] = await t.db.tenant(demo(), (tx) => tx.select({ n: count() }).from(feedbackRequests));
    expect(after!.n).toBe(before!.n);
  });

  it('refuses roles without the keys and other tenants', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const request = await sendToOrbitalAndFounder(admin, 'Roles survey');
    const mentor = await login(t.app, DEMO, 'mentor@demo.test');
    const cofounder = await login(t.app, DEMO, 'cofounder@demo.test');
    const coach = await login(t.app, DEMO, 'coach@demo.test');
    for (const token of [mentor, cofounder]) {
      expect((await fails(t.app, DEMO, token, SEND, { input: { formId: request._id, dueDate: dayFromNow(3) } })).code).toBe('Forbidden');
      expect((await fails(t.app, DEMO, token, REQUEST, { id: request._id })).code).toBe('Forbidden');
      expect((await fails(t.app, DEMO, token, REQUESTS)).code).toBe('Forbidden');
    }
    // A coach sends and reads (CREATE, VIEW) but neither changes a request nor reads its answers.
    const seen = (await ok<{ feedbackRequest: RequestResult }>(t.app, DEMO, coach, REQUEST, { id: request._id })).feedbackRequest;
    expect(seen).toMatchObject({ viewerCanEdit: false, viewerCanViewAnswers: false, summaries: null });
    for (const [query, variables] of [[CLOSE, { id: request._id }], [REMIND, { id: request._id }], [UPDATE, { id: request._id, input: { message: 'x' } }]] as const) {
      expect((await fails(t.app, DEMO, coach, query, variables)).code).toBe('Forbidden');
    }
    // Another tenant's administrator finds neither the request nor the survey.
    const acmeAdmin = await login(t.app, ACME, 'admin@acme.test');
    expect((await fails(t.app, ACME, acmeAdmin, REQUEST, { id: request._id })).code).toBe('NotFound');
    expect((await fails(t.app, ACME, acmeAdmin, CLOSE, { id: request._id })).code).toBe('NotFound');
    expect((await fails(t.app, ACME, acmeAdmin, SURVEY, { id: recipientOf(request, 'cofounder@demo.test')._id })).code).toBe('NotFound');
    expect((await ok<{ feedbackRequests: { results: Array<{ _id: string }> } }>(t.app, ACME, acmeAdmin, REQUESTS)).feedbackRequests.results.map((r) => r._id)).not.toContain(request._id);
  });
});

describe('answering a survey', () => {
  it('drafts, submits once (hidden answers pruned), completes the task; staff see the rate and the summaries', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const request = await sendToOrbitalAndFounder(admin, 'Answer survey');
    const mine = recipientOf(request, 'cofounder@demo.test');
    const cofounder = await login(t.app, DEMO, 'cofounder@demo.test');
    const opened = (await ok<{ survey: SurveyResult }>(t.app, DEMO, cofounder, SURVEY, { id: mine._id })).survey;
    expect(opened).toMatchObject({ formName: 'Answer survey', state: 'open', answers: {}, startup: { name: 'Orbital Labs' } });
    // Another recipient of the same request, and staff, do not open someone else's survey.
    const other = await login(t.app, DEMO, 'cofounder2@demo.test');
    expect((await fails(t.app, DEMO, other, SURVEY, { id: mine._id })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, other, SUBMIT, { id: mine._id, answers: { score: { numberValue: 3 }, recommend: { arrayValue: ['yes'] } } })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, admin, SAVE, { id: mine._id, answers: {} })).code).toBe('NotFound');

    const draft = (await ok<{ saveSurveyDraft: SurveyResult }>(t.app, DEMO, cofounder, SAVE, { id: mine._id, answers: { score: { numberValue: 4 } } })).saveSurveyDraft;
    expect(draft).toMatchObject({ state: 'open', answers: { score: { numberValue: 4 } }, submittedAt: null });
    // The condition holds ("no"): its question is required.
    const refused = await fails(t.app, DEMO, cofounder, SUBMIT, { id: mine._id, answers: { score: { numberValue: 4 }, recommend: { arrayValue: ['no'] } } });
    expect(refused).toMatchObject({ code: 'ValidationError' });
    const done = (await ok<{ submitSurvey: SurveyResult }>(t.app, DEMO, cofounder, SUBMIT, { id: mine._id, answers: { score: { numberValue: 4 }, recommend: { arrayValue: ['yes'] }, why_not: { textValue: 'hidden' }, comments: { textValue: 'Great mentors' } } })).submitSurvey;
    expect(done.state).toBe('answered');
    expect(done.answers).toEqual({ score: { numberValue: 4 }, recommend: { arrayValue: ['yes'] }, comments: { textValue: 'Great mentors' } });
    expect((await fails(t.app, DEMO, cofounder, SUBMIT, { id: mine._id, answers: { score: { numberValue: 1 }, recommend: { arrayValue: ['yes'] } } })).message).toBe('id: You have already answered this survey.');
    expect((await fails(t.app, DEMO, cofounder, SAVE, { id: mine._id, answers: {} })).message).toBe('id: You have already answered this survey.');

    const [task] = await t.db.tenant(demo(), (tx) => tx.select({ completedAt: tasks.completedAt }).from(tasks).where(eq(tasks.url, `/survey/${mine._id}`)));
    expect(task!.completedAt).not.toBeNull();

    const founder = await login(t.app, DEMO, 'founder@demo.test');
    await ok(t.app, DEMO, founder, SUBMIT, { id: recipientOf(request, 'founder@demo.test')._id, answers: { score: { numberValue: 2 }, recommend: { arrayValue: ['no'] }, why_not: { textValue: 'More office hours' } } });
    const seen = (await ok<{ feedbackRequest: RequestResult }>(t.app, DEMO, admin, REQUEST, { id: request._id })).feedbackRequest;
    expect(seen).toMatchObject({ recipientCount: 3, answeredCount: 2 });
    expect(seen.responseRate).toBeCloseTo(2 / 3);
    expect(recipientOf(seen, 'cofounder@demo.test').submission?.answers).toMatchObject({ comments: { textValue: 'Great mentors' } });
    expect(recipientOf(seen, 'cofounder2@demo.test')).toMatchObject({ answeredAt: null, overdue: false, submission: null });
    expect(seen.summaries).toEqual([
      { kind: 'number', questionId: 'score', answered: 2, mean: 3, median: 3, min: 2, max: 4, distribution: [{ label: '2', count: 1 }, { label: '4', count: 1 }] },
      { kind: 'choice', questionId: 'recommend', answered: 2, options: [{ value: 'yes', count: 1 }, { value: 'no', count: 1 }], other: 0 },
      { kind: 'text', questionId: 'why_not', answered: 1, latest: ['More office hours'] },
      { kind: 'text', questionId: 'comments', answered: 1, latest: ['Great mentors'] },
    ]);
  });

  it('refuses answers once the due date has passed or the request is closed; moving the due date reopens it', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const request = await sendToOrbitalAndFounder(admin, 'Late survey');
    const mine = recipientOf(request, 'cofounder@demo.test')._id;
    const cofounder = await login(t.app, DEMO, 'cofounder@demo.test');
    await t.db.tenant(demo(), (tx) => tx.update(feedbackRequests).set({ dueDate: new Date(Date.now() - 3_600_000) }).where(eq(feedbackRequests.id, request._id)));
    expect((await ok<{ survey: SurveyResult }>(t.app, DEMO, cofounder, SURVEY, { id: mine })).survey.state).toBe('pastDue');
    expect((await fails(t.app, DEMO, cofounder, SAVE, { id: mine, answers: {} })).message).toBe('id: The due date of this survey has passed.');
    const overdue = (await ok<{ feedbackRequest: RequestResult }>(t.app, DEMO, admin, REQUEST, { id: request._id })).feedbackRequest;
    expect(overdue.recipients.every((r) => r.overdue)).toBe(true);

    expect((await fails(t.app, DEMO, admin, UPDATE, { id: request._id, input: { dueDate: '2020-02-02' } })).message).toBe('dueDate: The due date can not be in the past');
    const moved = (await ok<{ updateFeedbackRequest: RequestResult }>(t.app, DEMO, admin, UPDATE, { id: request._id, input: { dueDate: dayFromNow(20) } })).updateFeedbackRequest;
    expect(moved.recipients.some((r) => r.overdue)).toBe(false);
    const [task] = await t.db.tenant(demo(), (tx) => tx.select({ dueDate: tasks.dueDate }).from(tasks).where(eq(tasks.url, `/survey/${mine}`)));
    expect(task!.dueDate.toISOString()).toBe(moved.dueDate);
    expect((await ok<{ saveSurveyDraft: SurveyResult }>(t.app, DEMO, cofounder, SAVE, { id: mine, answers: { score: { numberValue: 5 } } })).saveSurveyDraft.state).toBe('open');

    const closed = (await ok<{ closeFeedbackRequest: RequestResult }>(t.app, DEMO, admin, CLOSE, { id: request._id })).closeFeedbackRequest;
    expect(closed.status).toBe('closed');
    expect((await fails(t.app, DEMO, cofounder, SUBMIT, { id: mine, answers: { score: { numberValue: 5 }, recommend: { arrayValue: ['yes'] } } })).message).toBe('id: This feedback request is closed.');
    const open = await t.db.tenant(demo(), (tx) => tx.select({ n: count() }).from(tasks).where(and(like(tasks.url, '/survey/%'), inArray(tasks.url, request.recipients.map((r) => `/survey/${r._id}`)), eq(tasks.taskType, 'formSubmissionRequest'))));
    expect(open[0]!.n).toBe(3);
    const stillOpen = await t.db.tenant(demo(), (tx) => tx.select({ completedAt: tasks.completedAt }).from(tasks).where(inArray(tasks.url, request.recipients.map((r) => `/survey/${r._id}`))));
    expect(stillOpen.every((row) => row.completedAt !== null)).toBe(true);
    expect((await fails(t.app, DEMO, admin, REMIND, { id: request._id })).message).toBe('id: This feedback request is closed.');
  });
});

describe('reminders', () => {
  it('staff remind those who have not answered: a notification and an e-mail each', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const request = await sendToOrbitalAndFounder(admin, 'Remind survey');
    const founder = await login(t.app, DEMO, 'founder@demo.test');
    await ok(t.app, DEMO, founder, SUBMIT, { id: recipientOf(request, 'founder@demo.test')._id, answers: { score: { numberValue: 3 }, recommend: { arrayValue: ['yes'] } } });
    expect((await ok<{ remindFeedbackRecipients: number }>(t.app, DEMO, admin, REMIND, { id: request._id })).remindFeedbackRecipients).toBe(2);
    const mails = await t.db.tenant(demo(), (tx) => tx.select({ to: mailMessages.to }).from(mailMessages).where(like(mailMessages.subject, '%Reminder: please answer the survey "Remind survey"%')));
    expect(mails.map((m) => m.to).sort()).toEqual(['cofounder2@demo.test', 'cofounder@demo.test']);
    const seen = (await ok<{ feedbackRequest: RequestResult }>(t.app, DEMO, admin, REQUEST, { id: request._id })).feedbackRequest;
    expect(seen.recipients.filter((r) => r.remindedAt).map((r) => r.user?.email).sort()).toEqual(['cofounder2@demo.test', 'cofounder@demo.test']);
  });

  it('reminds automatically once before the due date, however many nodes run the job', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const soon = await sendToOrbitalAndFounder(admin, 'Auto survey');
    const later = await sendToOrbitalAndFounder(admin, 'Later survey', dayFromNow(30));
    // Due in a day: inside the automatic reminder's window (FEEDBACK_AUTO_REMINDER_HOURS before the due date).
    await t.db.tenant(demo(), (tx) => tx.update(feedbackRequests).set({ dueDate: new Date(Date.now() + 86_400_000) }).where(eq(feedbackRequests.id, soon._id)));
    const services = () => ({ config: testConfig(), pubsub: createMemoryPubSub(), mailer: createMailboxMailer(), viewers: createViewerCache({ ttlMs: 0 }) });
    const log = pino({ level: 'silent' });
    await Promise.all([runFeedbackReminders({ db: t.db, services: services(), log }), runFeedbackReminders({ db: t.db, services: services(), log })]);
    await runFeedbackReminders({ db: t.db, services: services(), log });
    const mails = async (name: string) => (await t.db.tenant(demo(), (tx) => tx.select({ n: count() }).from(mailMessages).where(like(mailMessages.subject, `%"${name}"%`))))[0]!.n;
    expect(await mails('Auto survey')).toBe(3);
    expect(await mails('Later survey')).toBe(0);
    expect(later._id).not.toBe(soon._id);
  });
});

describe('the demo seed', () => {
  it('has the quarterly founder survey sent to the co-founders, mostly answered, the demo co-founder still asked', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const list = (await ok<{ feedbackRequests: { results: Array<{ _id: string; formName: string; recipientCount: number; answeredCount: number }> } }>(t.app, DEMO, admin, REQUESTS)).feedbackRequests.results;
    const seeded = list.find((r) => r.formName === 'Quarterly founder survey')!;
    expect(seeded.recipientCount).toBeGreaterThanOrEqual(10);
    expect(seeded.answeredCount / seeded.recipientCount).toBeGreaterThan(0.6);
    expect(seeded.answeredCount).toBeLessThan(seeded.recipientCount);
    const detail = (await ok<{ feedbackRequest: RequestResult }>(t.app, DEMO, admin, REQUEST, { id: seeded._id })).feedbackRequest;
    expect(recipientOf(detail, 'cofounder@demo.test')).toMatchObject({ answeredAt: null, startup: { name: 'Orbital Labs' } });
    const kinds = (detail.summaries ?? []).map((s) => s.kind);
    expect(kinds).toEqual(expect.arrayContaining(['number', 'choice', 'text']));
    const usefulness = detail.summaries!.find((s) => s.questionId === 'usefulness') as { distribution: unknown[]; answered: number };
    expect(usefulness.answered).toBe(seeded.answeredCount);
    expect(usefulness.distribution.length).toBeGreaterThan(2);
  });
});
