/**
 * Custom fields (issue 15 item 7, docs/contract-forms.md "Custom fields (as built)"): the definitions an organisation
 * adds to startups, users and applications, and their values — one per record and field, answered once and reused by
 * profiles, forms and exports. Both tenant-owned (forced RLS in drizzle/0023_custom_fields_rls.sql); references use
 * composite (incubator_id, id) keys.
 */
import type { AnswerValue, CustomFieldTarget, CustomFieldType, CustomFieldVisibility, LocalizedText, QuestionOption, QuestionValidations } from '@hatchery/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId, updatedAt } from './columns.js';
import { applications } from './applications.js';
import { users } from './people.js';
import { startups } from './startups.js';

/** One field: a question of the forms engine (type, rules, options) with a slug, a group and who sees its values. */
export const customFields = pgTable(
  'custom_fields',
  {
    id: id(),
    incubatorId: incubatorId(),
    target: text('target').$type<CustomFieldTarget>().notNull(),
    /** Stable name of the field's column in exports and reports; unique per target. */
    slug: text('slug').notNull(),
    type: text('type').$type<CustomFieldType>().notNull(),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    helpText: jsonb('help_text').$type<LocalizedText>(),
    /** The group the profile template shows it in (free text; null: no group). */
    category: text('category'),
    required: boolean('required').notNull().default(false),
    visibility: text('visibility').$type<CustomFieldVisibility>().notNull().default('staff'),
    validations: jsonb('validations').$type<QuestionValidations>(),
    options: jsonb('options').$type<QuestionOption[]>(),
    /** Order in the profile template (/profiles/{target}/builder). */
    position: integer('position').notNull().default(0),
    /** Shown in the profile template; a hidden field keeps its values and still goes to exports. */
    shownInProfile: boolean('shown_in_profile').notNull().default(true),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    unique('custom_fields_incubator_id_id_uq').on(t.incubatorId, t.id),
    unique('custom_fields_slug_uq').on(t.incubatorId, t.target, t.slug),
    index('custom_fields_target_position_idx').on(t.incubatorId, t.target, t.position),
    check('custom_fields_target_ck', sql`${t.target} in ('startup', 'user', 'application')`),
    check('custom_fields_visibility_ck', sql`${t.visibility} in ('staff', 'members', 'profile')`),
    foreignKey({ name: 'custom_fields_created_by_fk', columns: [t.incubatorId, t.createdBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);

/** The value of one field for one startup or one user (exactly one of the two), as the forms engine's AnswerValue. */
export const customFieldValues = pgTable(
  'custom_field_values',
  {
    id: id(),
    incubatorId: incubatorId(),
    fieldId: uuid('field_id').notNull(),
    startupId: uuid('startup_id'),
    userId: uuid('user_id'),
    /** An application's value (D-360): answered on the intake or edited on the application file. */
    applicationId: uuid('application_id'),
    value: jsonb('value').$type<AnswerValue>().notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('custom_field_values_incubator_id_id_uq').on(t.incubatorId, t.id),
    uniqueIndex('custom_field_values_startup_uq').on(t.incubatorId, t.startupId, t.fieldId).where(sql`${t.startupId} is not null`),
    uniqueIndex('custom_field_values_user_uq').on(t.incubatorId, t.userId, t.fieldId).where(sql`${t.userId} is not null`),
    uniqueIndex('custom_field_values_application_uq').on(t.incubatorId, t.applicationId, t.fieldId).where(sql`${t.applicationId} is not null`),
    index('custom_field_values_field_idx').on(t.incubatorId, t.fieldId),
    // Exactly one record kind per value.
    check('custom_field_values_one_record_ck', sql`num_nonnulls(${t.startupId}, ${t.userId}, ${t.applicationId}) = 1`),
    foreignKey({ name: 'custom_field_values_field_fk', columns: [t.incubatorId, t.fieldId], foreignColumns: [customFields.incubatorId, customFields.id] }).onDelete('cascade'),
    foreignKey({ name: 'custom_field_values_startup_fk', columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete('cascade'),
    foreignKey({ name: 'custom_field_values_user_fk', columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    foreignKey({ name: 'custom_field_values_application_fk', columns: [t.incubatorId, t.applicationId], foreignColumns: [applications.incubatorId, applications.id] }).onDelete('cascade'),
    foreignKey({ name: 'custom_field_values_updated_by_fk', columns: [t.incubatorId, t.updatedBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);

export type CustomField = typeof customFields.$inferSelect;
export type CustomFieldValue = typeof customFieldValues.$inferSelect;
