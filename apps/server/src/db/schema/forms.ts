/**
 * The forms engine's tables (issue 15, docs/contract-forms.md §3): forms with their draft definition and share
 * settings, the immutable published versions, and the submissions that answer one version. All tenant-owned (forced
 * RLS in drizzle/0018_forms_rls.sql, which also holds the trigger that refuses to change or delete a published
 * version); references use composite (incubator_id, id) keys.
 */
import type { Answers, FormDefinition, FormKind } from '@hatchery/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId, updatedAt } from './columns.js';
import { users } from './people.js';
import { startups } from './startups.js';

export const FORM_STATUSES = ['draft', 'published', 'archived'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];
export const FORM_SUBMISSION_STATUSES = ['draft', 'submitted'] as const;
export type FormSubmissionStatus = (typeof FORM_SUBMISSION_STATUSES)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** A form: its kind (REF-13), the draft the builder edits, and how it is shared. */
export const forms = pgTable(
  'forms',
  {
    id: id(),
    incubatorId: incubatorId(),
    kind: text('kind').$type<FormKind>().notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** draft: never published; published: answerable (its latest version); archived: closed to answers. */
    status: text('status').$type<FormStatus>().notNull().default('draft'),
    /** What the builder edits; publishing copies it into a new form_versions row. */
    draftDefinition: jsonb('draft_definition').$type<FormDefinition>().notNull(),
    /** The /share/forms/{uuid} address; unguessable, renewable. */
    shareUuid: uuid('share_uuid').notNull().defaultRandom(),
    allowAnonymous: boolean('allow_anonymous').notNull().default(false),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    unique('forms_incubator_id_id_uq').on(t.incubatorId, t.id),
    unique('forms_share_uuid_uq').on(t.shareUuid),
    index('forms_incubator_updated_idx').on(t.incubatorId, t.updatedAt.desc(), t.id),
    check('forms_kind_ck', sql`${t.kind} in (${inList(['intake', 'evaluation', 'quiz', 'feedback', 'user_profile', 'startup_profile'])})`),
    check('forms_status_ck', sql`${t.status} in (${inList(FORM_STATUSES)})`),
    foreignKey({ name: 'forms_created_by_fk', columns: [t.incubatorId, t.createdBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);

/** A published version: a frozen copy of the definition. Never updated or deleted (a trigger refuses, 0018). */
export const formVersions = pgTable(
  'form_versions',
  {
    id: id(),
    incubatorId: incubatorId(),
    formId: uuid('form_id').notNull(),
    number: integer('number').notNull(),
    definition: jsonb('definition').$type<FormDefinition>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: uuid('published_by'),
  },
  (t) => [
    unique('form_versions_incubator_id_id_uq').on(t.incubatorId, t.id),
    unique('form_versions_form_number_uq').on(t.incubatorId, t.formId, t.number),
    check('form_versions_number_ck', sql`${t.number} >= 1`),
    foreignKey({ name: 'form_versions_form_fk', columns: [t.incubatorId, t.formId], foreignColumns: [forms.incubatorId, forms.id] }).onDelete('cascade'),
    foreignKey({ name: 'form_versions_published_by_fk', columns: [t.incubatorId, t.publishedBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);

/**
 * One respondent's answers to one version: a signed-in user (respondent_user_id) or an anonymous visitor of the share
 * link (anonymous_key, a random id of that submission). download_key is the capability of /download/forms/{uuid}.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: id(),
    incubatorId: incubatorId(),
    formId: uuid('form_id').notNull(),
    versionId: uuid('version_id').notNull(),
    respondentUserId: uuid('respondent_user_id'),
    anonymousKey: uuid('anonymous_key'),
    startupId: uuid('startup_id'),
    status: text('status').$type<FormSubmissionStatus>().notNull().default('draft'),
    answers: jsonb('answers').$type<Answers>().notNull(),
    downloadKey: uuid('download_key').notNull().defaultRandom(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    unique('form_submissions_incubator_id_id_uq').on(t.incubatorId, t.id),
    unique('form_submissions_download_key_uq').on(t.downloadKey),
    // The responses table: submitted answers of one form, newest first, keyset-paged on (submitted_at, id). NULLS FIRST
    // is what `order by … desc` means: an index in another null order cannot give the rows in order (D-189).
    index('form_submissions_responses_idx').on(t.incubatorId, t.formId, t.submittedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.status} = 'submitted'`),
    // The viewer's own draft or last answer of a form.
    index('form_submissions_respondent_idx').on(t.incubatorId, t.respondentUserId, t.formId),
    index('form_submissions_version_idx').on(t.incubatorId, t.versionId),
    check('form_submissions_status_ck', sql`${t.status} in (${inList(FORM_SUBMISSION_STATUSES)})`),
    check('form_submissions_respondent_ck', sql`${t.respondentUserId} is not null or ${t.anonymousKey} is not null`),
    check('form_submissions_submitted_ck', sql`(${t.status} = 'submitted') = (${t.submittedAt} is not null)`),
    foreignKey({ name: 'form_submissions_form_fk', columns: [t.incubatorId, t.formId], foreignColumns: [forms.incubatorId, forms.id] }).onDelete('cascade'),
    foreignKey({ name: 'form_submissions_version_fk', columns: [t.incubatorId, t.versionId], foreignColumns: [formVersions.incubatorId, formVersions.id] }).onDelete('cascade'),
    foreignKey({ name: 'form_submissions_respondent_fk', columns: [t.incubatorId, t.respondentUserId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    foreignKey({ name: 'form_submissions_startup_fk', columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete('set null'),
  ],
);

export type Form = typeof forms.$inferSelect;
export type FormVersion = typeof formVersions.$inferSelect;
export type FormSubmission = typeof formSubmissions.$inferSelect;
