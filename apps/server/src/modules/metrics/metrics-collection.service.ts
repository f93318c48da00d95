/**
 * The metrics prompt's reads and the categorization step (D2 §2.1, §4.1, §7.1–7.2; MET-02, MET-13, MET-18, MET-19):
 * a startup's pending data form, the categorization questions and their save (answers or skip), and the periods of a
 * form. The pending form's type is decided when it is read: CATEGORIZATION while the startup was never categorized
 * (or its answers are older than a year: "Anything Changed?"), else METRICS. A skip ("Delay the beginning of your
 * monthly data reporting?") closes this month's form.
 */
import { safeTimeZone } from '@hatchery/domain';
import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { categorizationQuestions, pendingDataForms, startupCategorizations, startups, users, type PendingDataForm } from '../../db/schema/index.js';
import { notFoundError } from '../../core/errors.js';
import type { AppContext } from '../../http/context.js';
import { validationError } from '../../core/errors.js';
import { completeMetricsTask } from '../tasks/index.js';
import { flushTaskEffects, noEffects } from '../tasks/index.js';
import { metricsTimeline } from './timeline-port.js';
import { formPeriods, type MetricPeriodView } from './metric-data.js';
import { monthIndexAt } from './metric-periods.js';
import { localized } from './metric-views.js';
import { requireMetricsEditor, type StartupRef } from './metrics-access.js';

export const CATEGORIZATION_REVIEW_MONTHS = 12;

export type PendingFormType = 'CATEGORIZATION' | 'METRICS';

export interface PendingDataFormView {
  id: string;
  type: PendingFormType;
  date: Date;
}

/** The startup as the one `Startup` type is handed it (D-114): id, name and the categorisation state just read. */
export interface CategorizationStartup {
  _id: string;
  name: string;
  initialCategorizationComplete: boolean;
}

export interface StartupPendingData {
  startup: CategorizationStartup;
  pendingDataForm: PendingDataFormView | null;
}

export interface CategorizationView {
  id: string;
  startup: string;
  questions: Array<{ key: string; label: string; value: boolean | null }>;
}

/** The form's type for the startup as it is now. */
export async function pendingFormType(tx: Tx, startup: Pick<StartupRef, 'id' | 'initialCategorizationComplete'>, now: Date): Promise<PendingFormType> {
  const [questions] = await tx.select({ n: count() }).from(categorizationQuestions).where(eq(categorizationQuestions.archived, false));
  if (Number(questions?.n ?? 0) === 0) return 'METRICS';
  if (!startup.initialCategorizationComplete) return 'CATEGORIZATION';
  const [answers] = await tx.select({ updatedAt: startupCategorizations.updatedAt }).from(startupCategorizations).where(eq(startupCategorizations.startupId, startup.id)).limit(1);
  if (!answers) return 'METRICS';
  const review = new Date(now);
  review.setUTCMonth(review.getUTCMonth() - CATEGORIZATION_REVIEW_MONTHS);
  return answers.updatedAt.getTime() < review.getTime() ? 'CATEGORIZATION' : 'METRICS';
}

/** The startup's current form: the newest PENDING one that is due. */
export async function currentPendingForm(tx: Tx, startupId: string, now: Date): Promise<PendingDataForm | null> {
  const [form] = await tx
    .select()
    .from(pendingDataForms)
    .where(and(eq(pendingDataForms.startupId, startupId), eq(pendingDataForms.status, 'PENDING'), lte(pendingDataForms.dueAt, now)))
    .orderBy(desc(pendingDataForms.periodMonth))
    .limit(1);
  return form ?? null;
}

/** MET-02: startup (_id, initialCategorizationComplete) and its pending form (id, type, date) or null. */
export async function startupPendingData(ctx: AppContext, startupId: string): Promise<StartupPendingData> {
  const { startup } = await requireMetricsEditor(ctx, startupId);
  const now = new Date();
  return ctx.data.run(async (tx) => {
    const form = await currentPendingForm(tx, startup.id, now);
    return {
      startup: { _id: startup.id, name: startup.name, initialCategorizationComplete: startup.initialCategorizationComplete },
      pendingDataForm: form ? { id: form.id, type: await pendingFormType(tx, startup, now), date: form.dueAt } : null,
    };
  });
}

/** A categorization id is a pending form's id, or a startup's id (staff editing the answers outside the prompt). */
async function resolveCategorization(ctx: AppContext, categorizationId: string): Promise<{ form: PendingDataForm | null; startupId: string }> {
  if (!isUuid(categorizationId)) throw notFoundError('Categorization not found');
  const found = await ctx.data.run(async (tx) => {
    const [form] = await tx.select().from(pendingDataForms).where(eq(pendingDataForms.id, categorizationId)).limit(1);
    if (form) return { form, startupId: form.startupId };
    const [startup] = await tx.select({ id: startups.id }).from(startups).where(eq(startups.id, categorizationId)).limit(1);
    return startup ? { form: null, startupId: startup.id } : null;
  });
  if (!found) throw notFoundError('Categorization not found');
  return found;
}

async function viewerLanguage(tx: Tx, userId: string, fallback: string): Promise<string> {
  const [row] = await tx.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.language ?? fallback;
}

/** MET-13: the startup id and the questions (key, label in the viewer's language, current value or null). */
export async function categorizationQuestionsFor(ctx: AppContext, categorizationId: string): Promise<CategorizationView> {
  const { startupId } = await resolveCategorization(ctx, categorizationId);
  const { viewer } = await requireMetricsEditor(ctx, startupId);
  return ctx.data.run(async (tx) => {
    const language = await viewerLanguage(tx, viewer.userId, ctx.incubator.defaultLanguage);
    const questions = await tx.select().from(categorizationQuestions).where(eq(categorizationQuestions.archived, false)).orderBy(categorizationQuestions.position);
    const [answers] = await tx.select({ answers: startupCategorizations.answers }).from(startupCategorizations).where(eq(startupCategorizations.startupId, startupId)).limit(1);
    return {
      id: categorizationId,
      startup: startupId,
      questions: questions.map((q) => ({ key: q.key, label: localized(q.label, language), value: answers?.answers[q.key] ?? null })),
    };
  });
}

export interface CategorizationSaveInput {
  categorizationId: string;
  answers?: ReadonlyArray<{ key: string; value: boolean | null }> | null;
  skip: boolean;
}

/**
 * MET-15, MET-18: answers (every current question answered yes or no) set initialCategorizationComplete and write a
 * categorization-update item; skip closes the pending form for this month (its metrics task completes) and writes a
 * categorization-skip item. Answers are ignored when skipping.
 */
export async function updateStartupCategorization(
  ctx: AppContext,
  input: CategorizationSaveInput,
): Promise<{ id: string; startup: CategorizationStartup }> {
  const { form, startupId } = await resolveCategorization(ctx, input.categorizationId);
  const { viewer, startup } = await requireMetricsEditor(ctx, startupId);
  const effects = noEffects();
  const complete = await ctx.data.run(async (tx) => {
    if (input.skip) {
      if (!form || form.status !== 'PENDING') throw validationError('There is no pending data form to skip');
      await tx
        .update(pendingDataForms)
        .set({ status: 'SKIPPED', closedAt: sql`now()`, closedBy: viewer.userId })
        .where(and(eq(pendingDataForms.id, form.id), eq(pendingDataForms.status, 'PENDING')));
      await completeMetricsTask(tx, form.id, effects);
      await metricsTimeline().insertTimelineItem(tx, ctx.incubator.id, {
        startupId,
        kind: 'CATEGORIZATION_SKIP',
        createdBy: viewer.userId,
        dueDate: form.dueAt,
        message: 'Delayed the beginning of the monthly data reporting',
        sourceKey: `categorizationSkip:${form.id}`,
      });
      return startup.initialCategorizationComplete;
    }
    const questions = await tx.select().from(categorizationQuestions).where(eq(categorizationQuestions.archived, false)).orderBy(categorizationQuestions.position);
    const given = new Map<string, boolean | null>();
    for (const answer of input.answers ?? []) {
      if (!questions.some((q) => q.key === answer.key)) throw validationError(`answers: Unknown question ${answer.key.slice(0, 60)}`);
      given.set(answer.key, answer.value);
    }
    const unanswered = questions.filter((q) => typeof given.get(q.key) !== 'boolean');
    if (unanswered.length > 0) throw validationError('Every question needs a yes or no answer');
    const answers = Object.fromEntries(questions.map((q) => [q.key, given.get(q.key) as boolean]));
    const [previous] = await tx.select({ answers: startupCategorizations.answers }).from(startupCategorizations).where(eq(startupCategorizations.startupId, startupId)).limit(1);
    await tx
      .insert(startupCategorizations)
      .values({ incubatorId: ctx.incubator.id, startupId, answers, updatedBy: viewer.userId })
      .onConflictDoUpdate({ target: [startupCategorizations.incubatorId, startupCategorizations.startupId], set: { answers, updatedBy: viewer.userId, updatedAt: sql`now()` } });
    await tx.update(startups).set({ initialCategorizationComplete: true }).where(eq(startups.id, startupId));
    const language = ctx.incubator.defaultLanguage;
    const changes = questions
      .filter((q) => previous?.answers[q.key] !== answers[q.key])
      .map((q) => ({ key: q.key, label: localized(q.label, language), before: previous?.answers[q.key] ?? null, after: answers[q.key] ?? null }));
    const message = !previous
      ? `Categorized ${startup.name}: ${changes.map((c) => `${c.label} ${c.after ? 'yes' : 'no'}`).join('; ')}`
      : changes.length > 0
        ? `Updated the categorization: ${changes.map((c) => `${c.label} ${c.after ? 'yes' : 'no'}`).join('; ')}`
        : 'Confirmed the categorization: nothing changed';
    await metricsTimeline().insertTimelineItem(tx, ctx.incubator.id, {
      startupId,
      kind: 'CATEGORIZATION_UPDATE',
      createdBy: viewer.userId,
      dueDate: form?.dueAt ?? null,
      message,
      payload: { answers, changes },
    });
    return true;
  });
  await flushTaskEffects(ctx, effects);
  return { id: input.categorizationId, startup: { _id: startupId, name: startup.name, initialCategorizationComplete: complete } };
}

/** MET-19: the periods a form dated `date` asks for (unfilled ones; every one with includeFilledInData). */
export async function metricPeriods(ctx: AppContext, input: { startupId: string; date: Date; includeFilledInData?: boolean | null }): Promise<MetricPeriodView[]> {
  const { startup } = await requireMetricsEditor(ctx, input.startupId);
  if (Number.isNaN(input.date.getTime())) throw validationError('The date received for this data update is invalid');
  const timeZone = safeTimeZone(ctx.incubator.timezone);
  const formMonth = monthIndexAt(input.date, timeZone);
  return ctx.data.run((tx) => formPeriods(tx, startup.id, formMonth, { includeFilled: input.includeFilledInData ?? false, timeZone }));
}

