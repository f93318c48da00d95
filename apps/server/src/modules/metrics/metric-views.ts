/** How metrics and their categories look in the API (D2 §3.10), and the localized-text helpers of the module. */
import { normalizeLocale, type MetricUnitType, type TrackingRecurrenceType } from '@hatchery/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { metricCategories, metrics, type Metric, type MetricCategory, type StoredMetricRule } from '../../db/schema/index.js';
import type { LocalizedValue } from '../../db/schema/types.js';

export type LocalizedText = LocalizedValue;

export interface MetricCategoryView {
  _id: string;
  name: LocalizedText[];
  position: number;
}

export interface MetricView {
  _id: string;
  key: string | null;
  name: LocalizedText[];
  description: LocalizedText[];
  category: MetricCategoryView | null;
  trackingRecurrence: { amount: number; type: TrackingRecurrenceType };
  unitOfMeasure: { unitType: MetricUnitType; customName: string | null };
  rules: StoredMetricRule[];
  isCore: boolean;
  archived: boolean;
  position: number;
}

/**
 * The text for `language` (exactly, else its base language: `fr-CA` finds `fr`), else English, else the first one;
 * '' when there is none. The web's `localizedText` picks the same way.
 */
export function localized(list: readonly LocalizedText[], language: string | null | undefined): string {
  const filled = (t: LocalizedText) => t.value.trim() !== '';
  const base = normalizeLocale(language);
  const pick =
    (language ? list.find((t) => t.language === language && filled(t)) : undefined) ??
    (base ? list.find((t) => normalizeLocale(t.language) === base && filled(t)) : undefined) ??
    list.find((t) => normalizeLocale(t.language) === 'en' && filled(t)) ??
    list.find(filled);
  return pick?.value ?? '';
}

export function toCategoryView(row: MetricCategory): MetricCategoryView {
  return { _id: row.id, name: row.name, position: row.position };
}

export function toMetricView(row: Metric, categories: ReadonlyMap<string, MetricCategoryView>): MetricView {
  return {
    _id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    category: row.categoryId ? (categories.get(row.categoryId) ?? null) : null,
    trackingRecurrence: { amount: row.recurrenceAmount, type: row.recurrenceType },
    unitOfMeasure: { unitType: row.unitType, customName: row.customUnitName },
    rules: row.rules,
    isCore: row.isCore,
    archived: row.archived,
    position: row.position,
  };
}

/** Metrics (all of the tenant's, or those ids) with their categories, ordered by position; keyed by id. */
export async function loadMetricViews(tx: Tx, ids?: readonly string[]): Promise<Map<string, MetricView>> {
  if (ids && ids.length === 0) return new Map();
  // One statement with the categories joined: this runs on every timeline page that shows submitted data.
  const rows = await tx
    .select({ metric: metrics, category: metricCategories })
    .from(metrics)
    .leftJoin(metricCategories, and(eq(metricCategories.incubatorId, metrics.incubatorId), eq(metricCategories.id, metrics.categoryId)))
    .where(ids ? inArray(metrics.id, [...ids]) : undefined)
    .orderBy(asc(metrics.position), asc(metrics.createdAt));
  const categories = new Map<string, MetricCategoryView>();
  for (const { category } of rows) if (category && !categories.has(category.id)) categories.set(category.id, toCategoryView(category));
  return new Map(rows.map(({ metric }) => [metric.id, toMetricView(metric, categories)]));
}

/** The unit a value is shown with: the custom unit's name, else the unit type. */
export function unitLabel(metric: Pick<MetricView, 'unitOfMeasure'>): string {
  return metric.unitOfMeasure.unitType === 'CUSTOM' && metric.unitOfMeasure.customName ? metric.unitOfMeasure.customName : metric.unitOfMeasure.unitType;
}
