/**
 * The collection cycle job (issue 6 item 3), called directly with an injected clock: idempotent across runs
 * ("restarts") and two concurrent runs ("two API nodes" sharing the database), a new month opens each startup's form
 * and supersedes the old one; staff asking by hand (requestMetricData) opens, re-opens or reminds; a skip closes the
 * month's form. Plus the job runners: in-process, and BullMQ when REDIS_URL is set.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, notifications, pendingDataForms, taskAssignees, tasks, timelineEvents } from '../../src/db/schema/index.js';
import { tenantData } from '../../src/http/context.js';
import { createBullmqJobRunner, createInProcessJobRunner } from '../../src/jobs/index.js';
import { createMailboxMailer } from '../../src/modules/mail/mailer.js';
import { monthIndexAt, monthStartIn } from '../../src/modules/metrics/metric-periods.js';
import { runMetricsCycle } from '../../src/modules/metrics/metrics-cycle.js';
import { ACME, closeTestDatabase, DEMO } from '../support/helpers.js';
import { fails, ok, startMetricsApp, type MetricsApp } from './support.js';

const REDIS_URL = process.env.REDIS_URL?.trim() || undefined;
const ZONE = 'America/New_York';
const REQUEST = `mutation R($ids: [ID!]!) { requestMetricData(startupIds: $ids) }`;
const PENDING = `query P($id: ID!) { startupPendingData(startupId: $id) { startup { initialCategorizationComplete } pendingDataForm { id type date } } }`;
const CATEGORIZE = `mutation C($id: ID!, $skip: Boolean!) { updateStartupCategorization(categorizationId: $id, skip: $skip) { id startup { _id initialCategorizationComplete } } }`;

let t: MetricsApp;
let demoId: string;
let orbital: string;
let solo: string;
const nextMonth = () => new Date(monthStartIn(monthIndexAt(new Date(), ZONE) + 1, ZONE).getTime() + 2 * 3_600_000);

beforeAll(async () => {
  t = await startMetricsApp();
  demoId = t.incubatorIds.demo!;
  orbital = await t.startupId('demo', 'Orbital Labs');
  solo = await t.startupId('demo', 'Solo Robotics');
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

async function counts() {
  return t.db.tenant(demoId, async (tx) => ({
    forms: Number((await tx.select({ n: count() }).from(pendingDataForms))[0]!.n),
    tasks: Number((await tx.select({ n: count() }).from(tasks).where(eq(tasks.taskType, 'metrics')))[0]!.n),
    requests: Number((await tx.select({ n: count() }).from(notifications).where(eq(notifications.notificationType, 'metricsRequest')))[0]!.n),
    mails: Number((await tx.select({ n: count() }).from(mailMessages).where(eq(mailMessages.subject, 'Demo Accelerator: please update your metrics')))[0]!.n),
    due: Number((await tx.select({ n: count() }).from(timelineEvents).where(eq(timelineEvents.kind, 'DATA_DUE')))[0]!.n),
  }));
}

describe('the cycle is idempotent', () => {
  it('announces the due form once; running again (a restart) changes nothing', async () => {
    const before = await counts();
    expect(await t.cycle()).toMatchObject({ opened: 0, announced: 1 });
    const once = await counts();
    expect(once).toEqual({ ...before, tasks: before.tasks + 1, requests: before.requests + 1, mails: before.mails + 2, due: before.due + 1 });
    expect(await t.cycle()).toMatchObject({ opened: 0, announced: 0 });
    expect(await counts()).toEqual(once);
  });

  it('two nodes running the next month at once open one form per startup and announce each once; the old form is superseded', async () => {
    const [oldForm] = await t.db.tenant(demoId, (tx) => tx.select().from(pendingDataForms).where(eq(pendingDataForms.startupId, orbital)));
    const before = await counts();
    const now = nextMonth();
    // Each "node" has its own services (mailer) but shares the database.
    const node = () => runMetricsCycle({ db: t.db, services: { ...t.services, mailer: createMailboxMailer() }, log: t.app.log, now: () => now });
    const [a, b] = await Promise.all([node(), node()]);
    expect(a.opened + b.opened).toBe(6);
    expect(a.announced + b.announced).toBe(6);
    const after = await counts();
    // Six new forms; tasks, requests and e-mails only where there are cofounders (Orbital Labs: 2, Solo Robotics: 1).
    expect(after).toEqual({ forms: before.forms + 6, tasks: before.tasks + 2, requests: before.requests + 2, mails: before.mails + 3, due: before.due + 6 });
    const forms = await t.db.tenant(demoId, (tx) => tx.select().from(pendingDataForms).where(eq(pendingDataForms.startupId, orbital)));
    expect(forms.map((f) => f.status).sort()).toEqual(['PENDING', 'SUPERSEDED']);
    const [oldTask] = await t.db.tenant(demoId, (tx) => tx.select().from(tasks).where(eq(tasks.sourceKey, `metrics:${oldForm!.id}`)));
    expect(oldTask!.completedAt).not.toBeNull();
    // And a third run (a node restarting) at the same time does nothing.
    expect(await node()).toMatchObject({ opened: 0, announced: 0 });
    expect(await counts()).toEqual(after);
  });

  it('runs as a repeating job of the in-process runner', async () => {
    const runner = createInProcessJobRunner({ log: pino({ level: 'silent' }), firstRunDelayMs: 0 });
    let runs = 0;
    runner.define('metrics.cycle', async () => {
      await runMetricsCycle({ db: t.db, services: t.services, log: t.app.log, now: nextMonth });
      runs++;
    });
    await runner.every('metrics.cycle', 60_000);
    const before = await counts();
    await runner.start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await runner.idle();
    await runner.close();
    expect(runs).toBe(1);
    expect(await counts()).toEqual(before);
  });
});

describe('requestMetricData (staff, by hand)', () => {
  it('re-opens this month’s superseded form and announces it now; asking again reminds (a new notification, the same task)', async () => {
    const staff = await t.token(DEMO, 'staff@demo.test');
    const before = await counts();
    expect(await ok(t.app, DEMO, staff, REQUEST, { ids: [orbital] })).toEqual({ requestMetricData: 1 });
    const pending = await ok<{ startupPendingData: { pendingDataForm: { id: string; type: string } | null } }>(t.app, DEMO, await t.token(DEMO, 'cofounder@demo.test'), PENDING, { id: orbital });
    expect(pending.startupPendingData.pendingDataForm?.type).toBe('CATEGORIZATION');
    const [form] = await t.db.tenant(demoId, (tx) => tx.select().from(pendingDataForms).where(eq(pendingDataForms.id, pending.startupPendingData.pendingDataForm!.id)));
    expect(form).toMatchObject({ status: 'PENDING', requestedBy: await t.userId('demo', 'staff@demo.test') });
    const once = await counts();
    expect(once).toEqual({ ...before, tasks: before.tasks + 1, requests: before.requests + 1, mails: before.mails + 2 });
    expect(await ok(t.app, DEMO, staff, REQUEST, { ids: [orbital] })).toEqual({ requestMetricData: 1 });
    expect(await counts()).toEqual({ ...once, requests: once.requests + 1, mails: once.mails + 2 });
    const [request] = await t.db.tenant(demoId, (tx) => tx.select().from(notifications).where(and(eq(notifications.notificationType, 'metricsRequest'), eq(notifications.actorUserId, form!.requestedBy!))));
    expect(request).toBeDefined();
  });

  it('counts only startups with something to report', async () => {
    const staff = await t.token(DEMO, 'staff@demo.test');
    const kiln = await t.startupId('demo', 'Kiln & Co');
    expect(await ok(t.app, DEMO, staff, REQUEST, { ids: [kiln] })).toEqual({ requestMetricData: 0 });
  });

  it('refuses roles without METRICS:EDIT for the startup, unknown and other tenants’ startups, and bad input', async () => {
    expect((await fails(t.app, DEMO, await t.token(DEMO, 'cofounder@demo.test'), REQUEST, { ids: [solo] })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, await t.token(DEMO, 'mentor@demo.test'), REQUEST, { ids: [orbital] })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, await t.token(DEMO, 'staff@demo.test'), REQUEST, { ids: [await t.startupId('acme', 'Lumière Bio')] })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, await t.token(DEMO, 'staff@demo.test'), REQUEST, { ids: [] })).code).toBe('ValidationError');
    expect((await fails(t.app, ACME, await t.token(ACME, 'admin@acme.test'), REQUEST, { ids: [orbital] })).code).toBe('NotFound');
  });
});

describe('skip: "Delay the beginning of your monthly data reporting?"', () => {
  it('closes the month’s form, completes its task, writes a categorization-skip item; the startup stays uncategorized', async () => {
    const admin = await t.token(DEMO, 'admin@demo.test');
    // Solo Robotics is up to date on the core metrics (a period with any value counts as sent): give it a yearly metric
    // of its own, collected since January 2025 — last year's period is due.
    const { createMetric } = await ok<{ createMetric: { _id: string } }>(t.app, DEMO, admin, `mutation { createMetric(input: {
      name: [{ language: "en", value: "Prototype units" }], trackingRecurrence: { amount: 1, type: YEAR }, unitOfMeasure: { unitType: CUSTOM, customName: "units" } }) { _id } }`);
    await ok(t.app, DEMO, admin, `mutation S($input: MetricCollectionInput!) { setMetricCollection(input: $input) { id } }`, {
      input: { name: 'Solo prototypes', startupId: solo, startsOn: '2025-01-01', metricIds: [createMetric._id] },
    });
    expect(await ok(t.app, DEMO, admin, REQUEST, { ids: [solo] })).toEqual({ requestMetricData: 1 });
    const founder = await t.token(DEMO, 'founder@demo.test');
    const { startupPendingData } = await ok<{ startupPendingData: { startup: { initialCategorizationComplete: boolean }; pendingDataForm: { id: string; type: string } } }>(t.app, DEMO, founder, PENDING, { id: solo });
    expect(startupPendingData.pendingDataForm.type).toBe('CATEGORIZATION');
    const formId = startupPendingData.pendingDataForm.id;
    const [task] = await t.db.tenant(demoId, (tx) => tx.select().from(tasks).where(eq(tasks.sourceKey, `metrics:${formId}`)));
    expect(task!.completedAt).toBeNull();

    expect((await fails(t.app, DEMO, founder, CATEGORIZE, { id: solo, skip: true })).message).toBe('There is no pending data form to skip');
    const { updateStartupCategorization } = await ok<{ updateStartupCategorization: { id: string; startup: { initialCategorizationComplete: boolean } } }>(t.app, DEMO, founder, CATEGORIZE, { id: formId, skip: true });
    expect(updateStartupCategorization).toEqual({ id: formId, startup: { _id: solo, initialCategorizationComplete: false } });
    expect((await ok<{ startupPendingData: { pendingDataForm: unknown } }>(t.app, DEMO, founder, PENDING, { id: solo })).startupPendingData.pendingDataForm).toBeNull();
    const [form] = await t.db.tenant(demoId, (tx) => tx.select().from(pendingDataForms).where(eq(pendingDataForms.id, formId)));
    expect(form!.status).toBe('SKIPPED');
    const done = await t.db.tenant(demoId, (tx) => tx.select({ done: taskAssignees.done }).from(taskAssignees).where(eq(taskAssignees.taskId, task!.id)));
    expect(done.every((r) => r.done)).toBe(true);
    const [skip] = await t.db.tenant(demoId, (tx) => tx.select().from(timelineEvents).where(and(eq(timelineEvents.startupId, solo), eq(timelineEvents.kind, 'CATEGORIZATION_SKIP'))));
    expect(skip).toMatchObject({ createdBy: await t.userId('demo', 'founder@demo.test'), dueDate: form!.dueAt });
    // A skipped form is not skipped twice.
    expect((await fails(t.app, DEMO, founder, CATEGORIZE, { id: formId, skip: true })).code).toBe('ValidationError');
  });
});

describe('the job runners', () => {
  it('in-process: one-off jobs run in order, a failing handler is logged and the runner goes on, unknown names are refused', async () => {
    const errors: unknown[] = [];
    const runner = createInProcessJobRunner({ log: { info: () => undefined, warn: () => undefined, error: (obj) => errors.push(obj) }, concurrency: 1 });
    const seen: string[] = [];
    runner.define('note', async (payload) => {
      seen.push(String(payload.n));
    });
    runner.define('boom', async () => {
      throw new Error('boom');
    });
    await runner.enqueue('note', { n: 1 });
    await runner.enqueue('boom');
    await runner.enqueue('note', { n: 2 }, { jobId: 'two' });
    await runner.enqueue('note', { n: 2 }, { jobId: 'two' });
    await expect(runner.enqueue('nope')).rejects.toThrow(/No handler/);
    expect(seen).toEqual([]); // nothing runs before start
    await runner.start();
    await runner.idle();
    expect(seen).toEqual(['1', '2']);
    expect(errors).toHaveLength(1);
    await runner.close();
  });

  it.runIf(REDIS_URL)('BullMQ: two nodes register the repeating job once, and a job id is taken by one worker once', async () => {
    const queueName = `hatchery-test-${Date.now()}`;
    const log = pino({ level: 'silent' });
    const nodes = [createBullmqJobRunner({ redisUrl: REDIS_URL!, log, queueName }), createBullmqJobRunner({ redisUrl: REDIS_URL!, log, queueName })];
    const runs: number[] = [];
    const cycles: number[] = [];
    try {
      nodes.forEach((node, index) => {
        node.define('metrics.cycle', async () => {
          cycles.push(index);
        });
        node.define('export', async () => {
          runs.push(index);
        });
      });
      for (const node of nodes) await node.every('metrics.cycle', 3_600_000);
      for (const node of nodes) await node.start();
      await nodes[0]!.enqueue('export', { exportJobId: 'x' }, { jobId: 'export-x' });
      await nodes[1]!.enqueue('export', { exportJobId: 'x' }, { jobId: 'export-x' });
      const deadline = Date.now() + 10_000;
      while (runs.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(runs).toHaveLength(1);
      // …and the repeating job ran once at start, not once per node.
      expect(cycles).toHaveLength(1);
      const { Queue } = await import('bullmq');
      const url = new URL(REDIS_URL!);
      const queue = new Queue(queueName, { connection: { host: url.hostname, port: Number(url.port || 6379) } });
      expect(await queue.getJobSchedulersCount()).toBe(1);
      await queue.obliterate({ force: true });
      await queue.close();
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
    }
  });
});

describe('tenant isolation of the cycle', () => {
  it('acme has no collection, so no forms; its tenant data were never touched', async () => {
    const acme = tenantData(t.db, t.incubatorIds.acme!);
    const rows = await acme.run((tx) => tx.select().from(pendingDataForms));
    expect(rows).toEqual([]);
    const demoForms = await t.db.tenant(demoId, (tx) => tx.select({ id: pendingDataForms.id }).from(pendingDataForms).where(inArray(pendingDataForms.startupId, [orbital, solo])));
    expect(demoForms.length).toBeGreaterThan(0);
  });
});
