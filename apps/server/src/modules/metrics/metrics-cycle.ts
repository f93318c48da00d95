/**
 * The collection cycle (issue 6 item 3), run by the `metrics.cycle` job every few minutes on every API node:
 * 1. for each tenant, the month's pending data form of each startup that has something to report is opened —
 *    `insert … on conflict do nothing` on the unique (incubator_id, startup_id, period_month), so restarts and
 *    several nodes never create two; an older form still pending is superseded (its periods carry over);
 * 2. each due form is announced once — claimed with `update … where announced_at is null` — with a `metrics` task for
 *    the startup's cofounders, a metricsRequest notification, an e-mail and a data-due timeline item; the task,
 *    notification and e-mail effects go out after the commit.
 * Staff can ask by hand (requestMetricData): the form is opened (or re-opened) now, and its people reminded again.
 */
import { BLOCKED_STATUSES, safeTimeZone } from '@hatchery/domain';
import { and, eq, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { incubators, pendingDataForms, startupPeople, startups, userNotificationPrefs, users, type PendingDataForm } from '../../db/schema/index.js';
import { forbiddenError, notFoundError } from '../../core/errors.js';
import { requireViewer } from '../../core/viewer.js';
import { tenantData, type AppContext, type AppServices } from '../../http/context.js';
import { tenantOrigin } from '../../http/tenancy.js';
import type { JobRunner } from '../../jobs/index.js';
import { escapeHtml, type MailInput } from '../mail/index.js';
import { insertNotification, type EffectContext } from '../notifications/index.js';
import { validationError } from '../../core/errors.js';
import { loadActor } from '../permissions/index.js';
import { completeMetricsTask, openMetricsTask } from '../tasks/index.js';
import { flushTaskEffects, noEffects, type TaskEffects } from '../tasks/index.js';
import { metricsTimeline } from './timeline-port.js';
import { unfilledPeriodCount } from './metric-data.js';
import { monthDate, monthIndexAt, monthStartIn, type MonthIndex } from './metric-periods.js';
import { mayRequestMetricData } from './metrics-access.js';

export const METRICS_CYCLE_JOB = 'metrics.cycle';
export const METRICS_CYCLE_INTERVAL_MS = 15 * 60_000;
export const MAX_REQUEST_STARTUPS = 200;

export interface CycleDeps {
  db: Database;
  services: AppServices;
  log: EffectContext['log'];
  /** The clock (tests inject one). */
  now?: () => Date;
}

export interface CycleSummary {
  tenants: number;
  opened: number;
  superseded: number;
  announced: number;
}

type CycleContext = EffectContext;

interface Outbox {
  effects: TaskEffects;
  mails: MailInput[];
}

const metricsUrl = (startupId: string) => `/startup/${startupId}/file/metrics`;

/** "October 2026": the month a form asks about (the one before its date, MET-12). */
function reportedMonthLabel(formMonth: MonthIndex, timeZone: string): string {
  const month = monthStartIn(formMonth - 1, timeZone);
  return new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone }).format(month);
}

/** Startups with a collection that started before the month. */
async function candidateStartups(tx: Tx, month: MonthIndex): Promise<string[]> {
  const rows = await tx.execute<{ id: string }>(sql`
    select s.id from startups s
    where exists (
      select 1 from metric_collections mc
      where mc.starts_on < ${monthDate(month)}::date
        and (mc.startup_id = s.id or mc.program_id in (select sp.program_id from startup_programs sp where sp.startup_id = s.id)))`);
  return rows.rows.map((r) => r.id);
}

/** Opens the month's form for `startupId` when something is due; supersedes older pending ones. Null: nothing new. */
async function openForm(
  tx: Tx,
  ctx: CycleContext,
  startupId: string,
  month: MonthIndex,
  dueAt: Date,
  outbox: Outbox,
  requestedBy: string | null = null,
): Promise<{ form: PendingDataForm; superseded: number } | null> {
  if ((await unfilledPeriodCount(tx, startupId, month)) === 0) return null;
  const [opened] = await tx
    .insert(pendingDataForms)
    .values({ incubatorId: ctx.incubator.id, startupId, periodMonth: monthDate(month), dueAt, requestedBy })
    .onConflictDoNothing()
    .returning();
  if (!opened) return null;
  const older = await tx
    .update(pendingDataForms)
    .set({ status: 'SUPERSEDED', closedAt: sql`now()` })
    .where(and(eq(pendingDataForms.startupId, startupId), eq(pendingDataForms.status, 'PENDING'), sql`${pendingDataForms.periodMonth} < ${monthDate(month)}::date`))
    .returning({ id: pendingDataForms.id });
  for (const form of older) await completeMetricsTask(tx, form.id, outbox.effects);
  return { form: opened, superseded: older.length };
}

/** Task, notification, data-due item and e-mails of one form (inside the claiming transaction). */
async function announceForm(tx: Tx, ctx: CycleContext, form: PendingDataForm, outbox: Outbox): Promise<void> {
  const timeZone = safeTimeZone(ctx.incubator.timezone);
  const [startup] = await tx.select({ name: startups.name }).from(startups).where(eq(startups.id, form.startupId)).limit(1);
  if (!startup) return;
  const cofounders = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, copies: userNotificationPrefs.emailCopies })
    .from(startupPeople)
    .innerJoin(users, and(eq(users.incubatorId, startupPeople.incubatorId), eq(users.id, startupPeople.userId)))
    .leftJoin(userNotificationPrefs, and(eq(userNotificationPrefs.incubatorId, users.incubatorId), eq(userNotificationPrefs.userId, users.id)))
    .where(and(eq(startupPeople.startupId, form.startupId), eq(startupPeople.personGroup, 'cofounder'), notInArray(users.status, [...BLOCKED_STATUSES])));
  const month = reportedMonthLabel(monthIndexAt(form.dueAt, timeZone), timeZone);
  const url = metricsUrl(form.startupId);
  const ids = cofounders.map((c) => c.id);
  const taskId = await openMetricsTask(tx, ctx, { formId: form.id, startupId: form.startupId, startupName: startup.name, cofounderIds: ids }, outbox.effects);
  const message = `Please update the metrics of ${startup.name} for ${month}`;
  const created = await insertNotification(tx, ctx.incubator.id, {
    type: 'metricsRequest',
    message,
    url,
    actorUserId: form.requestedBy,
    startupId: form.startupId,
    taskId,
    recipientUserIds: ids,
  });
  if (created) outbox.effects.notifications.push(created);
  await metricsTimeline().insertTimelineItem(tx, ctx.incubator.id, { startupId: form.startupId, kind: 'DATA_DUE', dueDate: form.dueAt, sourceKey: `dataDue:${form.id}`, message });
  const link = new URL(url, tenantOrigin(ctx.services.config.publicUrl, ctx.incubator)).toString();
  // People who take e-mail copies of notifications get the metricsRequest copy instead of a second mail.
  for (const person of cofounders.filter((c) => !c.copies)) {
    const greeting = person.firstName ? `Hello ${person.firstName},` : 'Hello,';
    const body = `${message}. Better data helps us help you: it takes a few minutes.`;
    outbox.mails.push({
      to: person.email,
      subject: `${ctx.incubator.name}: please update your metrics`,
      text: `${greeting}\n\n${body}\n\nUpdate the metrics: ${link}\n\n— ${ctx.incubator.name}`,
      html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">Update the metrics</a></p><p>— ${escapeHtml(ctx.incubator.name)}</p>`,
    });
  }
}

async function sendOutbox(ctx: CycleContext, outbox: Outbox): Promise<void> {
  await flushTaskEffects(ctx, outbox.effects);
  await Promise.all(
    outbox.mails.map((mail) => ctx.services.mailer.send(ctx.data, mail).catch((error: unknown) => ctx.log.error({ err: error, to: mail.to }, 'could not send the metrics request'))),
  );
}

/** Announces the tenant's due, unannounced forms (each claimed by exactly one caller). */
export async function announceDueForms(ctx: CycleContext, now: Date): Promise<number> {
  const outbox: Outbox = { effects: noEffects(), mails: [] };
  const count = await ctx.data.run(async (tx) => {
    const claimed = await tx
      .update(pendingDataForms)
      .set({ announcedAt: now })
      .where(and(eq(pendingDataForms.status, 'PENDING'), lte(pendingDataForms.dueAt, now), isNull(pendingDataForms.announcedAt)))
      .returning();
    for (const form of claimed) await announceForm(tx, ctx, form, outbox);
    return claimed.length;
  });
  await sendOutbox(ctx, outbox);
  return count;
}

/** One tenant's cycle at `now`: open the month's forms, then announce the due ones. */
export async function runTenantCycle(ctx: CycleContext, now: Date): Promise<Omit<CycleSummary, 'tenants'>> {
  const timeZone = safeTimeZone(ctx.incubator.timezone);
  const month = monthIndexAt(now, timeZone);
  const dueAt = monthStartIn(month, timeZone);
  const outbox: Outbox = { effects: noEffects(), mails: [] };
  const { opened, superseded } = await ctx.data.run(async (tx) => {
    const have = new Set(
      (await tx.select({ startupId: pendingDataForms.startupId }).from(pendingDataForms).where(eq(pendingDataForms.periodMonth, monthDate(month)))).map((r) => r.startupId),
    );
    let openedCount = 0;
    let supersededCount = 0;
    for (const startupId of await candidateStartups(tx, month)) {
      if (have.has(startupId)) continue;
      const result = await openForm(tx, ctx, startupId, month, dueAt, outbox);
      if (!result) continue;
      openedCount++;
      supersededCount += result.superseded;
    }
    return { opened: openedCount, superseded: supersededCount };
  });
  await sendOutbox(ctx, outbox);
  const announced = await announceDueForms(ctx, now);
  return { opened, superseded, announced };
}

/** The whole cycle, every tenant (one failing tenant is logged and does not stop the others). */
export async function runMetricsCycle(deps: CycleDeps): Promise<CycleSummary> {
  const now = deps.now?.() ?? new Date();
  const tenants = await deps.db.registry((tx) => tx.select().from(incubators));
  const summary: CycleSummary = { tenants: tenants.length, opened: 0, superseded: 0, announced: 0 };
  for (const incubator of tenants) {
    const ctx: CycleContext = { services: deps.services, log: deps.log, incubator, data: tenantData(deps.db, incubator.id) };
    try {
      const result = await runTenantCycle(ctx, now);
      summary.opened += result.opened;
      summary.superseded += result.superseded;
      summary.announced += result.announced;
    } catch (error) {
      deps.log.error({ err: error, incubatorId: incubator.id }, 'metrics cycle failed for a tenant');
    }
  }
  if (summary.opened + summary.announced > 0) deps.log.info({ ...summary }, 'metrics cycle');
  return summary;
}

/** Registers the repeating cycle with the runner (main.ts). */
export async function scheduleMetricsCycle(runner: JobRunner, deps: CycleDeps, intervalMs = METRICS_CYCLE_INTERVAL_MS): Promise<void> {
  runner.define(METRICS_CYCLE_JOB, async () => {
    await runMetricsCycle(deps);
  });
  await runner.every(METRICS_CYCLE_JOB, intervalMs);
}

/**
 * Staff asking for data by hand: for each startup (METRICS:EDIT with it in scope) with something to report, this
 * month's form is opened (or re-opened) and announced now; an already announced one reminds its people again (a new
 * notification and e-mail; the task stays). Returns how many startups were asked.
 */
export async function requestMetricData(ctx: AppContext, startupIds: readonly string[]): Promise<number> {
  const viewer = requireViewer(ctx);
  const ids = [...new Set(startupIds)];
  if (ids.length === 0) throw validationError('startupIds: choose at least one startup');
  if (ids.length > MAX_REQUEST_STARTUPS) throw validationError(`startupIds: at most ${MAX_REQUEST_STARTUPS}`);
  if (!ids.every(isUuid)) throw notFoundError('Startup not found');
  const actor = await loadActor(ctx, viewer);
  const now = new Date();
  const timeZone = safeTimeZone(ctx.incubator.timezone);
  const month = monthIndexAt(now, timeZone);
  const outbox: Outbox = { effects: noEffects(), mails: [] };
  const asked = await ctx.data.run(async (tx) => {
    const found = await tx.select({ id: startups.id }).from(startups).where(inArray(startups.id, ids));
    // The rule before the unknown ids: a list naming one unknown id is then a dry run of the rule (nothing is asked).
    for (const { id } of found) if (!mayRequestMetricData(actor, id)) throw forbiddenError('You cannot ask this startup for its metrics');
    if (found.length !== ids.length) throw notFoundError('Startup not found');
    let count = 0;
    for (const startupId of ids) {
      const [existing] = await tx.select().from(pendingDataForms).where(and(eq(pendingDataForms.startupId, startupId), eq(pendingDataForms.periodMonth, monthDate(month)))).limit(1);
      let form: PendingDataForm | null = null;
      if (!existing) {
        form = (await openForm(tx, ctx, startupId, month, monthStartIn(month, timeZone), outbox, viewer.userId))?.form ?? null;
      } else if ((await unfilledPeriodCount(tx, startupId, month)) > 0) {
        const [reopened] = await tx
          .update(pendingDataForms)
          .set({ status: 'PENDING', closedAt: null, closedBy: null, requestedBy: viewer.userId })
          .where(eq(pendingDataForms.id, existing.id))
          .returning();
        form = reopened ?? null;
      }
      if (!form) continue;
      await tx.update(pendingDataForms).set({ announcedAt: now }).where(eq(pendingDataForms.id, form.id));
      await announceForm(tx, ctx, form, outbox);
      count++;
    }
    return count;
  });
  await sendOutbox(ctx, outbox);
  return asked;
}
