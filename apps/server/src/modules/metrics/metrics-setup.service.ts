/**
 * Metrics set-up (issue 6 item 1): metric definitions (names and descriptions per language, category, the nine unit
 * types with a custom unit name, tracking recurrence, validation rules against a constant, another metric or a sum,
 * with an optional custom label), categories, data collections (which programs or startups report which metrics from
 * which date) and the categorization questionnaire. Every change is written to the activity log in its transaction.
 */
import { formatRule, METRIC_UNIT_TYPES, parseRule, TRACKING_RECURRENCE_TYPES } from '@hatchery/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import {
  categorizationQuestions,
  metricCategories,
  metricCollectionMetrics,
  metricCollections,
  metrics,
  programs,
  startups,
  type StoredMetricRule,
} from '../../db/schema/index.js';
import { notFoundError } from '../../core/errors.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { changedFields, recordActivity } from '../activity/index.js';
import { parseInput } from '../../core/input.js';
import { validationError } from '../../core/errors.js';
import { parseCalendarDate } from './metric-periods.js';
import { loadMetricViews, toCategoryView, type LocalizedText, type MetricCategoryView, type MetricView } from './metric-views.js';

const LANGUAGE = /^[a-z]{2,3}(?:[_-][A-Za-z0-9]{2,8})?$/;
const QUESTION_KEY = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;

const localizedList = (maxLength: number) =>
  z
    .array(z.object({ language: z.string().trim().regex(LANGUAGE, 'Unknown language code'), value: z.string().trim().max(maxLength) }))
    .max(20)
    .transform((list) => list.filter((t) => t.value !== ''))
    .refine((list) => new Set(list.map((t) => t.language)).size === list.length, 'One text per language');

const requiredLocalized = (maxLength: number) => localizedList(maxLength).refine((list) => list.length > 0, 'A name is required');

const metricInputSchema = z
  .object({
    name: requiredLocalized(200),
    description: localizedList(2000).default([]),
    categoryId: z.string().refine(isUuid, 'Unknown category').nullable().default(null),
    trackingRecurrence: z.object({ amount: z.number().int().min(1).max(12), type: z.enum(TRACKING_RECURRENCE_TYPES) }),
    unitOfMeasure: z.object({ unitType: z.enum(METRIC_UNIT_TYPES), customName: z.string().trim().max(60).nullable().default(null) }),
    rules: z.array(z.object({ rule: z.string().trim().min(1).max(2000), label: z.string().trim().max(300).nullable().default(null) })).max(20).default([]),
    isCore: z.boolean().default(false),
    archived: z.boolean().optional(),
  })
  .superRefine((value, issue) => {
    if (value.unitOfMeasure.unitType === 'CUSTOM' && !value.unitOfMeasure.customName) {
      issue.addIssue({ code: 'custom', path: ['unitOfMeasure', 'customName'], message: 'A custom unit needs a name' });
    }
  });

export type MetricInput = z.input<typeof metricInputSchema>;

const collectionInputSchema = z
  .object({
    id: z.string().refine(isUuid, 'Unknown collection').nullable().default(null),
    name: z.string().trim().min(1, 'A name is required').max(200),
    programId: z.string().refine(isUuid, 'Unknown program').nullable().default(null),
    startupId: z.string().refine(isUuid, 'Unknown startup').nullable().default(null),
    startsOn: z.string().trim().refine((v) => parseCalendarDate(v) !== null, 'A date as YYYY-MM-DD'),
    metricIds: z.array(z.string().refine(isUuid, 'Unknown metric')).min(1, 'Choose at least one metric').max(500),
  })
  .refine((v) => (v.programId === null) !== (v.startupId === null), { message: 'Choose a program or a startup', path: ['programId'] });

export type MetricCollectionInput = z.input<typeof collectionInputSchema>;

const questionSetSchema = z
  .array(
    z.object({
      key: z.string().trim().regex(QUESTION_KEY, 'A key of letters, digits and _'),
      label: requiredLocalized(300),
    }),
  )
  .max(100)
  .refine((list) => new Set(list.map((q) => q.key)).size === list.length, 'Each key once');

export interface MetricCollectionView {
  id: string;
  name: string;
  program: { _id: string; name: string } | null;
  startup: { _id: string; name: string } | null;
  startsOn: string;
  metrics: MetricView[];
}

export interface CategorizationQuestionDefinition {
  id: string;
  key: string;
  label: LocalizedText[];
  position: number;
  archived: boolean;
}

// ------------------------------------------------------------------------------------------------------- reads

export async function listMetrics(ctx: AppContext, input: { includeArchived?: boolean | null }): Promise<MetricView[]> {
  requireViewer(ctx);
  const views = await ctx.data.run((tx) => loadMetricViews(tx));
  return [...views.values()].filter((m) => input.includeArchived || !m.archived);
}

export async function listMetricCategories(ctx: AppContext): Promise<MetricCategoryView[]> {
  requireViewer(ctx);
  const rows = await ctx.data.run((tx) => tx.select().from(metricCategories).orderBy(asc(metricCategories.position), asc(metricCategories.createdAt)));
  return rows.map(toCategoryView);
}

export async function listMetricCollections(ctx: AppContext): Promise<MetricCollectionView[]> {
  return ctx.data.run(async (tx) => {
    const rows = await tx
      .select({ collection: metricCollections, programName: programs.name, startupName: startups.name })
      .from(metricCollections)
      .leftJoin(programs, and(eq(programs.incubatorId, metricCollections.incubatorId), eq(programs.id, metricCollections.programId)))
      .leftJoin(startups, and(eq(startups.incubatorId, metricCollections.incubatorId), eq(startups.id, metricCollections.startupId)))
      .orderBy(asc(metricCollections.startsOn), asc(metricCollections.name));
    return collectionViews(tx, rows);
  });
}

async function collectionViews(
  tx: Tx,
  rows: Array<{ collection: typeof metricCollections.$inferSelect; programName: string | null; startupName: string | null }>,
): Promise<MetricCollectionView[]> {
  if (rows.length === 0) return [];
  const links = await tx
    .select({ collectionId: metricCollectionMetrics.collectionId, metricId: metricCollectionMetrics.metricId })
    .from(metricCollectionMetrics)
    .where(inArray(metricCollectionMetrics.collectionId, rows.map((r) => r.collection.id)))
    .orderBy(asc(metricCollectionMetrics.position));
  const views = await loadMetricViews(tx, [...new Set(links.map((l) => l.metricId))]);
  return rows.map(({ collection, programName, startupName }) => ({
    id: collection.id,
    name: collection.name,
    program: collection.programId ? { _id: collection.programId, name: programName ?? '' } : null,
    startup: collection.startupId ? { _id: collection.startupId, name: startupName ?? '' } : null,
    startsOn: collection.startsOn,
    metrics: links.filter((l) => l.collectionId === collection.id).flatMap((l) => views.get(l.metricId) ?? []),
  }));
}

export async function categorizationQuestionSet(ctx: AppContext): Promise<CategorizationQuestionDefinition[]> {
  const rows = await ctx.data.run((tx) => tx.select().from(categorizationQuestions).orderBy(asc(categorizationQuestions.archived), asc(categorizationQuestions.position)));
  return rows.map((r) => ({ id: r.id, key: r.key, label: r.label, position: r.position, archived: r.archived }));
}

// ------------------------------------------------------------------------------------------------------- metrics

/** Checks every rule (GAP-34 syntax; referenced metrics exist in the tenant and are not the metric itself); canonical strings. */
async function checkedRules(tx: Tx, rules: ReadonlyArray<{ rule: string; label: string | null }>, selfId: string | null): Promise<StoredMetricRule[]> {
  const out: StoredMetricRule[] = [];
  const referenced = new Set<string>();
  rules.forEach((r, index) => {
    const parsed = parseRule(r.rule);
    if (!parsed) throw validationError(`rules.${index}.rule: Not a valid rule (lessThan, moreThan, min or max, then ":" and a number, a metric id or ids joined by "+")`);
    const ids = parsed.operand.type === 'metric' ? [parsed.operand.metricId] : parsed.operand.type === 'sum' ? [...parsed.operand.metricIds] : [];
    for (const id of ids) {
      if (!isUuid(id)) throw validationError(`rules.${index}.rule: Unknown metric ${id}`);
      if (id === selfId) throw validationError(`rules.${index}.rule: A rule cannot refer to its own metric`);
      referenced.add(id);
    }
    out.push({ rule: formatRule(parsed), ...(r.label ? { label: r.label } : {}) });
  });
  if (referenced.size > 0) {
    const found = new Set((await tx.select({ id: metrics.id }).from(metrics).where(inArray(metrics.id, [...referenced]))).map((m) => m.id));
    const missing = [...referenced].filter((id) => !found.has(id));
    if (missing.length > 0) throw validationError(`rules: Unknown metric ${missing.join(', ')}`);
  }
  return out;
}

async function checkCategory(tx: Tx, categoryId: string | null): Promise<void> {
  if (!categoryId) return;
  const [found] = await tx.select({ id: metricCategories.id }).from(metricCategories).where(eq(metricCategories.id, categoryId)).limit(1);
  if (!found) throw validationError('categoryId: Unknown category');
}

async function oneMetric(tx: Tx, id: string): Promise<MetricView> {
  const view = (await loadMetricViews(tx, [id])).get(id);
  if (!view) throw notFoundError('Metric not found');
  return view;
}

export async function createMetric(ctx: AppContext, raw: MetricInput): Promise<MetricView> {
  const viewer = requireViewer(ctx);
  const input = parseInput(metricInputSchema, raw);
  return ctx.data.run(async (tx) => {
    await checkCategory(tx, input.categoryId);
    const rules = await checkedRules(tx, input.rules, null);
    const [created] = await tx
      .insert(metrics)
      .values({
        incubatorId: ctx.incubator.id,
        name: input.name,
        description: input.description,
        categoryId: input.categoryId,
        recurrenceAmount: input.trackingRecurrence.amount,
        recurrenceType: input.trackingRecurrence.type,
        unitType: input.unitOfMeasure.unitType,
        customUnitName: input.unitOfMeasure.unitType === 'CUSTOM' ? input.unitOfMeasure.customName : null,
        rules,
        isCore: input.isCore,
        archived: input.archived ?? false,
        position: sql`(select coalesce(max(position), 0) + 1 from metrics)`,
        createdBy: viewer.userId,
      })
      .returning({ id: metrics.id });
    const view = await oneMetric(tx, created!.id);
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'metric.created', entityType: 'metric', entityId: view._id, after: auditOf(view) });
    return view;
  });
}

function auditOf(view: MetricView): Record<string, unknown> {
  return {
    name: view.name,
    description: view.description,
    categoryId: view.category?._id ?? null,
    trackingRecurrence: view.trackingRecurrence,
    unitOfMeasure: view.unitOfMeasure,
    rules: view.rules,
    isCore: view.isCore,
    archived: view.archived,
  };
}

export async function updateMetric(ctx: AppContext, id: string, raw: MetricInput): Promise<MetricView> {
  const viewer = requireViewer(ctx);
  if (!isUuid(id)) throw notFoundError('Metric not found');
  const input = parseInput(metricInputSchema, raw);
  return ctx.data.run(async (tx) => {
    const before = await oneMetric(tx, id);
    await checkCategory(tx, input.categoryId);
    const rules = await checkedRules(tx, input.rules, id);
    await tx
      .update(metrics)
      .set({
        name: input.name,
        description: input.description,
        categoryId: input.categoryId,
        recurrenceAmount: input.trackingRecurrence.amount,
        recurrenceType: input.trackingRecurrence.type,
        unitType: input.unitOfMeasure.unitType,
        customUnitName: input.unitOfMeasure.unitType === 'CUSTOM' ? input.unitOfMeasure.customName : null,
        rules,
        isCore: input.isCore,
        ...(input.archived !== undefined ? { archived: input.archived } : {}),
      })
      .where(eq(metrics.id, id));
    const after = await oneMetric(tx, id);
    const diff = changedFields(auditOf(before), auditOf(after));
    if (Object.keys(diff.after).length > 0) {
      await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'metric.updated', entityType: 'metric', entityId: id, ...diff });
    }
    return after;
  });
}

export async function archiveMetric(ctx: AppContext, id: string): Promise<MetricView> {
  const viewer = requireViewer(ctx);
  if (!isUuid(id)) throw notFoundError('Metric not found');
  return ctx.data.run(async (tx) => {
    const before = await oneMetric(tx, id);
    if (before.archived) return before;
    await tx.update(metrics).set({ archived: true }).where(eq(metrics.id, id));
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'metric.archived', entityType: 'metric', entityId: id, before: { archived: false }, after: { archived: true } });
    return oneMetric(tx, id);
  });
}

export async function createMetricCategory(ctx: AppContext, rawName: unknown): Promise<MetricCategoryView> {
  const viewer = requireViewer(ctx);
  const name = parseInput(requiredLocalized(200), rawName);
  return ctx.data.run(async (tx) => {
    const [created] = await tx
      .insert(metricCategories)
      .values({ incubatorId: ctx.incubator.id, name, position: sql`(select coalesce(max(position), 0) + 1 from metric_categories)` })
      .returning();
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'metricCategory.created', entityType: 'metricCategory', entityId: created!.id, after: { name } });
    return toCategoryView(created!);
  });
}

// ------------------------------------------------------------------------------------------------------- collections

export async function setMetricCollection(ctx: AppContext, raw: MetricCollectionInput): Promise<MetricCollectionView> {
  const viewer = requireViewer(ctx);
  const input = parseInput(collectionInputSchema, raw);
  return ctx.data.run(async (tx) => {
    if (input.programId) {
      const [found] = await tx.select({ id: programs.id }).from(programs).where(eq(programs.id, input.programId)).limit(1);
      if (!found) throw validationError('programId: Unknown program');
    }
    if (input.startupId) {
      const [found] = await tx.select({ id: startups.id }).from(startups).where(eq(startups.id, input.startupId)).limit(1);
      if (!found) throw validationError('startupId: Unknown startup');
    }
    const metricIds = [...new Set(input.metricIds)];
    const known = await tx.select({ id: metrics.id }).from(metrics).where(inArray(metrics.id, metricIds));
    if (known.length !== metricIds.length) throw validationError('metricIds: Unknown metric');
    const values = { name: input.name, programId: input.programId, startupId: input.startupId, startsOn: input.startsOn };
    let id = input.id;
    let before: Record<string, unknown> | null = null;
    if (id) {
      const [existing] = await tx.select().from(metricCollections).where(eq(metricCollections.id, id)).limit(1);
      if (!existing) throw notFoundError('Collection not found');
      const oldMetrics = await tx.select({ id: metricCollectionMetrics.metricId }).from(metricCollectionMetrics).where(eq(metricCollectionMetrics.collectionId, id));
      before = { name: existing.name, programId: existing.programId, startupId: existing.startupId, startsOn: existing.startsOn, metricIds: oldMetrics.map((m) => m.id) };
      await tx.update(metricCollections).set(values).where(eq(metricCollections.id, id));
      await tx.delete(metricCollectionMetrics).where(eq(metricCollectionMetrics.collectionId, id));
    } else {
      const [created] = await tx.insert(metricCollections).values({ incubatorId: ctx.incubator.id, ...values }).returning({ id: metricCollections.id });
      id = created!.id;
    }
    await tx.insert(metricCollectionMetrics).values(metricIds.map((metricId, position) => ({ incubatorId: ctx.incubator.id, collectionId: id!, metricId, position })));
    await recordActivity(tx, ctx.incubator.id, viewer.userId, {
      action: before ? 'metricCollection.updated' : 'metricCollection.created',
      entityType: 'metricCollection',
      entityId: id,
      before,
      after: { ...values, metricIds },
    });
    const rows = await tx
      .select({ collection: metricCollections, programName: programs.name, startupName: startups.name })
      .from(metricCollections)
      .leftJoin(programs, and(eq(programs.incubatorId, metricCollections.incubatorId), eq(programs.id, metricCollections.programId)))
      .leftJoin(startups, and(eq(startups.incubatorId, metricCollections.incubatorId), eq(startups.id, metricCollections.startupId)))
      .where(eq(metricCollections.id, id));
    return (await collectionViews(tx, rows))[0]!;
  });
}

export async function deleteMetricCollection(ctx: AppContext, id: string): Promise<boolean> {
  const viewer = requireViewer(ctx);
  if (!isUuid(id)) throw notFoundError('Collection not found');
  return ctx.data.run(async (tx) => {
    const [deleted] = await tx.delete(metricCollections).where(eq(metricCollections.id, id)).returning();
    if (!deleted) throw notFoundError('Collection not found');
    await recordActivity(tx, ctx.incubator.id, viewer.userId, {
      action: 'metricCollection.deleted',
      entityType: 'metricCollection',
      entityId: id,
      before: { name: deleted.name, programId: deleted.programId, startupId: deleted.startupId, startsOn: deleted.startsOn },
    });
    return true;
  });
}

// ------------------------------------------------------------------------------------------------------- questionnaire

/**
 * Replaces the questionnaire: the listed questions in that order (a known key keeps its answers), every other one
 * archived (never deleted, so past answers keep their meaning).
 */
export async function updateCategorizationQuestionSet(ctx: AppContext, raw: unknown): Promise<CategorizationQuestionDefinition[]> {
  const viewer = requireViewer(ctx);
  const questions = parseInput(questionSetSchema, raw);
  await ctx.data.run(async (tx) => {
    const before = await tx.select().from(categorizationQuestions);
    const keys = questions.map((q) => q.key);
    await tx
      .update(categorizationQuestions)
      .set({ archived: true })
      .where(keys.length ? sql`${categorizationQuestions.key} not in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})` : undefined);
    for (const [position, q] of questions.entries()) {
      await tx
        .insert(categorizationQuestions)
        .values({ incubatorId: ctx.incubator.id, key: q.key, label: q.label, position, archived: false })
        .onConflictDoUpdate({ target: [categorizationQuestions.incubatorId, categorizationQuestions.key], set: { label: q.label, position, archived: false, updatedAt: sql`now()` } });
    }
    await recordActivity(tx, ctx.incubator.id, viewer.userId, {
      action: 'categorizationQuestions.updated',
      entityType: 'categorizationQuestions',
      before: { questions: before.filter((q) => !q.archived).sort((a, b) => a.position - b.position).map((q) => ({ key: q.key, label: q.label })) },
      after: { questions },
    });
  });
  return categorizationQuestionSet(ctx);
}
