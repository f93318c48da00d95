/**
 * Session evaluations (issue 17 item 3; docs/contract-coaching.md §2.3; D-448..D-450): the rules that choose a
 * session's evaluation form by program × topic × host role, the topics of a session, and each host's evaluation — a
 * form_submissions row of the forms engine. All tenant-owned (forced RLS in drizzle/0035_coaching_evaluations.sql);
 * every reference is a composite (incubator_id, id) key.
 */
import type { RoleType } from '@hatchery/domain';
import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { coachingSessions } from './coaching-booking.js';
import { createdAt, id, incubatorId, updatedAt } from './columns.js';
import { formSubmissions, forms } from './forms.js';
import { users } from './people.js';
import { tags } from './portfolio.js';
import { programs } from './startups.js';

/** A rule: program (null = any) × topic tag (null = any) × host role (null = any) → the evaluation form. */
export const coachingEvaluationForms = pgTable(
  'coaching_evaluation_forms',
  {
    id: id(),
    incubatorId: incubatorId(),
    programId: uuid('program_id'),
    topicTagId: uuid('topic_tag_id'),
    hostRole: text('host_role').$type<RoleType>(),
    formId: uuid('form_id').notNull(),
    /** The startup's people read the evaluations answered on this rule (D-449). */
    sharedWithStartup: boolean('shared_with_startup').notNull().default(false),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('coaching_evaluation_forms_incubator_id_id_uq').on(t.incubatorId, t.id),
    // One rule per combination; "any" (null) is one value here, so two catch-all rules cannot coexist.
    uniqueIndex('coaching_evaluation_forms_dims_uq').on(
      t.incubatorId,
      sql`coalesce(${t.programId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`coalesce(${t.topicTagId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`coalesce(${t.hostRole}, '')`,
    ),
    foreignKey({ name: 'coaching_evaluation_forms_program_fk', columns: [t.incubatorId, t.programId], foreignColumns: [programs.incubatorId, programs.id] }).onDelete('cascade'),
    foreignKey({ name: 'coaching_evaluation_forms_topic_fk', columns: [t.incubatorId, t.topicTagId], foreignColumns: [tags.incubatorId, tags.id] }).onDelete('cascade'),
    foreignKey({ name: 'coaching_evaluation_forms_form_fk', columns: [t.incubatorId, t.formId], foreignColumns: [forms.incubatorId, forms.id] }).onDelete('cascade'),
    foreignKey({ name: 'coaching_evaluation_forms_created_by_fk', columns: [t.incubatorId, t.createdBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);

/**
 * A host's evaluation of a session: one per host and session, its answers a submitted form_submissions row.
 * shared_with_startup is the rule's at submission, so changing the configuration later never opens past answers.
 */
export const coachingSessionEvaluations = pgTable(
  'coaching_session_evaluations',
  {
    id: id(),
    incubatorId: incubatorId(),
    sessionId: uuid('session_id').notNull(),
    evaluatorUserId: uuid('evaluator_user_id').notNull(),
    submissionId: uuid('submission_id').notNull(),
    sharedWithStartup: boolean('shared_with_startup').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('coaching_session_evaluations_incubator_id_id_uq').on(t.incubatorId, t.id),
    uniqueIndex('coaching_session_evaluations_uq').on(t.incubatorId, t.sessionId, t.evaluatorUserId),
    index('coaching_session_evaluations_evaluator_idx').on(t.incubatorId, t.evaluatorUserId),
    foreignKey({ name: 'coaching_session_evaluations_session_fk', columns: [t.incubatorId, t.sessionId], foreignColumns: [coachingSessions.incubatorId, coachingSessions.id] }).onDelete('cascade'),
    foreignKey({ name: 'coaching_session_evaluations_evaluator_fk', columns: [t.incubatorId, t.evaluatorUserId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    foreignKey({ name: 'coaching_session_evaluations_submission_fk', columns: [t.incubatorId, t.submissionId], foreignColumns: [formSubmissions.incubatorId, formSubmissions.id] }).onDelete('cascade'),
  ],
);

export type CoachingEvaluationFormRow = typeof coachingEvaluationForms.$inferSelect;
