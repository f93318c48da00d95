/**
 * Metrics set-up (issue 6 item 1): the seeded core set; metrics with names per language, category, unit (custom name),
 * recurrence and rules (constant, another metric, a sum; custom label); categories; data collections; the
 * categorization questionnaire; activity log entries; who may do it; tenant isolation.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../src/db/schema/index.js';
import { ACME, closeTestDatabase, DEMO } from '../support/helpers.js';
import { fails, ok, startMetricsApp, type MetricsApp } from './support.js';

const METRIC_FIELDS = `_id key isCore archived name { language value } description { language value } category { _id name { language value } }
  trackingRecurrence { amount type } unitOfMeasure { unitType customName } rules { rule label }`;
const METRICS = `query M($all: Boolean) { metrics(includeArchived: $all) { ${METRIC_FIELDS} } }`;
const CREATE = `mutation C($input: MetricInput!) { createMetric(input: $input) { ${METRIC_FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: MetricInput!) { updateMetric(id: $id, input: $input) { ${METRIC_FIELDS} } }`;
const ARCHIVE = `mutation A($id: ID!) { archiveMetric(id: $id) { _id archived } }`;
const CATEGORY = `mutation C($name: [LocalizedTextInput!]!) { createMetricCategory(name: $name) { _id name { language value } } }`;
const COLLECTIONS = `query { metricCollections { id name startsOn program { _id name } startup { _id name } metrics { _id key } } }`;
const SET_COLLECTION = `mutation S($input: MetricCollectionInput!) { setMetricCollection(input: $input) { id name startsOn program { _id } startup { _id name } metrics { _id } } }`;
const DELETE_COLLECTION = `mutation D($id: ID!) { deleteMetricCollection(id: $id) }`;
const QUESTIONS = `query { categorizationQuestionSet { id key position archived label { language value } } }`;
const SET_QUESTIONS = `mutation Q($questions: [CategorizationQuestionInput!]!) { updateCategorizationQuestionSet(questions: $questions) { key position archived label { language value } } }`;

type MetricRow = {
  _id: string;
  key: string | null;
  isCore: boolean;
  archived: boolean;
  name: Array<{ language: string; value: string }>;
  category: { _id: string } | null;
  trackingRecurrence: { amount: number; type: string };
  unitOfMeasure: { unitType: string; customName: string | null };
  rules: Array<{ rule: string; label: string | null }>;
};

let t: MetricsApp;
let admin: string;

const input = (over: Record<string, unknown> = {}) => ({
  name: [
    { language: 'en', value: 'Signed letters of intent' },
    { language: 'fr', value: "Lettres d'intention signées" },
  ],
  description: [{ language: 'en', value: 'Non-binding commitments from prospects.' }],
  trackingRecurrence: { amount: 1, type: 'MONTH' },
  unitOfMeasure: { unitType: 'CUSTOM', customName: 'LOIs' },
  ...over,
});

beforeAll(async () => {
  t = await startMetricsApp();
  admin = await t.token(DEMO, 'admin@demo.test');
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

async function metricsByKey(token = admin, host = DEMO): Promise<Map<string, MetricRow>> {
  const { metrics } = await ok<{ metrics: MetricRow[] }>(t.app, host, token, METRICS, { all: true });
  return new Map(metrics.map((m) => [m.key ?? m._id, m]));
}

describe('the seeded core metrics set', () => {
  it('has the twelve core metrics in three categories, with names per language and rules that name other metrics', async () => {
    const metrics = await metricsByKey();
    const core = [...metrics.values()].filter((m) => m.isCore);
    expect(core.map((m) => m.key)).toEqual([
      'revenue', 'mrr', 'servicesRevenue', 'cashInBank', 'burnRate', 'runway', 'lastFundraise', 'customers', 'users', 'churn', 'pilots', 'employees',
    ]);
    expect(new Set(core.map((m) => m.unitOfMeasure.unitType))).toEqual(new Set(['MONETARY', 'MONTHS', 'DATE', 'CUSTOMER', 'USER', 'PERCENTAGE', 'CUSTOM', 'EMPLOYEE']));
    const revenue = metrics.get('revenue')!;
    expect(revenue.name).toEqual([{ language: 'en', value: 'Revenue' }, { language: 'fr', value: "Chiffre d'affaires" }]);
    expect(revenue.rules).toEqual([{ rule: `min:${metrics.get('mrr')!._id}+${metrics.get('servicesRevenue')!._id}`, label: 'Revenue must be at least recurring plus services revenue' }]);
    expect(metrics.get('mrr')!.rules).toEqual([{ rule: `max:${revenue._id}`, label: null }]);
    expect(metrics.get('pilots')).toMatchObject({ trackingRecurrence: { amount: 1, type: 'QUARTER' }, unitOfMeasure: { unitType: 'CUSTOM', customName: 'pilots' } });
    const { metricCategories } = await ok<{ metricCategories: Array<{ name: Array<{ value: string }> }> }>(t.app, DEMO, admin, 'query { metricCategories { name { value } } }');
    expect(metricCategories.map((c) => c.name[0]!.value)).toEqual(['Finance', 'Traction', 'Team']);
  });

  it('every tenant has its own set (the ids differ) and the questionnaire', async () => {
    const acme = await metricsByKey(await t.token(ACME, 'admin@acme.test'), ACME);
    const demo = await metricsByKey();
    expect(acme.get('revenue')!._id).not.toBe(demo.get('revenue')!._id);
    expect(acme.get('mrr')!.rules[0]!.rule).toBe(`max:${acme.get('revenue')!._id}`);
    const { categorizationQuestionSet } = await ok<{ categorizationQuestionSet: Array<{ key: string }> }>(t.app, DEMO, admin, QUESTIONS);
    expect(categorizationQuestionSet.map((q) => q.key)).toEqual(['b2b', 'revenueGenerating', 'raisedFunding', 'hardware', 'impact']);
  });
});

describe('metrics', () => {
  it('creates a metric of each unit type, with recurrence, a custom unit name and rules against a constant, a metric and a sum', async () => {
    const metrics = await metricsByKey();
    const [customers, users] = [metrics.get('customers')!._id, metrics.get('users')!._id];
    const { createMetric } = await ok<{ createMetric: MetricRow }>(t.app, DEMO, admin, CREATE, {
      input: input({
        categoryId: metrics.get('customers')!.category!._id,
        trackingRecurrence: { amount: 2, type: 'MONTH' },
        rules: [
          { rule: 'min: 0' },
          { rule: `max:${users}`, label: 'No more LOIs than users' },
          { rule: `lessThan:${customers} + ${users}` },
          { rule: 'moreThan:-5.5' },
        ],
      }),
    });
    expect(createMetric).toMatchObject({
      isCore: false,
      archived: false,
      trackingRecurrence: { amount: 2, type: 'MONTH' },
      unitOfMeasure: { unitType: 'CUSTOM', customName: 'LOIs' },
      rules: [
        { rule: 'min:0', label: null },
        { rule: `max:${users}`, label: 'No more LOIs than users' },
        { rule: `lessThan:${customers}+${users}`, label: null },
        { rule: 'moreThan:-5.5', label: null },
      ],
    });
    for (const unitType of ['PERCENTAGE', 'MONETARY', 'EMPLOYEE', 'CUSTOMER', 'USER', 'SUBSCRIBER', 'DATE', 'MONTHS']) {
      const { createMetric: made } = await ok<{ createMetric: MetricRow }>(t.app, DEMO, admin, CREATE, {
        input: input({ name: [{ language: 'en', value: `A ${unitType} metric` }], unitOfMeasure: { unitType, customName: 'ignored' }, trackingRecurrence: { amount: 1, type: 'YEAR' } }),
      });
      expect(made.unitOfMeasure).toEqual({ unitType, customName: null });
    }
    const [log] = await t.db.tenant(t.incubatorIds.demo!, (tx) =>
      tx.select().from(activityLogs).where(and(eq(activityLogs.action, 'metric.created'), eq(activityLogs.entityId, createMetric._id))),
    );
    expect(log?.after).toMatchObject({ unitOfMeasure: { unitType: 'CUSTOM', customName: 'LOIs' } });
  });

  it('refuses bad input and changes nothing', async () => {
    const before = (await metricsByKey()).size;
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ name: [] }, /A name is required/],
      [{ name: [{ language: 'english', value: 'x' }] }, /Unknown language code/],
      [{ unitOfMeasure: { unitType: 'CUSTOM' } }, /A custom unit needs a name/],
      [{ trackingRecurrence: { amount: 0, type: 'MONTH' } }, /trackingRecurrence\.amount/],
      [{ rules: [{ rule: 'between:1' }] }, /Not a valid rule/],
      [{ rules: [{ rule: 'max:' }] }, /Not a valid rule/],
      [{ rules: [{ rule: 'max:00000000-0000-4000-8000-000000000000' }] }, /Unknown metric/],
      [{ categoryId: '00000000-0000-4000-8000-000000000000' }, /Unknown category/],
    ];
    for (const [over, message] of cases) {
      const error = await fails(t.app, DEMO, admin, CREATE, { input: input(over) });
      expect(error.code, JSON.stringify(over)).toBe('ValidationError');
      expect(error.message).toMatch(message);
    }
    expect((await metricsByKey()).size).toBe(before);
  });

  it('updates a metric (a rule may not name the metric itself), archives it and keeps it out of the default list', async () => {
    const { createMetric } = await ok<{ createMetric: MetricRow }>(t.app, DEMO, admin, CREATE, { input: input({ name: [{ language: 'en', value: 'Waitlist' }], unitOfMeasure: { unitType: 'SUBSCRIBER' } }) });
    const self = await fails(t.app, DEMO, admin, UPDATE, { id: createMetric._id, input: input({ rules: [{ rule: `max:${createMetric._id}` }] }) });
    expect(self).toMatchObject({ code: 'ValidationError', message: expect.stringMatching(/its own metric/) });
    const { updateMetric } = await ok<{ updateMetric: MetricRow }>(t.app, DEMO, admin, UPDATE, {
      id: createMetric._id,
      input: input({ name: [{ language: 'en', value: 'Waitlist sign-ups' }], unitOfMeasure: { unitType: 'SUBSCRIBER' }, trackingRecurrence: { amount: 1, type: 'QUARTER' } }),
    });
    expect(updateMetric).toMatchObject({ name: [{ language: 'en', value: 'Waitlist sign-ups' }], trackingRecurrence: { type: 'QUARTER' } });
    await ok(t.app, DEMO, admin, ARCHIVE, { id: createMetric._id });
    const { metrics } = await ok<{ metrics: MetricRow[] }>(t.app, DEMO, admin, METRICS, {});
    expect(metrics.some((m) => m._id === createMetric._id)).toBe(false);
    expect((await metricsByKey()).get(createMetric._id)?.archived).toBe(true);
    const logs = await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select({ action: activityLogs.action }).from(activityLogs).where(eq(activityLogs.entityId, createMetric._id)));
    expect(logs.map((l) => l.action).sort()).toEqual(['metric.archived', 'metric.created', 'metric.updated']);
    expect((await fails(t.app, DEMO, admin, ARCHIVE, { id: '00000000-0000-4000-8000-000000000000' })).code).toBe('NotFound');
  });

  it('creates categories', async () => {
    const { createMetricCategory } = await ok<{ createMetricCategory: { _id: string; name: unknown } }>(t.app, DEMO, admin, CATEGORY, {
      name: [{ language: 'en', value: 'Impact' }, { language: 'fr', value: 'Impact' }],
    });
    expect(createMetricCategory.name).toEqual([{ language: 'en', value: 'Impact' }, { language: 'fr', value: 'Impact' }]);
    expect((await fails(t.app, DEMO, admin, CATEGORY, { name: [{ language: 'en', value: ' ' }] })).code).toBe('ValidationError');
  });
});

describe('data collections', () => {
  it('lists the seeded collections (one per demo program, from 13 months ago)', async () => {
    const { metricCollections } = await ok<{ metricCollections: Array<{ name: string; startsOn: string; program: { name: string } | null; metrics: unknown[] }> }>(t.app, DEMO, admin, COLLECTIONS);
    expect(metricCollections.map((c) => c.program?.name).sort()).toEqual(['Climate Track', 'Pre-Seed Bootcamp', 'Spring 2026 Cohort']);
    expect(metricCollections.every((c) => c.metrics.length === 12 && /^\d{4}-\d{2}-01$/.test(c.startsOn))).toBe(true);
  });

  it('sets a collection for one startup, updates it and deletes it; program xor startup; unknown ids refused', async () => {
    const metrics = await metricsByKey();
    const kiln = await t.startupId('demo', 'Kiln & Co');
    const { setMetricCollection } = await ok<{ setMetricCollection: { id: string; startup: { _id: string; name: string }; metrics: unknown[] } }>(t.app, DEMO, admin, SET_COLLECTION, {
      input: { name: 'Kiln extras', startupId: kiln, startsOn: '2026-01-01', metricIds: [metrics.get('churn')!._id] },
    });
    expect(setMetricCollection.startup).toEqual({ _id: kiln, name: 'Kiln & Co' });
    const updated = await ok<{ setMetricCollection: { id: string; startsOn: string; metrics: unknown[] } }>(t.app, DEMO, admin, SET_COLLECTION, {
      input: { id: setMetricCollection.id, name: 'Kiln extras', startupId: kiln, startsOn: '2026-02-01', metricIds: [metrics.get('churn')!._id, metrics.get('users')!._id] },
    });
    expect(updated.setMetricCollection).toMatchObject({ id: setMetricCollection.id, startsOn: '2026-02-01' });
    expect(updated.setMetricCollection.metrics).toHaveLength(2);
    const program = (await ok<{ metricCollections: Array<{ program: { _id: string } | null }> }>(t.app, DEMO, admin, COLLECTIONS)).metricCollections.find((c) => c.program)!.program!._id;
    const bad: Array<[Record<string, unknown>, RegExp]> = [
      [{ startupId: kiln, programId: program }, /program or a startup/],
      [{}, /program or a startup/],
      [{ startupId: kiln, startsOn: '2026-02-30' }, /YYYY-MM-DD/],
      [{ startupId: kiln, metricIds: [] }, /at least one metric/],
      [{ startupId: '00000000-0000-4000-8000-000000000000' }, /Unknown startup/],
    ];
    for (const [over, message] of bad) {
      const error = await fails(t.app, DEMO, admin, SET_COLLECTION, { input: { name: 'Bad', startsOn: '2026-01-01', metricIds: [metrics.get('churn')!._id], ...over } });
      expect(error.code).toBe('ValidationError');
      expect(error.message).toMatch(message);
    }
    // Another tenant's metric is unknown here.
    const acmeRevenue = (await metricsByKey(await t.token(ACME, 'admin@acme.test'), ACME)).get('revenue')!._id;
    expect((await fails(t.app, DEMO, admin, SET_COLLECTION, { input: { name: 'X', startupId: kiln, startsOn: '2026-01-01', metricIds: [acmeRevenue] } })).message).toMatch(/Unknown metric/);
    expect(await ok(t.app, DEMO, admin, DELETE_COLLECTION, { id: setMetricCollection.id })).toEqual({ deleteMetricCollection: true });
    expect((await fails(t.app, DEMO, admin, DELETE_COLLECTION, { id: setMetricCollection.id })).code).toBe('NotFound');
  });
});

describe('the categorization questionnaire', () => {
  it('replaces the set: listed questions in order, others archived; keys unique', async () => {
    const questions = [
      { key: 'b2b', label: [{ language: 'en', value: 'Do you sell to other businesses?' }] },
      { key: 'deeptech', label: [{ language: 'en', value: 'Is your product deep tech?' }, { language: 'fr', value: 'Votre produit est-il deeptech ?' }] },
      { key: 'revenueGenerating', label: [{ language: 'en', value: 'Are you generating revenue?' }] },
      { key: 'raisedFunding', label: [{ language: 'en', value: 'Have you raised outside funding?' }] },
      { key: 'hardware', label: [{ language: 'en', value: 'Do you build hardware?' }] },
    ];
    const { updateCategorizationQuestionSet } = await ok<{ updateCategorizationQuestionSet: Array<{ key: string; archived: boolean; position: number }> }>(t.app, DEMO, admin, SET_QUESTIONS, { questions });
    expect(updateCategorizationQuestionSet.filter((q) => !q.archived).map((q) => q.key)).toEqual(['b2b', 'deeptech', 'revenueGenerating', 'raisedFunding', 'hardware']);
    expect(updateCategorizationQuestionSet.filter((q) => q.archived).map((q) => q.key)).toEqual(['impact']);
    const duplicate = await fails(t.app, DEMO, admin, SET_QUESTIONS, { questions: [questions[0], questions[0]] });
    expect(duplicate).toMatchObject({ code: 'ValidationError', message: expect.stringMatching(/Each key once/) });
    expect((await fails(t.app, DEMO, admin, SET_QUESTIONS, { questions: [{ key: '1bad key', label: [{ language: 'en', value: 'x' }] }] })).code).toBe('ValidationError');
    // Restore the seeded set for the other files' expectations (each file has its own database, but keep this one tidy).
    await ok(t.app, DEMO, admin, SET_QUESTIONS, {
      questions: ['b2b', 'revenueGenerating', 'raisedFunding', 'hardware', 'impact'].map((key) => ({ key, label: [{ language: 'en', value: key }] })),
    });
  });
});

describe('who may change the set-up', () => {
  it('staff (METRICS:EDIT for all) may; cofounders (assigned), mentors and the signed-out may not; reads of names are open to the signed-in', async () => {
    const staff = await t.token(DEMO, 'staff@demo.test');
    await ok(t.app, DEMO, staff, CATEGORY, { name: [{ language: 'en', value: 'Ops' }] });
    for (const email of ['cofounder@demo.test', 'mentor@demo.test', 'coach@demo.test']) {
      const token = await t.token(DEMO, email);
      expect((await fails(t.app, DEMO, token, CREATE, { input: input() })).code, email).toBe('Forbidden');
      expect((await fails(t.app, DEMO, token, COLLECTIONS)).code, email).toBe('Forbidden');
      expect((await fails(t.app, DEMO, token, SET_QUESTIONS, { questions: [] })).code, email).toBe('Forbidden');
      await ok(t.app, DEMO, token, METRICS, {});
    }
    // Every set-up mutation, as a cofounder (who holds METRICS:EDIT only for their own startup).
    const cofounder = await t.token(DEMO, 'cofounder@demo.test');
    const revenue = (await metricsByKey()).get('revenue')!._id;
    const id = '00000000-0000-4000-8000-000000000000';
    const refused: Array<[string, Record<string, unknown>]> = [
      [UPDATE, { id: revenue, input: input() }],
      [ARCHIVE, { id: revenue }],
      [CATEGORY, { name: [{ language: 'en', value: 'X' }] }],
      [SET_COLLECTION, { input: { name: 'X', startupId: await t.startupId('demo', 'Orbital Labs'), startsOn: '2026-01-01', metricIds: [revenue] } }],
      [DELETE_COLLECTION, { id }],
      [QUESTIONS, {}],
    ];
    for (const [query, variables] of refused) expect((await fails(t.app, DEMO, cofounder, query, variables)).code, query.slice(0, 40)).toBe('Forbidden');
    expect((await metricsByKey()).get('revenue')!.archived).toBe(false);
    expect((await fails(t.app, DEMO, undefined, METRICS, {})).code).toBe('AuthenticationRequiredError');
  });

  it("another tenant's metric ids are not found", async () => {
    const demoRevenue = (await metricsByKey()).get('revenue')!._id;
    const acmeAdmin = await t.token(ACME, 'admin@acme.test');
    expect((await fails(t.app, ACME, acmeAdmin, UPDATE, { id: demoRevenue, input: input() })).code).toBe('NotFound');
    expect((await fails(t.app, ACME, acmeAdmin, ARCHIVE, { id: demoRevenue })).code).toBe('NotFound');
    expect((await metricsByKey()).get('revenue')!.archived).toBe(false);
  });
});
