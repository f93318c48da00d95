/**
 * The metrics entities of D2 §3.10 as the API answers them (ENT-34..36, ENT-38, ENT-39): categorization (a form's
 * questions and a startup's answers), the pending data form, metric definitions, periods with data items and
 * validations. Staff read them; another tenant's startup is not found; a role without METRICS access is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startups } from '../../src/db/schema/index.js';
import { ACME, closeTestDatabase, DEMO, login, startTestApp, type TestApp } from '../support/helpers.js';
import { errorCode, ok } from '../support/entities.js';

const PENDING = 'query P($id: ID!) { startupPendingData(startupId: $id) { pendingDataForm { id type date } } }';
const QUESTIONS = 'query Q($id: ID!) { categorizationQuestions(categorizationId: $id) { id startup questions { key label value } } }';
const METRICS = `{ metrics { _id key name { language value } description { language value } category { _id name { language value } }
  trackingRecurrence { amount type } unitOfMeasure { unitType customName } } }`;
const PERIODS = `query R($id: ID!, $date: DateTime!) { metricPeriods(startupId: $id, date: $date, includeFilledInData: true) {
  from to data { id value dateValue metric { _id key } metadata { customLabel } } validations { dataId rule label } } }`;

type Form = { id: string; type: string; date: string };
type Categorization = { id: string; startup: string; questions: Array<{ key: string; label: string; value: boolean | null }> };
type Text = Array<{ language: string; value: string }>;
type Metric = { _id: string; key: string; name: Text; description: Text; category: { _id: string; name: Text } | null; trackingRecurrence: { amount: number; type: string }; unitOfMeasure: { unitType: string; customName: string | null } };
type Period = {
  from: string;
  to: string;
  data: Array<{ id: string; value: string | null; dateValue: string | null; metric: { _id: string; key: string }; metadata: { customLabel: string | null } | null }>;
  validations: Array<{ dataId: string; rule: string; label: string | null }>;
};

let t: TestApp;
let staff: string;
let orbital: string;
let greenleaf: string;
let form: Form;

async function startupId(name: string): Promise<string> {
  const [row] = await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select({ id: startups.id }).from(startups).where(eq(startups.name, name)));
  return row!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  staff = await login(t.app, DEMO, 'staff@demo.test');
  orbital = await startupId('Orbital Labs');
  greenleaf = await startupId('Greenleaf Analytics');
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

describe('metrics entities (D2 §3.10)', () => {
  it('ENT-35: the pending data form has id, type (CATEGORIZATION or METRICS) and date', async () => {
    const { startupPendingData } = await ok<{ startupPendingData: { pendingDataForm: Form | null } }>(t.app, DEMO, staff, PENDING, { id: orbital });
    form = startupPendingData.pendingDataForm!;
    expect(form.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(form.type).toBe('CATEGORIZATION');
    expect(Number.isNaN(Date.parse(form.date))).toBe(false);
    const done = await ok<{ startupPendingData: { pendingDataForm: Form | null } }>(t.app, DEMO, staff, PENDING, { id: greenleaf });
    expect(done.startupPendingData.pendingDataForm).toBeNull();
  });

  it('ENT-34: a form’s categorization (id, questions with key, label, value null) and the startup-level answers (true and false)', async () => {
    const byForm = await ok<{ categorizationQuestions: Categorization }>(t.app, DEMO, staff, QUESTIONS, { id: form.id });
    expect(byForm.categorizationQuestions.id).toBe(form.id);
    expect(byForm.categorizationQuestions.startup).toBe(orbital);
    expect(byForm.categorizationQuestions.questions.map((q) => q.value)).toEqual([null, null, null, null, null]);
    expect(byForm.categorizationQuestions.questions[0]).toEqual({ key: 'b2b', label: 'Do you sell to businesses?', value: null });

    const byStartup = await ok<{ categorizationQuestions: Categorization }>(t.app, DEMO, staff, QUESTIONS, { id: greenleaf });
    expect(byStartup.categorizationQuestions.startup).toBe(greenleaf);
    expect(byStartup.categorizationQuestions.questions.map((q) => [q.key, q.value])).toEqual([
      ['b2b', true],
      ['revenueGenerating', true],
      ['raisedFunding', true],
      ['hardware', false],
      ['impact', true],
    ]);
    expect(await errorCode(t.app, ACME, await login(t.app, ACME, 'admin@acme.test'), QUESTIONS, { id: greenleaf })).toBe('NotFound');
    expect(await errorCode(t.app, DEMO, await login(t.app, DEMO, 'community@demo.test'), QUESTIONS, { id: greenleaf })).toBe('Forbidden');
  });

  it('ENT-36: a metric has an id, names and descriptions per language, a category, trackingRecurrence and unitOfMeasure', async () => {
    const { metrics } = await ok<{ metrics: Metric[] }>(t.app, DEMO, staff, METRICS);
    const revenue = metrics.find((m) => m.key === 'revenue')!;
    expect(revenue).toMatchObject({
      name: [{ language: 'en', value: 'Revenue' }, { language: 'fr', value: "Chiffre d'affaires" }],
      description: [{ language: 'en', value: 'Everything invoiced in the month.' }, { language: 'fr', value: 'Tout ce qui a été facturé dans le mois.' }],
      trackingRecurrence: { amount: 1, type: 'MONTH' },
      unitOfMeasure: { unitType: 'MONETARY', customName: null },
    });
    expect(revenue._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(revenue.category!._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(revenue.category!.name.map((n) => n.language)).toEqual(['en', 'fr']);
    expect(metrics.find((m) => m.key === 'pilots')).toMatchObject({ trackingRecurrence: { amount: 1, type: 'QUARTER' }, unitOfMeasure: { unitType: 'CUSTOM', customName: 'pilots' } });
    const acme = await ok<{ metrics: Metric[] }>(t.app, ACME, await login(t.app, ACME, 'admin@acme.test'), METRICS);
    expect(acme.metrics.map((m) => m._id)).not.toContain(revenue._id);
  });

  it('ENT-38, ENT-39: periods (from, to, data, validations) and data items (id, value, dateValue, metric, metadata.customLabel)', async () => {
    const { metricPeriods } = await ok<{ metricPeriods: Period[] }>(t.app, DEMO, staff, PERIODS, { id: greenleaf, date: form.date });
    expect(metricPeriods.length).toBeGreaterThan(1);
    for (const period of metricPeriods) {
      expect(Date.parse(period.from)).toBeLessThan(Date.parse(period.to));
      const ids = new Set(period.data.map((d) => d.id));
      expect(period.validations.every((v) => ids.has(v.dataId) && typeof v.rule === 'string')).toBe(true);
    }
    const items = metricPeriods.flatMap((p) => p.data);
    const revenue = items.find((d) => d.metric.key === 'revenue' && d.value !== null)!;
    expect(revenue.value).toMatch(/^\d+$/);
    expect(revenue.dateValue).toBeNull();
    const fundraise = items.find((d) => d.metric.key === 'lastFundraise' && d.value !== null)!;
    expect(Number.isNaN(Date.parse(fundraise.dateValue!))).toBe(false);
    const pilots = items.find((d) => d.metric.key === 'pilots')!;
    expect(pilots.metadata).toEqual({ customLabel: 'pilots' });
    const labelled = metricPeriods.flatMap((p) => p.validations).find((v) => v.label !== null)!;
    expect(labelled.rule).toMatch(/^(lessThan|moreThan|min|max):/);
    expect(await errorCode(t.app, ACME, await login(t.app, ACME, 'admin@acme.test'), PERIODS, { id: greenleaf, date: form.date })).toBe('NotFound');
    expect(await errorCode(t.app, DEMO, await login(t.app, DEMO, 'community@demo.test'), PERIODS, { id: greenleaf, date: form.date })).toBe('Forbidden');
  });
});
