/**
 * Metrics (issue 6; D2 §3.10, §4.1): the tenant's metric set-up (categories, metrics with recurrence, unit and rules),
 * which programs or startups report which metrics from which date (collections), the categorization questionnaire and
 * each startup's answers, the monthly pending data forms, the submitted values, and metric report exports.
 * All tenant-owned (forced RLS in drizzle/0010_metrics_timeline_rls.sql).
 */
import type { MetricUnitType, TrackingRecurrenceType } from '@hatchery/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId, updatedAt } from './columns.js';
import { users } from './people.js';
import { files } from './settings.js';
import { programs, startups } from './startups.js';
import type { LocalizedValue } from './types.js';

/** A rule as stored on a metric: the rule string of GAP-34 (`min:0`, `max:<id>+<id>`) and an optional custom label. */
export interface StoredMetricRule {
  rule: string;
  label?: string | null;
}

export type PendingFormStatus = 'PENDING' | 'SUBMITTED' | 'SKIPPED' | 'SUPERSEDED';
export type ExportJobState = 'queued' | 'in progress' | 'completed' | 'failed' | 'error';

/** Groups of metrics (Finance, Team…), named per language. */
export const metricCategories = pgTable(
  'metric_categories',
  {
    id: id(),
    incubatorId: incubatorId(),
    /** Natural key of seeded categories; null for categories made in the app. */
    key: text('key'),
    name: jsonb('name').$type<LocalizedValue[]>().notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('metric_categories_incubator_id_id_uq').on(t.incubatorId, t.id),
    uniqueIndex('metric_categories_incubator_key_uq').on(t.incubatorId, t.key).where(sql`${t.key} is not null`),
  ],
);

/** A metric definition (D2 §3.10): names and descriptions per language, category, recurrence, unit and rules. */
export const metrics = pgTable(
  'metrics',
  {
    id: id(),
    incubatorId: incubatorId(),
    /** Natural key of the core set (seeded); null for metrics made in the app. */
    key: text('key'),
    name: jsonb('name').$type<LocalizedValue[]>().notNull(),
    description: jsonb('description').$type<LocalizedValue[]>().notNull().default(sql`'[]'::jsonb`),
    categoryId: uuid('category_id'),
    recurrenceAmount: integer('recurrence_amount').notNull().default(1),
    recurrenceType: text('recurrence_type').$type<TrackingRecurrenceType>().notNull().default('MONTH'),
    unitType: text('unit_type').$type<MetricUnitType>().notNull(),
    customUnitName: text('custom_unit_name'),
    rules: jsonb('rules').$type<StoredMetricRule[]>().notNull().default(sql`'[]'::jsonb`),
    isCore: boolean('is_core').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('metrics_incubator_id_id_uq').on(t.incubatorId, t.id),
    uniqueIndex('metrics_incubator_key_uq').on(t.incubatorId, t.key).where(sql`${t.key} is not null`),
    index('metrics_incubator_position_idx').on(t.incubatorId, t.archived, t.position),
    check('metrics_unit_type_ck', sql`${t.unitType} in ('PERCENTAGE', 'MONETARY', 'EMPLOYEE', 'CUSTOMER', 'USER', 'SUBSCRIBER', 'DATE', 'MONTHS', 'CUSTOM')`),
    check('metrics_recurrence_type_ck', sql`${t.recurrenceType} in ('MONTH', 'QUARTER', 'YEAR')`),
    check('metrics_recurrence_amount_ck', sql`${t.recurrenceAmount} between 1 and 12`),
    foreignKey({ name: 'metrics_category_fk', columns: [t.incubatorId, t.categoryId], foreignColumns: [metricCategories.incubatorId, metricCategories.id] }),
    foreignKey({ name: 'metrics_created_by_fk', columns: [t.incubatorId, t.createdBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
  ],
);

/** Data collection: a program's startups, or one startup, report these metrics from `starts_on`. */
export const metricCollections = pgTable(
  'metric_collections',
  {
    id: id(),
    incubatorId: incubatorId(),
    name: text('name').notNull(),
    programId: uuid('program_id'),
    startupId: uuid('startup_id'),
    startsOn: date('starts_on').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('metric_collections_incubator_id_id_uq').on(t.incubatorId, t.id),
    index('metric_collections_incubator_program_idx').on(t.incubatorId, t.programId),
    index('metric_collections_incubator_startup_idx').on(t.incubatorId, t.startupId),
    check('metric_collections_target_ck', sql`(${t.programId} is null) <> (${t.startupId} is null)`),
    foreignKey({ name: 'metric_collections_program_fk', columns: [t.incubatorId, t.programId], foreignColumns: [programs.incubatorId, programs.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'metric_collections_startup_fk', columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** The metrics a collection asks for. */
export const metricCollectionMetrics = pgTable(
  'metric_collection_metrics',
  {
    id: id(),
    incubatorId: incubatorId(),
    collectionId: uuid('collection_id').notNull(),
    metricId: uuid('metric_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('metric_collection_metrics_uq').on(t.incubatorId, t.collectionId, t.metricId),
    index('metric_collection_metrics_metric_idx').on(t.incubatorId, t.metricId),
    foreignKey({
      name: 'metric_collection_metrics_collection_fk',
      columns: [t.incubatorId, t.collectionId],
      foreignColumns: [metricCollections.incubatorId, metricCollections.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'metric_collection_metrics_metric_fk', columns: [t.incubatorId, t.metricId], foreignColumns: [metrics.incubatorId, metrics.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** The categorization questionnaire (yes/no questions with a key and a label per language). */
export const categorizationQuestions = pgTable(
  'categorization_questions',
  {
    id: id(),
    incubatorId: incubatorId(),
    key: text('key').notNull(),
    label: jsonb('label').$type<LocalizedValue[]>().notNull(),
    position: integer('position').notNull().default(0),
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('categorization_questions_incubator_key_uq').on(t.incubatorId, t.key)],
);

/** A startup's current categorization answers (key → yes/no/null). History is on the timeline. */
export const startupCategorizations = pgTable(
  'startup_categorizations',
  {
    id: id(),
    incubatorId: incubatorId(),
    startupId: uuid('startup_id').notNull(),
    answers: jsonb('answers').$type<Record<string, boolean | null>>().notNull().default(sql`'{}'::jsonb`),
    updatedBy: uuid('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('startup_categorizations_startup_uq').on(t.incubatorId, t.startupId),
    foreignKey({ name: 'startup_categorizations_startup_fk', columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'startup_categorizations_user_fk', columns: [t.incubatorId, t.updatedBy], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

/**
 * The pending data form of one startup for one month (D2 §3.10): at most one per (startup, month) — the unique index
 * is what makes the collection cycle idempotent across restarts and API nodes (insert … on conflict do nothing).
 * `announced_at` is claimed with `update … where announced_at is null` so the due-date task, notification and e-mail
 * go out once.
 */
export const pendingDataForms = pgTable(
  'pending_data_forms',
  {
    id: id(),
    incubatorId: incubatorId(),
    startupId: uuid('startup_id').notNull(),
    /** First day of the form's month (the form asks for the periods that ended before it). */
    periodMonth: date('period_month').notNull(),
    /** First instant of that month in the incubator's time zone. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status').$type<PendingFormStatus>().notNull().default('PENDING'),
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    /** Staff who asked for the data by hand (requestMetricData); null for the monthly cycle. */
    requestedBy: uuid('requested_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('pending_data_forms_incubator_id_id_uq').on(t.incubatorId, t.id),
    unique('pending_data_forms_startup_month_uq').on(t.incubatorId, t.startupId, t.periodMonth),
    index('pending_data_forms_incubator_status_due_idx').on(t.incubatorId, t.status, t.dueAt),
    check('pending_data_forms_status_ck', sql`${t.status} in ('PENDING', 'SUBMITTED', 'SKIPPED', 'SUPERSEDED')`),
    foreignKey({ name: 'pending_data_forms_startup_fk', columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'pending_data_forms_requested_by_fk', columns: [t.incubatorId, t.requestedBy], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'pending_data_forms_closed_by_fk', columns: [t.incubatorId, t.closedBy], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** One submitted value: a startup's metric for one period (period_start…period_end, calendar days). */
export const metricValues = pgTable(
  'metric_values',
  {
    id: id(),
    incubatorId: incubatorId(),
    startupId: uuid('startup_id').notNull(),
    metricId: uuid('metric_id').notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    /** As entered, canonical (digits; DATE: Unix seconds of local midnight). */
    value: text('value').notNull(),
    /** For charts and comparisons; null for DATE values. */
    numericValue: doublePrecision('numeric_value'),
    dateValue: timestamp('date_value', { withTimezone: true }),
    submittedBy: uuid('submitted_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('metric_values_startup_metric_period_uq').on(t.incubatorId, t.startupId, t.metricId, t.periodStart),
    index('metric_values_incubator_metric_period_idx').on(t.incubatorId, t.metricId, t.periodStart),
    foreignKey({ name: 'metric_values_startup_fk', columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete('cascade'),
    foreignKey({ name: 'metric_values_metric_fk', columns: [t.incubatorId, t.metricId], foreignColumns: [metrics.incubatorId, metrics.id] }).onDelete('cascade'),
    foreignKey({ name: 'metric_values_submitted_by_fk', columns: [t.incubatorId, t.submittedBy], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** A metric report export run in the background (D2 §9 export job states). The file is a row of `files`. */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: id(),
    incubatorId: incubatorId(),
    requestedBy: uuid('requested_by').notNull(),
    /** D2 §9 export types; this issue writes `metrics`. */
    exportType: text('export_type').notNull().default('metrics'),
    format: text('format').$type<'csv' | 'xlsx'>().notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    state: text('state').$type<ExportJobState>().notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    /** files.id of the result (the files table has no (incubator_id, id) key: a plain reference, checked in the service). */
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    fileName: text('file_name'),
    rowCount: integer('row_count'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('export_jobs_incubator_requested_by_idx').on(t.incubatorId, t.requestedBy, t.createdAt),
    check('export_jobs_format_ck', sql`${t.format} in ('csv', 'xlsx')`),
    check('export_jobs_state_ck', sql`${t.state} in ('queued', 'in progress', 'completed', 'failed', 'error')`),
    foreignKey({ name: 'export_jobs_requested_by_fk', columns: [t.incubatorId, t.requestedBy], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

export type MetricCategory = typeof metricCategories.$inferSelect;
export type Metric = typeof metrics.$inferSelect;
export type MetricCollection = typeof metricCollections.$inferSelect;
export type CategorizationQuestion = typeof categorizationQuestions.$inferSelect;
export type PendingDataForm = typeof pendingDataForms.$inferSelect;
export type MetricValue = typeof metricValues.$inferSelect;
export type ExportJob = typeof exportJobs.$inferSelect;
