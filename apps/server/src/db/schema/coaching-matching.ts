/**
 * Mentor matching (issue 17 item 5; docs/contract-coaching.md §2.5): the tenant's matching rules (one row, absent =
 * the domain's defaults) and the founder's answer to "how is this pairing going?" after the first held session with
 * a mentor. Tenant-owned, forced RLS and composite keys (drizzle/0041_mentor_matching.sql).
 */
import type { CapacityRule, PairingAnswer } from '@hatchery/domain';
import { CAPACITY_RULES, PAIRING_ANSWERS } from '@hatchery/domain';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { coachingSessions } from './coaching-booking.js';
import { createdAt, id, incubatorId, updatedAt } from './columns.js';
import { users } from './people.js';
import { startups } from './startups.js';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const weight = (name: string) => integer(name).notNull();

/** One row per tenant: a weight (0..10) per factor and what happens to a mentor with no place left. */
export const mentorMatchingRules = pgTable(
  'mentor_matching_rules',
  {
    id: id(),
    incubatorId: incubatorId(),
    weightTags: weight('weight_tags'),
    weightSkills: weight('weight_skills'),
    weightIndustries: weight('weight_industries'),
    weightStage: weight('weight_stage'),
    weightCapacity: weight('weight_capacity'),
    capacityRule: text('capacity_rule').$type<CapacityRule>().notNull(),
    capacityPenaltyPercent: integer('capacity_penalty_percent').notNull(),
    updatedBy: uuid('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('mentor_matching_rules_incubator_id_id_uq').on(t.incubatorId, t.id),
    unique('mentor_matching_rules_incubator_uq').on(t.incubatorId),
    check(
      'mentor_matching_rules_weights_ck',
      sql`${t.weightTags} between 0 and 10 and ${t.weightSkills} between 0 and 10 and ${t.weightIndustries} between 0 and 10 and ${t.weightStage} between 0 and 10 and ${t.weightCapacity} between 0 and 10`,
    ),
    check('mentor_matching_rules_rule_ck', sql`${t.capacityRule} in (${inList(CAPACITY_RULES)})`),
    check('mentor_matching_rules_penalty_ck', sql`${t.capacityPenaltyPercent} between 0 and 100`),
    foreignKey({ name: 'mentor_matching_rules_updated_by_fk', columns: [t.incubatorId, t.updatedBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);

/**
 * "How is this pairing going?": asked once per startup and mentor, after their first held session (the row is the
 * question; answer null while unanswered). The latest answer lowers the pair in suggestions (D-465).
 */
export const mentorMatchFeedback = pgTable(
  'mentor_match_feedback',
  {
    id: id(),
    incubatorId: incubatorId(),
    sessionId: uuid('session_id'),
    startupId: uuid('startup_id').notNull(),
    mentorUserId: uuid('mentor_user_id').notNull(),
    answer: text('answer').$type<PairingAnswer>(),
    comment: text('comment'),
    answeredBy: uuid('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('mentor_match_feedback_incubator_id_id_uq').on(t.incubatorId, t.id),
    unique('mentor_match_feedback_pair_uq').on(t.incubatorId, t.startupId, t.mentorUserId),
    index('mentor_match_feedback_mentor_idx').on(t.incubatorId, t.mentorUserId),
    check('mentor_match_feedback_answer_ck', sql`${t.answer} is null or ${t.answer} in (${inList(PAIRING_ANSWERS)})`),
    check('mentor_match_feedback_answered_ck', sql`(${t.answer} is null) = (${t.answeredAt} is null)`),
    check('mentor_match_feedback_comment_ck', sql`${t.comment} is null or char_length(${t.comment}) <= 2000`),
    foreignKey({ name: 'mentor_match_feedback_session_fk', columns: [t.incubatorId, t.sessionId], foreignColumns: [coachingSessions.incubatorId, coachingSessions.id] }).onDelete('set null'),
    foreignKey({ name: 'mentor_match_feedback_startup_fk', columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete('cascade'),
    foreignKey({ name: 'mentor_match_feedback_mentor_fk', columns: [t.incubatorId, t.mentorUserId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    foreignKey({ name: 'mentor_match_feedback_answered_by_fk', columns: [t.incubatorId, t.answeredBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);

export type MentorMatchingRulesRow = typeof mentorMatchingRules.$inferSelect;
export type MentorMatchFeedbackRow = typeof mentorMatchFeedback.$inferSelect;
