/**
 * Portfolio tables of issue 14: program admins and membership history, industries and tags on startups and users,
 * milestone templates and per-startup milestone plans, saved views, and server-side bulk jobs with their items.
 * All tenant-owned (forced RLS in drizzle/0014_portfolio_rls.sql); references use composite (incubator_id, id) keys.
 */
import type { BatchAction, BatchItemStatus, BatchJobStatus, BatchOperationKind, ProgramMembershipAction, SavedViewScope, TagKind } from '@hatchery/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, jsonb, numeric, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId, updatedAt } from './columns.js';
import { users } from './people.js';
import { industries } from './settings.js';
import { programs, startups } from './startups.js';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** Program admins: the users who run a program; a Sub-Admin's ASSIGNED scope covers their programs' startups. */
export const programAdmins = pgTable(
  'program_admins',
  {
    id: id(),
    incubatorId: incubatorId(),
    programId: uuid('program_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('program_admins_program_user_uq').on(t.incubatorId, t.programId, t.userId),
    index('program_admins_incubator_user_idx').on(t.incubatorId, t.userId),
    foreignKey({ name: 'program_admins_program_fk', columns: [t.incubatorId, t.programId], foreignColumns: [programs.incubatorId, programs.id] }).onDelete('cascade'),
    foreignKey({ name: 'program_admins_user_fk', columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
  ],
);

/** The history of program membership: one row per join or leave (startup_programs holds the current state). */
export const programMembershipEvents = pgTable(
  'program_membership_events',
  {
    id: id(),
    incubatorId: incubatorId(),
    startupId: uuid('startup_id').notNull(),
    programId: uuid('program_id').notNull(),
    action: text('action').$type<ProgramMembershipAction>().notNull(),
    actorId: uuid('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('program_membership_events_startup_idx').on(t.incubatorId, t.startupId, t.createdAt),
    index('program_membership_events_program_idx').on(t.incubatorId, t.programId, t.createdAt),
    check('program_membership_events_action_ck', sql`${t.action} in ('joined', 'left')`),
    foreignKey({ name: 'program_membership_events_startup_fk', columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete('cascade'),
    foreignKey({ name: 'program_membership_events_program_fk', columns: [t.incubatorId, t.programId], foreignColumns: [programs.incubatorId, programs.id] }).onDelete('cascade'),
    foreignKey({ name: 'program_membership_events_actor_fk', columns: [t.incubatorId, t.actorId], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);

/** Industries of a startup (the tenant's list, /admin/configuration/industries). */
export const startupIndustries = pgTable(
  'startup_industries',
  {
    id: id(),
    incubatorId: incubatorId(),
    startupId: uuid('startup_id').notNull(),
    industryId: uuid('industry_id').notNull(),
  },
  (t) => [
    unique('startup_industries_startup_industry_uq').on(t.incubatorId, t.startupId, t.industryId),
    index('startup_industries_industry_idx').on(t.incubatorId, t.industryId),
    foreignKey({ name: 'startup_industries_startup_fk', columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete('cascade'),
    foreignKey({ name: 'startup_industries_industry_fk', columns: [t.incubatorId, t.industryId], foreignColumns: [industries.incubatorId, industries.id] }).onDelete('cascade'),
  ],
);

/** Industries a mentor or expert covers (the mentor directory). */
export const userIndustries = pgTable(
  'user_industries',
  {
    id: id(),
    incubatorId: incubatorId(),
    userId: uuid('user_id').notNull(),
    industryId: uuid('industry_id').notNull(),
  },
  (t) => [
    unique('user_industries_user_industry_uq').on(t.incubatorId, t.userId, t.industryId),
    index('user_industries_industry_idx').on(t.incubatorId, t.industryId),
    foreignKey({ name: 'user_industries_user_fk', columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    foreignKey({ name: 'user_industries_industry_fk', columns: [t.incubatorId, t.industryId], foreignColumns: [industries.incubatorId, industries.id] }).onDelete('cascade'),
  ],
);

/** Tags of the ten kinds of /taxonomy/tags/*; a name is unique per kind, ignoring case. */
export const tags = pgTable(
  'tags',
  {
    id: id(),
    incubatorId: incubatorId(),
    kind: text('kind').$type<TagKind>().notNull(),
    name: text('name').notNull(),
    /** A Mantine colour name or #rrggbb; null shows the neutral colour. */
    color: text('color'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('tags_incubator_id_id_uq').on(t.incubatorId, t.id),
    uniqueIndex('tags_incubator_kind_name_uq').on(t.incubatorId, t.kind, sql`lower(${t.name})`),
    check('tags_kind_ck', sql`${t.kind} in (${inList(['user', 'event', 'forms', 'mentortag', 'startup', 'community', 'application', 'other', 'skills', 'topic'])})`),
  ],
);

export const startupTags = pgTable(
  'startup_tags',
  {
    id: id(),
    incubatorId: incubatorId(),
    startupId: uuid('startup_id').notNull(),
    tagId: uuid('tag_id').notNull(),
  },
  (t) => [
    unique('startup_tags_startup_tag_uq').on(t.incubatorId, t.startupId, t.tagId),
    index('startup_tags_tag_idx').on(t.incubatorId, t.tagId),
    foreignKey({ name: 'startup_tags_startup_fk', columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete('cascade'),
    foreignKey({ name: 'startup_tags_tag_fk', columns: [t.incubatorId, t.tagId], foreignColumns: [tags.incubatorId, tags.id] }).onDelete('cascade'),
  ],
);

export const userTags = pgTable(
  'user_tags',
  {
    id: id(),
    incubatorId: incubatorId(),
    userId: uuid('user_id').notNull(),
    tagId: uuid('tag_id').notNull(),
  },
  (t) => [
    unique('user_tags_user_tag_uq').on(t.incubatorId, t.userId, t.tagId),
    index('user_tags_tag_idx').on(t.incubatorId, t.tagId),
    foreignKey({ name: 'user_tags_user_fk', columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    foreignKey({ name: 'user_tags_tag_fk', columns: [t.incubatorId, t.tagId], foreignColumns: [tags.incubatorId, tags.id] }).onDelete('cascade'),
  ],
);

/** Milestone templates (/startups/programs or setup): a milestone, or a sub-milestone when parentId is set. */
export const milestoneTemplates = pgTable(
  'milestone_templates',
  {
    id: id(),
    incubatorId: incubatorId(),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    goal: text('goal'),
    unit: text('unit'),
    target: numeric('target', { mode: 'number' }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('milestone_templates_incubator_id_id_uq').on(t.incubatorId, t.id),
    index('milestone_templates_parent_idx').on(t.incubatorId, t.parentId, t.position),
    foreignKey({ name: 'milestone_templates_parent_fk', columns: [t.incubatorId, t.parentId], foreignColumns: [t.incubatorId, t.id] }).onDelete('cascade'),
  ],
);

/** A startup's milestone plan: milestones copied from templates or written for it, with progress and a flag. */
export const startupMilestones = pgTable(
  'startup_milestones',
  {
    id: id(),
    incubatorId: incubatorId(),
    startupId: uuid('startup_id').notNull(),
    parentId: uuid('parent_id'),
    templateId: uuid('template_id'),
    name: text('name').notNull(),
    goal: text('goal'),
    unit: text('unit'),
    target: numeric('target', { mode: 'number' }),
    progress: numeric('progress', { mode: 'number' }).notNull().default(0),
    dueOn: date('due_on'),
    flagged: boolean('flagged').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('startup_milestones_incubator_id_id_uq').on(t.incubatorId, t.id),
    index('startup_milestones_startup_idx').on(t.incubatorId, t.startupId, t.position),
    foreignKey({ name: 'startup_milestones_startup_fk', columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete('cascade'),
    foreignKey({ name: 'startup_milestones_parent_fk', columns: [t.incubatorId, t.parentId], foreignColumns: [t.incubatorId, t.id] }).onDelete('cascade'),
    foreignKey({ name: 'startup_milestones_template_fk', columns: [t.incubatorId, t.templateId], foreignColumns: [milestoneTemplates.incubatorId, milestoneTemplates.id] }).onDelete('set null'),
  ],
);

/** A user's saved list view (filters, sort, columns): the portfolio's (savedViewsStartups), the applications overview's (savedViewsApplications). */
export const savedViews = pgTable(
  'saved_views',
  {
    id: id(),
    incubatorId: incubatorId(),
    userId: uuid('user_id').notNull(),
    scope: text('scope').$type<SavedViewScope>().notNull(),
    name: text('name').notNull(),
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('saved_views_user_scope_name_uq').on(t.incubatorId, t.userId, t.scope, sql`lower(${t.name})`),
    check('saved_views_scope_ck', sql`${t.scope} in ('startups', 'applications')`),
    foreignKey({ name: 'saved_views_user_fk', columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
  ],
);

/** A bulk job (D1 §4 panels): its items are claimed one at a time so a restart resumes without repeating one. */
export const batchJobs = pgTable(
  'batch_jobs',
  {
    id: id(),
    incubatorId: incubatorId(),
    target: text('target').$type<BatchOperationKind>().notNull(),
    action: text('action').$type<BatchAction>().notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<BatchJobStatus>().notNull().default('running'),
    total: integer('total').notNull(),
    /** Why validation failed (status failed; a BatchValidationReason, translated as batch.reasons.*). */
    reason: text('reason'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    unique('batch_jobs_incubator_id_id_uq').on(t.incubatorId, t.id),
    index('batch_jobs_status_idx').on(t.incubatorId, t.status),
    check('batch_jobs_target_ck', sql`${t.target} in ('startups', 'users', 'applications')`),
    check('batch_jobs_status_ck', sql`${t.status} in ('validating', 'running', 'completed', 'failed')`),
    foreignKey({ name: 'batch_jobs_creator_fk', columns: [t.incubatorId, t.createdBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);

export const batchJobItems = pgTable(
  'batch_job_items',
  {
    id: id(),
    incubatorId: incubatorId(),
    jobId: uuid('job_id').notNull(),
    /** The startup, user or application the item acts on. */
    itemId: uuid('item_id').notNull(),
    position: integer('position').notNull(),
    status: text('status').$type<BatchItemStatus>().notNull().default('pending'),
    /** A translation key (errors.*) when the item failed. */
    reason: text('reason'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    unique('batch_job_items_job_item_uq').on(t.incubatorId, t.jobId, t.itemId),
    index('batch_job_items_job_status_idx').on(t.incubatorId, t.jobId, t.status, t.position),
    check('batch_job_items_status_ck', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    foreignKey({ name: 'batch_job_items_job_fk', columns: [t.incubatorId, t.jobId], foreignColumns: [batchJobs.incubatorId, batchJobs.id] }).onDelete('cascade'),
  ],
);

export type Tag = typeof tags.$inferSelect;
export type MilestoneTemplate = typeof milestoneTemplates.$inferSelect;
export type StartupMilestone = typeof startupMilestones.$inferSelect;
export type SavedView = typeof savedViews.$inferSelect;
export type BatchJob = typeof batchJobs.$inferSelect;
export type BatchJobItem = typeof batchJobItems.$inferSelect;
