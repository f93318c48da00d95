/**
 * Issue 17 item 3, evaluations (docs/contract-coaching.md §3.3; D-448..D-450): administrators configure which form a
 * session's evaluation uses by program × topic × host role (most specific wins); a host evaluates a session that took
 * place on that form, once, validated by the forms engine (a bad answer names its question and nothing is stored);
 * the coachingEvaluation task asks hosts and closes with the evaluation; the startup's people read only evaluations
 * answered on a shared rule; another tenant, non-hosts, the founder side and non-administrators are refused.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config.js';
import { coachingSessionEvaluations, coachingSessionHosts, coachingSessions, coachingSessionTopics, formSubmissions, forms, hostBookings, startups, tags, tasks, users } from '../../src/db/schema/index.js';
import { createViewerCache } from '../../src/http/viewer-cache.js';
import { runEvaluationTasks } from '../../src/modules/coaching/index.js';
import { createMailboxMailer } from '../../src/modules/mail/mailer.js';
import { createMemoryPubSub } from '../../src/realtime/pubsub.js';
import { EVALUATION_FORM_NAME } from '../../src/seed/forms.js';
import { ACME, DEMO, fails, gql, login, ok, useTestApp } from '../support/helpers.js';

const CONFIG = 'query { coachingEvaluationForms { rules { _id programId topicTagId hostRole formId sharedWithStartup } forms { _id name } topics { _id name } hostRoles } }';
const SAVE = `mutation S($rules: [CoachingEvaluationFormRuleInput!]!) { saveCoachingEvaluationForms(rules: $rules) { _id programId topicTagId hostRole formId sharedWithStartup } }`;
const VIEW_FIELDS = `sessionId tookPlace viewerIsHost viewerCanSubmit form { _id name sharedWithStartup }
  viewerEvaluation { _id answers } evaluations { _id evaluator { _id } answers sharedWithStartup }`;
const READ = `query R($sessionId: ID!) { sessionEvaluation(sessionId: $sessionId) { ${VIEW_FIELDS} } }`;
const SUBMIT = `mutation E($sessionId: ID!, $answers: JSON!) { submitSessionEvaluation(sessionId: $sessionId, answers: $answers) { ${VIEW_FIELDS} } }`;

interface Entry {
  _id: string;
  evaluator: { _id: string };
  answers: Record<string, { numberValue?: number }>;
  sharedWithStartup: boolean;
}
interface View {
  sessionId: string;
  tookPlace: boolean;
  viewerIsHost: boolean;
  viewerCanSubmit: boolean;
  form: { _id: string; name: string; sharedWithStartup: boolean } | null;
  viewerEvaluation: Entry | null;
  evaluations: Entry[];
}

const GOOD = { progress: { numberValue: 4 }, team: { numberValue: 5 }, readiness: { arrayValue: ['ready'] }, notes: { textValue: 'Strong week.' } };

const t = useTestApp();
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
let orbital: string;
let evaluationForm: string;
let aiTopic: string;
const demo = () => t.incubatorIds.demo!;
const hoursFromNow = (h: number) => new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + h * 3_600_000);

/** A session as the booking path writes it: the session, each host's host_bookings row, the host rows, its topics. */
async function insertSession(input: { hostIds: string[]; startsAt: Date; status?: 'scheduled' | 'held' | 'cancelled'; topics?: string[] }): Promise<string> {
  return t.db.tenant(demo(), async (tx) => {
    const endsAt = new Date(input.startsAt.getTime() + 3_600_000);
    const [session] = await tx.insert(coachingSessions).values({ incubatorId: demo(), startupId: orbital, bookingWay: 'invitation', startsAt: input.startsAt, endsAt, status: input.status ?? 'scheduled' }).returning();
    for (const hostId of input.hostIds) {
      const [booking] = await tx.insert(hostBookings).values({ incubatorId: demo(), hostUserId: hostId, kind: 'session', startsAt: input.startsAt, endsAt, startupId: orbital, sourceId: session!.id }).returning();
      await tx.insert(coachingSessionHosts).values({ incubatorId: demo(), sessionId: session!.id, userId: hostId, hostBookingId: booking!.id });
    }
    for (const tagId of input.topics ?? []) await tx.insert(coachingSessionTopics).values({ incubatorId: demo(), sessionId: session!.id, tagId });
    return session!.id;
  });
}

const services = () => ({ config: testConfig(), pubsub: createMemoryPubSub(), mailer: createMailboxMailer(), viewers: createViewerCache({ ttlMs: 0 }) });
const openTask = async (sessionId: string, userId: string) =>
  t.db.tenant(demo(), (tx) => tx.select({ id: tasks.id, type: tasks.taskType, url: tasks.url }).from(tasks).where(and(eq(tasks.sourceKey, `coachingEvaluation:${sessionId}:${userId}`), isNull(tasks.completedAt))));

beforeAll(async () => {
  for (const who of ['admin', 'staff', 'mentor', 'coach', 'expert', 'cofounder', 'founder']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
  tokens.acmeAdmin = await login(t.app, ACME, 'admin@acme.test');
  for (const p of await t.db.tenant(demo(), (tx) => tx.select({ id: users.id, email: users.email }).from(users))) ids[p.email.replace('@demo.test', '')] = p.id;
  orbital = (await t.db.tenant(demo(), (tx) => tx.select({ id: startups.id }).from(startups).where(eq(startups.name, 'Orbital Labs'))))[0]!.id;
  evaluationForm = (await t.db.tenant(demo(), (tx) => tx.select({ id: forms.id }).from(forms).where(eq(forms.name, EVALUATION_FORM_NAME))))[0]!.id;
  aiTopic = (await t.db.tenant(demo(), (tx) => tx.select({ id: tags.id }).from(tags).where(and(eq(tags.kind, 'topic'), eq(tags.name, 'AI')))))[0]!.id;
});

describe('the evaluation-form configuration', () => {
  it('administrators save rules wholesale and read them back with what a rule may name', async () => {
    const rules = [
      { formId: evaluationForm },
      { formId: evaluationForm, hostRole: 'Mentor', sharedWithStartup: true },
      { formId: evaluationForm, topicTagId: aiTopic, hostRole: 'Coach' },
    ];
    const { saveCoachingEvaluationForms } = await ok<{ saveCoachingEvaluationForms: Array<{ hostRole: string | null; sharedWithStartup: boolean }> }>(t.app, DEMO, tokens.admin, SAVE, { rules });
    expect(saveCoachingEvaluationForms.map((r) => [r.hostRole, r.sharedWithStartup])).toEqual([[null, false], ['Mentor', true], ['Coach', false]]);
    const { coachingEvaluationForms } = await ok<{ coachingEvaluationForms: { rules: unknown[]; forms: { _id: string }[]; topics: { _id: string }[]; hostRoles: string[] } }>(t.app, DEMO, tokens.admin, CONFIG);
    expect(coachingEvaluationForms.rules).toHaveLength(3);
    expect(coachingEvaluationForms.forms.map((f) => f._id)).toContain(evaluationForm);
    expect(coachingEvaluationForms.topics.map((f) => f._id)).toContain(aiTopic);
    expect(coachingEvaluationForms.hostRoles).toEqual(expect.arrayContaining(['Mentor', 'Coach', 'Expert']));
    expect(coachingEvaluationForms.hostRoles).not.toContain('Cofounder');
  });

  it('bad rules name the field and change nothing; other roles and another tenant are refused', async () => {
    const before = await ok<{ coachingEvaluationForms: { rules: unknown[] } }>(t.app, DEMO, tokens.admin, CONFIG);
    expect((await fails(t.app, DEMO, tokens.admin, SAVE, { rules: [{ formId: evaluationForm }, { formId: evaluationForm }] })).message).toBe('rules.1: Another rule has the same program, topic and host role.');
    expect((await fails(t.app, DEMO, tokens.admin, SAVE, { rules: [{ formId: evaluationForm, hostRole: 'Cofounder' }] })).message).toBe('rules.0.hostRole: Choose a role that hosts sessions.');
    expect((await fails(t.app, DEMO, tokens.admin, SAVE, { rules: [{ formId: evaluationForm, topicTagId: orbital }] })).message).toBe('rules.0.topicTagId: Choose a tag of the topic list.');
    expect((await fails(t.app, DEMO, tokens.admin, SAVE, { rules: [{ formId: orbital }] })).message).toBe('rules.0.formId: Choose a published evaluation form.');
    expect((await fails(t.app, ACME, tokens.acmeAdmin, SAVE, { rules: [{ formId: evaluationForm }] })).message).toBe('rules.0.formId: Choose a published evaluation form.');
    for (const who of ['staff', 'coach', 'mentor', 'cofounder']) {
      expect(await fails(t.app, DEMO, tokens[who], SAVE, { rules: [] })).toMatchObject({ code: 'Forbidden', message: 'Only administrators can do this.' });
      expect((await fails(t.app, DEMO, tokens[who], CONFIG)).code).toBe('Forbidden');
    }
    expect((await ok<{ coachingEvaluationForms: { rules: unknown[] } }>(t.app, DEMO, tokens.admin, CONFIG)).coachingEvaluationForms.rules).toEqual(before.coachingEvaluationForms.rules);
    expect((await ok<{ coachingEvaluationForms: { rules: unknown[] } }>(t.app, ACME, tokens.acmeAdmin, CONFIG)).coachingEvaluationForms.rules).toEqual([]);
  });
});

describe('evaluating a session', () => {
  let past: string;
  let future: string;

  beforeAll(async () => {
    past = await insertSession({ hostIds: [ids.mentor!, ids.coach!], startsAt: hoursFromNow(-30), topics: [aiTopic] });
    future = await insertSession({ hostIds: [ids.mentor!], startsAt: hoursFromNow(24 * 40 + 3) });
  });

  it('the task asks each host of a session that took place; none for a session ahead', async () => {
    await runEvaluationTasks({ db: t.db, services: services(), log: pino({ level: 'silent' }) });
    expect(await openTask(past, ids.mentor!)).toEqual([{ id: expect.any(String), type: 'coachingEvaluation', url: `/coaching/session/${past}` }]);
    expect(await openTask(past, ids.coach!)).toHaveLength(1);
    expect(await openTask(future, ids.mentor!)).toHaveLength(0);
    // A second run opens nothing more.
    await runEvaluationTasks({ db: t.db, services: services(), log: pino({ level: 'silent' }) });
    expect(await openTask(past, ids.mentor!)).toHaveLength(1);
  });

  it('each host gets the most specific form: the mentor the shared Mentor rule, the coach the AI × Coach rule', async () => {
    const mentorView = (await ok<{ sessionEvaluation: View }>(t.app, DEMO, tokens.mentor, READ, { sessionId: past })).sessionEvaluation;
    expect(mentorView).toMatchObject({ tookPlace: true, viewerIsHost: true, viewerCanSubmit: true, form: { _id: evaluationForm, sharedWithStartup: true }, viewerEvaluation: null });
    const coachView = (await ok<{ sessionEvaluation: View }>(t.app, DEMO, tokens.coach, READ, { sessionId: past })).sessionEvaluation;
    expect(coachView.form).toMatchObject({ _id: evaluationForm, sharedWithStartup: false });
    const ahead = (await ok<{ sessionEvaluation: View }>(t.app, DEMO, tokens.mentor, READ, { sessionId: future })).sessionEvaluation;
    expect(ahead).toMatchObject({ tookPlace: false, viewerCanSubmit: false });
    expect((await fails(t.app, DEMO, tokens.mentor, SUBMIT, { sessionId: future, answers: GOOD })).message).toBe('sessionId: A session is evaluated once it has taken place.');
  });

  it('bad answers name their questions (forms engine) and store nothing', async () => {
    const res = await gql(t.app, DEMO, SUBMIT, { token: tokens.mentor, variables: { sessionId: past, answers: { progress: { numberValue: 9 }, readiness: { arrayValue: ['ready'] } } } });
    const error = res.body.errors?.[0] as { message: string; extensions: { code: string; fieldErrors: Record<string, { code: string }> } };
    expect(error.extensions.code).toBe('ValidationError');
    expect(error.message).toMatch(/^answers: .*\(progress, team\)$/);
    expect(Object.keys(error.extensions.fieldErrors).sort()).toEqual(['progress', 'team']);
    expect((await fails(t.app, DEMO, tokens.mentor, SUBMIT, { sessionId: past, answers: { progress: { textValue: 3 } } })).message).toMatch(/^answers\.progress\.textValue: /);
    const stored = await t.db.tenant(demo(), (tx) => tx.select().from(coachingSessionEvaluations).where(eq(coachingSessionEvaluations.sessionId, past)));
    expect(stored).toHaveLength(0);
  });

  it('a host submits once: the answers are kept (calculated score too), the task completes, a second answer is refused', async () => {
    const { submitSessionEvaluation } = await ok<{ submitSessionEvaluation: View }>(t.app, DEMO, tokens.mentor, SUBMIT, { sessionId: past, answers: GOOD });
    expect(submitSessionEvaluation.viewerCanSubmit).toBe(false);
    expect(submitSessionEvaluation.viewerEvaluation?.answers).toMatchObject({ progress: { numberValue: 4 }, team: { numberValue: 5 }, score: { numberValue: expect.any(Number) } });
    expect(await openTask(past, ids.mentor!)).toHaveLength(0);
    expect(await openTask(past, ids.coach!)).toHaveLength(1);
    expect((await fails(t.app, DEMO, tokens.mentor, SUBMIT, { sessionId: past, answers: GOOD })).message).toBe('sessionId: You have already evaluated this session.');
    const [row] = await t.db.tenant(demo(), (tx) => tx.select({ status: formSubmissions.status, startupId: formSubmissions.startupId }).from(formSubmissions)
      .innerJoin(coachingSessionEvaluations, eq(coachingSessionEvaluations.submissionId, formSubmissions.id)).where(eq(coachingSessionEvaluations.sessionId, past)));
    expect(row).toEqual({ status: 'submitted', startupId: orbital });
    await ok(t.app, DEMO, tokens.coach, SUBMIT, { sessionId: past, answers: { ...GOOD, notes: { textValue: 'Coach only.' } } });
  });

  it('founders read only shared evaluations; hosts and staff read all; others find no session', async () => {
    const asFounder = (await ok<{ sessionEvaluation: View }>(t.app, DEMO, tokens.cofounder, READ, { sessionId: past })).sessionEvaluation;
    expect(asFounder.viewerIsHost).toBe(false);
    expect(asFounder.form).toBeNull();
    expect(asFounder.evaluations.map((e) => e.evaluator._id)).toEqual([ids.mentor]);
    expect(asFounder.evaluations.every((e) => e.sharedWithStartup)).toBe(true);
    const asStaff = (await ok<{ sessionEvaluation: View }>(t.app, DEMO, tokens.staff, READ, { sessionId: past })).sessionEvaluation;
    expect(asStaff.evaluations.map((e) => e.evaluator._id).sort()).toEqual([ids.mentor, ids.coach].sort());
    const asMentor = (await ok<{ sessionEvaluation: View }>(t.app, DEMO, tokens.mentor, READ, { sessionId: past })).sessionEvaluation;
    expect(asMentor.evaluations).toHaveLength(2);
    // A founder of another startup, an internal person who is not a host, another tenant: no such session.
    for (const [host, token] of [[DEMO, tokens.founder], [DEMO, tokens.expert], [ACME, tokens.acmeAdmin]] as const) {
      expect(await fails(t.app, host, token, READ, { sessionId: past })).toMatchObject({ code: 'ValidationError', message: 'sessionId: This session does not exist.' });
    }
    expect((await fails(t.app, DEMO, tokens.expert, SUBMIT, { sessionId: past, answers: GOOD })).message).toBe('sessionId: This session does not exist.');
    expect((await fails(t.app, DEMO, tokens.cofounder, SUBMIT, { sessionId: past, answers: GOOD })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, tokens.mentor, READ, { sessionId: 'nope' })).message).toBe('sessionId: This session does not exist.');
    expect((await fails(t.app, DEMO, undefined, READ, { sessionId: past })).code).toBe('AuthenticationRequiredError');
  });

  it('a cancelled session is not evaluated; no rule for the host means no form', async () => {
    const cancelled = await insertSession({ hostIds: [ids.expert!], startsAt: hoursFromNow(-60), status: 'cancelled' });
    expect((await fails(t.app, DEMO, tokens.expert, SUBMIT, { sessionId: cancelled, answers: GOOD })).message).toBe('sessionId: A cancelled session is not evaluated.');
    await ok(t.app, DEMO, tokens.admin, SAVE, { rules: [{ formId: evaluationForm, hostRole: 'Mentor' }] });
    const held = await insertSession({ hostIds: [ids.expert!], startsAt: hoursFromNow(-80), status: 'held' });
    const view = (await ok<{ sessionEvaluation: View }>(t.app, DEMO, tokens.expert, READ, { sessionId: held })).sessionEvaluation;
    expect(view).toMatchObject({ tookPlace: true, form: null, viewerCanSubmit: false });
    expect((await fails(t.app, DEMO, tokens.expert, SUBMIT, { sessionId: held, answers: GOOD })).message).toBe('sessionId: No evaluation form is configured for this session.');
    await runEvaluationTasks({ db: t.db, services: services(), log: pino({ level: 'silent' }) });
    expect(await openTask(held, ids.expert!)).toHaveLength(0);
  });
});
