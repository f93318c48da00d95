/**
 * The metrics prompt's API (D2 §2.1, §4.1, §5, §7.1–7.2; issue 6 items 2–3): the seeded journey of cofounder@demo.test
 * — due form announced by the cycle (task, notification, e-mail) → pending data (CATEGORIZATION) → questions →
 * categorization → pending data (METRICS) → periods → save (server-side rules, per-item failures, nothing stored) →
 * task completed, form submitted, timeline items — and the refusals (another startup's form, another tenant's ids, an
 * invalid date, an unauthorised role).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, metricValues, notificationRecipients, notifications, pendingDataForms, taskAssignees, tasks, timelineEvents } from '../../src/db/schema/index.js';
import { ACME, closeTestDatabase, DEMO } from '../support/helpers.js';
import { fails, ok, startMetricsApp, type MetricsApp } from './support.js';

const PENDING = `query P($id: ID!) { startupPendingData(startupId: $id) { startup { _id initialCategorizationComplete } pendingDataForm { id type date } } }`;
const QUESTIONS = `query Q($id: ID!) { categorizationQuestions(categorizationId: $id) { id startup questions { key label value } } }`;
const CATEGORIZE = `mutation C($id: ID!, $answers: [CategorizationAnswerInput!], $skip: Boolean!) {
  updateStartupCategorization(categorizationId: $id, answers: $answers, skip: $skip) { id startup { _id initialCategorizationComplete } } }`;
const PERIODS = `query R($id: ID!, $date: DateTime!, $all: Boolean) { metricPeriods(startupId: $id, date: $date, includeFilledInData: $all) {
  from to data { id value dateValue metric { _id key unitOfMeasure { unitType } } metadata { customLabel } } validations { dataId rule label } } }`;
const SAVE = `mutation S($data: [MetricDataInput!]!) { saveMetricData(data: $data) { saved failures { dataId rule label message } periods { from data { id value } } } }`;

type Form = { id: string; type: string; date: string };
type Pending = { startupPendingData: { startup: { _id: string; initialCategorizationComplete: boolean }; pendingDataForm: Form | null } };
type Period = { from: string; to: string; data: Array<{ id: string; value: string | null; metric: { _id: string; key: string; unitOfMeasure: { unitType: string } }; metadata: { customLabel: string | null } }>; validations: Array<{ dataId: string; rule: string; label: string | null }> };
type SaveResult = { saveMetricData: { saved: boolean; failures: Array<{ dataId: string; rule: string; label: string | null; message: string | null }>; periods: Array<{ data: Array<{ id: string; value: string | null }> }> } };

let t: MetricsApp;
let demoId: string;
let orbital: string;
let cofounder: string;
let form: Form;
let period: Period;

const ANSWERS = [
  { key: 'b2b', value: true },
  { key: 'revenueGenerating', value: true },
  { key: 'raisedFunding', value: false },
  { key: 'hardware', value: true },
  { key: 'impact', value: true },
];

beforeAll(async () => {
  t = await startMetricsApp();
  demoId = t.incubatorIds.demo!;
  orbital = await t.startupId('demo', 'Orbital Labs');
  cofounder = await t.token(DEMO, 'cofounder@demo.test');
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

const item = (key: string) => period.data.find((d) => d.metric.key === key)!;

describe('the due date (the cycle announces the seeded form)', () => {
  it('creates a metrics task for the cofounders, a metricsRequest notification, an e-mail and a data-due item', async () => {
    const summary = await t.cycle();
    expect(summary.announced).toBe(1);
    expect(summary.opened).toBe(0); // every other demo startup is up to date
    const [seeded] = await t.db.tenant(demoId, (tx) => tx.select().from(pendingDataForms).where(eq(pendingDataForms.startupId, orbital)));
    expect(seeded!.announcedAt).not.toBeNull();
    const [task] = await t.db.tenant(demoId, (tx) => tx.select().from(tasks).where(eq(tasks.sourceKey, `metrics:${seeded!.id}`)));
    expect(task).toMatchObject({ taskType: 'metrics', name: 'Update the metrics of Orbital Labs', url: `/startup/${orbital}/file/metrics`, startupId: orbital, createdBy: null, completedAt: null });
    const assignees = await t.db.tenant(demoId, (tx) => tx.select({ userId: taskAssignees.userId }).from(taskAssignees).where(eq(taskAssignees.taskId, task!.id)));
    expect(assignees.map((a) => a.userId).sort()).toEqual([await t.userId('demo', 'cofounder2@demo.test'), await t.userId('demo', 'cofounder@demo.test')].sort());
    const [notification] = await t.db.tenant(demoId, (tx) => tx.select().from(notifications).where(and(eq(notifications.taskId, task!.id), eq(notifications.notificationType, 'metricsRequest'))));
    expect(notification!.message).toMatch(/^Please update the metrics of Orbital Labs for \w+ \d{4}$/);
    const recipients = await t.db.tenant(demoId, (tx) => tx.select().from(notificationRecipients).where(eq(notificationRecipients.notificationId, notification!.id)));
    expect(recipients).toHaveLength(2);
    const mails = await t.db.tenant(demoId, (tx) => tx.select().from(mailMessages).where(eq(mailMessages.subject, 'Demo Accelerator: please update your metrics')));
    expect(mails.map((m) => m.to).sort()).toEqual(['cofounder2@demo.test', 'cofounder@demo.test']);
    expect(mails[0]!.text).toContain(`http://demo.localhost:3000/startup/${orbital}/file/metrics`);
    const due = await t.db.tenant(demoId, (tx) => tx.select().from(timelineEvents).where(eq(timelineEvents.sourceKey, `dataDue:${seeded!.id}`)));
    expect(due).toHaveLength(1);
  });
});

describe('pending data and categorization', () => {
  it('MET-02: the pending form is CATEGORIZATION while the startup was never categorized; its date is the first of the month', async () => {
    const data = await ok<Pending>(t.app, DEMO, cofounder, PENDING, { id: orbital });
    expect(data.startupPendingData.startup).toEqual({ _id: orbital, initialCategorizationComplete: false });
    form = data.startupPendingData.pendingDataForm!;
    expect(form.type).toBe('CATEGORIZATION');
    const date = new Date(form.date);
    const newYork = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', day: 'numeric', hour: 'numeric', hourCycle: 'h23' }).formatToParts(date);
    expect(newYork.find((p) => p.type === 'day')?.value).toBe('1');
    expect(newYork.find((p) => p.type === 'hour')?.value).toBe('00');
  });

  it('MET-13: the questions of the form, with key, label and no value yet', async () => {
    const { categorizationQuestions } = await ok<{ categorizationQuestions: { id: string; startup: string; questions: Array<{ key: string; label: string; value: boolean | null }> } }>(
      t.app, DEMO, cofounder, QUESTIONS, { id: form.id },
    );
    expect(categorizationQuestions.startup).toBe(orbital);
    expect(categorizationQuestions.questions[0]).toEqual({ key: 'b2b', label: 'Do you sell to businesses?', value: null });
    expect(categorizationQuestions.questions).toHaveLength(5);
  });

  it('refuses incomplete or unknown answers and changes nothing', async () => {
    const missing = await fails(t.app, DEMO, cofounder, CATEGORIZE, { id: form.id, answers: ANSWERS.slice(1), skip: false });
    expect(missing).toMatchObject({ code: 'ValidationError', message: 'Every question needs a yes or no answer' });
    const nulls = await fails(t.app, DEMO, cofounder, CATEGORIZE, { id: form.id, answers: ANSWERS.map((a) => ({ ...a, value: null })), skip: false });
    expect(nulls.code).toBe('ValidationError');
    const unknown = await fails(t.app, DEMO, cofounder, CATEGORIZE, { id: form.id, answers: [...ANSWERS, { key: 'nope', value: true }], skip: false });
    expect(unknown).toMatchObject({ code: 'ValidationError', message: 'answers: Unknown question nope' });
    expect((await ok<Pending>(t.app, DEMO, cofounder, PENDING, { id: orbital })).startupPendingData.startup.initialCategorizationComplete).toBe(false);
  });

  it('MET-18: saving answers sets initialCategorizationComplete, writes a categorization-update item, and the form turns to METRICS', async () => {
    const { updateStartupCategorization } = await ok<{ updateStartupCategorization: { id: string; startup: { _id: string; initialCategorizationComplete: boolean } } }>(
      t.app, DEMO, cofounder, CATEGORIZE, { id: form.id, answers: ANSWERS, skip: false },
    );
    expect(updateStartupCategorization).toEqual({ id: form.id, startup: { _id: orbital, initialCategorizationComplete: true } });
    const after = await ok<Pending>(t.app, DEMO, cofounder, PENDING, { id: orbital });
    expect(after.startupPendingData.pendingDataForm).toEqual({ ...form, type: 'METRICS' });
    const items = await t.db.tenant(demoId, (tx) => tx.select().from(timelineEvents).where(and(eq(timelineEvents.startupId, orbital), eq(timelineEvents.kind, 'CATEGORIZATION_UPDATE'))));
    expect(items).toHaveLength(1);
    expect(items[0]!.message).toMatch(/^Categorized Orbital Labs: Do you sell to businesses\? yes; /);
    const { categorizationQuestions } = await ok<{ categorizationQuestions: { questions: Array<{ key: string; value: boolean | null }> } }>(t.app, DEMO, cofounder, QUESTIONS, { id: form.id });
    expect(categorizationQuestions.questions.map((q) => q.value)).toEqual([true, true, false, true, true]);
  });
});

describe('periods and saving', () => {
  it('MET-19: the form asks for last month only (one period of the eleven monthly metrics), with the rules to check', async () => {
    const { metricPeriods } = await ok<{ metricPeriods: Period[] }>(t.app, DEMO, cofounder, PERIODS, { id: orbital, date: form.date });
    expect(metricPeriods).toHaveLength(1);
    period = metricPeriods[0]!;
    expect(new Date(period.to).getTime() + 1).toBe(new Date(form.date).getTime());
    expect(period.data).toHaveLength(11);
    expect(period.data.every((d) => d.value === null)).toBe(true);
    expect(period.data.map((d) => d.metric.key)).not.toContain('pilots');
    expect(period.validations).toContainEqual({ dataId: item('users').id, rule: `min:${item('customers').metric._id}`, label: 'There cannot be fewer users than paying customers' });
    expect(period.validations).toContainEqual({ dataId: item('churn').id, rule: 'max:100', label: null });
    const all = await ok<{ metricPeriods: Period[] }>(t.app, DEMO, cofounder, PERIODS, { id: orbital, date: form.date, all: true });
    expect(all.metricPeriods.length).toBeGreaterThan(12);
    expect(all.metricPeriods.at(-2)!.data.find((d) => d.metric.key === 'revenue')!.value).toMatch(/^\d+$/);
  });

  it('MET-30–34: a value breaking a rule → saved false with the per-item failures, and nothing stored', async () => {
    const { saveMetricData } = await ok<SaveResult>(t.app, DEMO, cofounder, SAVE, {
      data: [
        { metricDataId: item('customers').id, value: '40' },
        { metricDataId: item('users').id, value: '12' },
        { metricDataId: item('churn').id, value: '140' },
        { metricDataId: item('mrr').id, value: '9000' },
        { metricDataId: item('servicesRevenue').id, value: '500' },
        { metricDataId: item('revenue').id, value: '9200' },
      ],
    });
    expect(saveMetricData.saved).toBe(false);
    expect(saveMetricData.failures).toEqual([
      { dataId: item('revenue').id, rule: `min:${item('mrr').metric._id}+${item('servicesRevenue').metric._id}`, label: 'Revenue must be at least recurring plus services revenue', message: 'Revenue must be at least recurring plus services revenue' },
      { dataId: item('users').id, rule: `min:${item('customers').metric._id}`, label: 'There cannot be fewer users than paying customers', message: 'There cannot be fewer users than paying customers' },
      { dataId: item('churn').id, rule: 'max:100', label: null, message: 'This must be at most 100' },
    ]);
    const start = item('revenue').id.split(':')[3]!;
    const stored = await t.db.tenant(demoId, (tx) => tx.select().from(metricValues).where(and(eq(metricValues.startupId, orbital), eq(metricValues.periodStart, start))));
    expect(stored).toEqual([]);
  });

  it('MET-24: a value the field refuses fails with the field message', async () => {
    const { saveMetricData } = await ok<SaveResult>(t.app, DEMO, cofounder, SAVE, {
      data: [
        { metricDataId: item('customers').id, value: '12a' },
        { metricDataId: item('revenue').id, value: '-5' },
        { metricDataId: item('employees').id, value: '4.5' },
        { metricDataId: item('cashInBank').id, value: '9'.repeat(31) },
        { metricDataId: item('churn').id, value: '1e3' },
      ],
    });
    expect(saveMetricData.saved).toBe(false);
    expect(saveMetricData.failures).toEqual([
      { dataId: item('customers').id, rule: 'format', label: null, message: 'Invalid number' },
      { dataId: item('revenue').id, rule: 'format', label: null, message: 'Invalid amount' },
      { dataId: item('cashInBank').id, rule: 'format', label: null, message: 'Invalid amount' },
      { dataId: item('churn').id, rule: 'format', label: null, message: 'Invalid number' },
    ]);
  });

  it('MET-35: an invalid, misaligned or future period date is refused with the exact message', async () => {
    const [, startupId, metricId] = item('revenue').id.split(':');
    for (const date of ['2026-13-01', '2026-02-30', 'yesterday', '2025-10-15', '2999-01-01', '1990-01-01']) {
      const error = await fails(t.app, DEMO, cofounder, SAVE, { data: [{ metricDataId: `md:${startupId}:${metricId}:${date}`, value: '1' }] });
      expect(error, date).toMatchObject({ code: 'ValidationError', message: 'The date received for this data update is invalid' });
    }
    const unknown = await fails(t.app, DEMO, cofounder, SAVE, { data: [{ metricDataId: 'not-an-id', value: '1' }] });
    expect(unknown).toMatchObject({ code: 'ValidationError', message: 'Unknown metric data: not-an-id' });
    const otherMetric = await fails(t.app, DEMO, cofounder, SAVE, { data: [{ metricDataId: `md:${startupId}:00000000-0000-4000-8000-000000000000:2026-01-01`, value: '1' }] });
    expect(otherMetric.message).toMatch(/^Unknown metric data/);
  });

  it("another startup's items are refused (Forbidden), mixing startups is refused, another tenant's startup is not found", async () => {
    const solo = await t.startupId('demo', 'Solo Robotics');
    const soloItem = item('revenue').id.replace(orbital, solo);
    expect((await fails(t.app, DEMO, cofounder, SAVE, { data: [{ metricDataId: soloItem, value: '1' }] })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, cofounder, PENDING, { id: solo })).code).toBe('Forbidden');
    const founder = await t.token(DEMO, 'founder@demo.test');
    expect((await fails(t.app, DEMO, founder, QUESTIONS, { id: form.id })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, founder, CATEGORIZE, { id: form.id, answers: ANSWERS, skip: false })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, founder, CATEGORIZE, { id: form.id, skip: true })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, cofounder, PERIODS, { id: solo, date: form.date })).code).toBe('Forbidden');
    const mixed = await fails(t.app, DEMO, cofounder, SAVE, { data: [{ metricDataId: item('revenue').id, value: '1' }, { metricDataId: soloItem, value: '1' }] });
    expect(mixed).toMatchObject({ code: 'ValidationError', message: 'All the data must belong to one startup' });
    const lumiere = await t.startupId('acme', 'Lumière Bio');
    expect((await fails(t.app, DEMO, cofounder, SAVE, { data: [{ metricDataId: item('revenue').id.replace(orbital, lumiere), value: '1' }] })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, cofounder, PENDING, { id: lumiere })).code).toBe('NotFound');
    expect((await fails(t.app, ACME, await t.token(ACME, 'cofounder@acme.test'), PENDING, { id: orbital })).code).toBe('NotFound');
    expect((await fails(t.app, ACME, await t.token(ACME, 'cofounder@acme.test'), QUESTIONS, { id: form.id })).code).toBe('NotFound');
    // A mentor assigned to Orbital Labs may view its metrics but not fill its form (no METRICS:EDIT).
    expect((await fails(t.app, DEMO, await t.token(DEMO, 'mentor@demo.test'), SAVE, { data: [{ metricDataId: item('revenue').id, value: '1' }] })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, undefined, PENDING, { id: orbital })).code).toBe('AuthenticationRequiredError');
  });

  it('MET-36: a valid save stores the values, submits the form, completes the task, tells the staff and writes the timeline', async () => {
    const mentorId = await t.userId('demo', 'mentor@demo.test');
    const lastFundraise = String(Math.floor(Date.UTC(2026, 0, 15, 5) / 1000)); // midnight in New York
    const { saveMetricData } = await ok<SaveResult>(t.app, DEMO, cofounder, SAVE, {
      data: [
        { metricDataId: item('customers').id, value: '40' },
        { metricDataId: item('users').id, value: '400' },
        { metricDataId: item('churn').id, value: ' 2.5 ' },
        { metricDataId: item('mrr').id, value: '9000' },
        { metricDataId: item('servicesRevenue').id, value: '0500' },
        { metricDataId: item('revenue').id, value: '9500' },
        { metricDataId: item('employees').id, value: '4.5' },
        { metricDataId: item('lastFundraise').id, value: lastFundraise },
      ],
    });
    expect(saveMetricData.failures).toEqual([]);
    expect(saveMetricData.saved).toBe(true);
    const values = new Map(saveMetricData.periods[0]!.data.map((d) => [d.id, d.value]));
    expect(values.get(item('servicesRevenue').id)).toBe('500');
    expect(values.get(item('churn').id)).toBe('2.5');
    expect(values.get(item('cashInBank').id)).toBeNull();

    expect((await ok<Pending>(t.app, DEMO, cofounder, PENDING, { id: orbital })).startupPendingData.pendingDataForm).toBeNull();
    const [stored] = await t.db.tenant(demoId, (tx) => tx.select().from(pendingDataForms).where(eq(pendingDataForms.id, form.id)));
    expect(stored!.status).toBe('SUBMITTED');
    const [task] = await t.db.tenant(demoId, (tx) => tx.select().from(tasks).where(eq(tasks.sourceKey, `metrics:${form.id}`)));
    expect(task!.completedAt).not.toBeNull();
    const [update] = await t.db.tenant(demoId, (tx) => tx.select().from(notifications).where(and(eq(notifications.notificationType, 'updatedMetrics'), eq(notifications.startupId, orbital))));
    const told = await t.db.tenant(demoId, (tx) => tx.select({ userId: notificationRecipients.userId }).from(notificationRecipients).where(eq(notificationRecipients.notificationId, update!.id)));
    expect(told.map((r) => r.userId)).toContain(mentorId);
    const latest = (await t.db.tenant(demoId, (tx) => tx.select().from(timelineEvents).where(and(eq(timelineEvents.startupId, orbital), eq(timelineEvents.kind, 'DATA_SUBMITTED'))))).find((e) => e.sourceKey === null)!;
    const entries = (latest.payload as { entries: Array<{ metricId: string; value: string; isPoint0: boolean; diff: number | null; change: number | null; useArrow: boolean }> }).entries;
    const customers = entries.find((e) => e.metricId === item('customers').metric._id)!;
    // Seeded September value for Orbital Labs (startup #3 by name, month 11): 5 + 3·3 + 2·11 = 36 → 40.
    expect(customers).toMatchObject({ value: '40', isPoint0: false, diff: 4, change: 11.11, useArrow: true });
  });

  it('editing a submitted period writes a data-update item and marks the submission edited', async () => {
    const { saveMetricData } = await ok<SaveResult>(t.app, DEMO, cofounder, SAVE, { data: [{ metricDataId: item('customers').id, value: '42' }, { metricDataId: item('users').id, value: '400' }] });
    expect(saveMetricData.saved).toBe(true);
    const rows = await t.db.tenant(demoId, (tx) =>
      tx.select().from(timelineEvents).where(and(eq(timelineEvents.startupId, orbital), eq(timelineEvents.kind, 'DATA_SUBMITTED_UPDATE'), isNull(timelineEvents.sourceKey))),
    );
    expect(rows).toHaveLength(1);
    expect((rows[0]!.payload as { entries: Array<{ metricId: string }> }).entries.map((e) => e.metricId)).toEqual([item('customers').metric._id]);
    const top = (await t.db.tenant(demoId, (tx) => tx.select().from(timelineEvents).where(and(eq(timelineEvents.startupId, orbital), eq(timelineEvents.kind, 'DATA_SUBMITTED'))))).find((e) => e.sourceKey === null)!;
    expect(top.editedBy).toBe(await t.userId('demo', 'cofounder@demo.test'));
    expect(top.editedAt).not.toBeNull();
  });
});
