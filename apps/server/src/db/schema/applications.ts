/**
 * Applications (issue 16, docs/contract-applications.md §2): funnels with their ordered rounds, the round evaluators
 * and evaluation criteria; applications with their round forms, status history, e-mails and comments; evaluator
 * assignments, evaluations with per-criterion scores, and conflicts of interest. All tenant-owned (forced RLS in
 * drizzle/0021_applications_rls.sql); every reference is a composite (incubator_id, id) key.
 */
import type {
  ApplicationDecision,
  ApplicationSource,
  ApplicationStatus,
  AutoAdvanceRule,
  ConflictSource,
  FunnelCategory,
  FunnelReapplyRule,
  FunnelStatus,
  RoundEmail,
  RoundKind,
} from '@hatchery/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId, updatedAt } from './columns.js';
import { forms, formSubmissions } from './forms.js';
import { users } from './people.js';
import { programs, startups } from './startups.js';
import { tags } from './portfolio.js';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** A call for applications (D2 §6.1 Funnel keys): belongs to a program, takes applications through its intake form. */
export const funnels = pgTable(
  'funnels',
  {
    id: id(),
    incubatorId: incubatorId(),
    programId: uuid('program_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** /apply/program/{slug}; unique per tenant. */
    slug: text('slug').notNull(),
    category: text('category').$type<FunnelCategory>().notNull().default('startup'),
    /** The intake form (kind intake) applicants fill; required to publish. */
    intakeFormId: uuid('intake_form_id'),
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    reapplyRule: text('reapply_rule').$type<FunnelReapplyRule>().notNull().default('never'),
    status: text('status').$type<FunnelStatus>().notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Set when the closing date passed (the closing job) or staff closed it; its drafts were archived then. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('funnels_incubator_id_id_uq').on(t.incubatorId, t.id),
    uniqueIndex('funnels_incubator_slug_uq').on(t.incubatorId, t.slug),
    index('funnels_incubator_program_idx').on(t.incubatorId, t.programId),
    // The closing job: published funnels whose closing date passed.
    index('funnels_closing_idx').on(t.closesAt).where(sql`${t.status} = 'published' and ${t.closesAt} is not null`),
    check('funnels_category_ck', sql`${t.category} in (${inList(['startup', 'community_member'])})`),
    check('funnels_reapply_ck', sql`${t.reapplyRule} in (${inList(['never', 'after_rejection', 'always'])})`),
    check('funnels_status_ck', sql`${t.status} in (${inList(['draft', 'published', 'closed', 'archived'])})`),
    check('funnels_dates_ck', sql`${t.opensAt} is null or ${t.closesAt} is null or ${t.opensAt} < ${t.closesAt}`),
    foreignKey({ name: 'funnels_program_fk', columns: [t.incubatorId, t.programId], foreignColumns: [programs.incubatorId, programs.id] }).onDelete('cascade'),
    foreignKey({ name: 'funnels_intake_form_fk', columns: [t.incubatorId, t.intakeFormId], foreignColumns: [forms.incubatorId, forms.id] }).onDelete('restrict'),
    foreignKey({ name: 'funnels_created_by_fk', columns: [t.incubatorId, t.createdBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);

/** The ordered steps of a funnel: a form the applicant fills, a meeting, or an evaluation by evaluators. */
export const funnelRounds = pgTable(
  'funnel_rounds',
  {
    id: id(),
    incubatorId: incubatorId(),
    funnelId: uuid('funnel_id').notNull(),
    /** 0-based order within the funnel (the service keeps them 0..n-1). */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<RoundKind>().notNull(),
    /** kind form: the form (kind intake) the applicant fills in this round. */
    formId: uuid('form_id'),
    /** kind evaluation (and optionally meeting): the form (kind evaluation) evaluators fill. */
    evaluationFormId: uuid('evaluation_form_id'),
    acceptanceEmail: jsonb('acceptance_email').$type<RoundEmail>(),
    rejectionEmail: jsonb('rejection_email').$type<RoundEmail>(),
    autoAdvance: jsonb('auto_advance').$type<AutoAdvanceRule>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('funnel_rounds_incubator_id_id_uq').on(t.incubatorId, t.id),
    index('funnel_rounds_funnel_idx').on(t.incubatorId, t.funnelId, t.position),
    check('funnel_rounds_kind_ck', sql`${t.kind} in (${inList(['form', 'meeting', 'evaluation'])})`),
    check('funnel_rounds_position_ck', sql`${t.position} >= 0`),
    foreignKey({ name: 'funnel_rounds_funnel_fk', columns: [t.incubatorId, t.funnelId], foreignColumns: [funnels.incubatorId, funnels.id] }).onDelete('cascade'),
    foreignKey({ name: 'funnel_rounds_form_fk', columns: [t.incubatorId, t.formId], foreignColumns: [forms.incubatorId, forms.id] }).onDelete('restrict'),
    foreignKey({ name: 'funnel_rounds_evaluation_form_fk', columns: [t.incubatorId, t.evaluationFormId], foreignColumns: [forms.incubatorId, forms.id] }).onDelete('restrict'),
  ],
);

/** The evaluators of a round (the pool assignment draws from). */
export const funnelRoundEvaluators = pgTable(
  'funnel_round_evaluators',
  {
    id: id(),
    incubatorId: incubatorId(),
    roundId: uuid('round_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** At most this many applications per evaluator in the round (null: no cap). */
    loadCap: integer('load_cap'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('funnel_round_evaluators_round_user_uq').on(t.incubatorId, t.roundId, t.userId),
    index('funnel_round_evaluators_user_idx').on(t.incubatorId, t.userId),
    check('funnel_round_evaluators_cap_ck', sql`${t.loadCap} is null or ${t.loadCap} >= 1`),
    foreignKey({ name: 'funnel_round_evaluators_round_fk', columns: [t.incubatorId, t.roundId], foreignColumns: [funnelRounds.incubatorId, funnelRounds.id] }).onDelete('cascade'),
    foreignKey({ name: 'funnel_round_evaluators_user_fk', columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
  ],
);

/**
 * Weighted criteria of a round's evaluation (D2 §6.1 Evaluation parameter keys): each reads the numeric answer of one
 * question of the round's evaluation form.
 */
export const evaluationCriteria = pgTable(
  'evaluation_criteria',
  {
    id: id(),
    incubatorId: incubatorId(),
    roundId: uuid('round_id').notNull(),
    /** The question id of the evaluation form whose numberValue is the score. */
    questionId: text('question_id').notNull(),
    name: text('name').notNull(),
    weight: doublePrecision('weight').notNull().default(1),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('evaluation_criteria_incubator_id_id_uq').on(t.incubatorId, t.id),
    unique('evaluation_criteria_round_question_uq').on(t.incubatorId, t.roundId, t.questionId),
    check('evaluation_criteria_weight_ck', sql`${t.weight} > 0`),
    foreignKey({ name: 'evaluation_criteria_round_fk', columns: [t.incubatorId, t.roundId], foreignColumns: [funnelRounds.incubatorId, funnelRounds.id] }).onDelete('cascade'),
  ],
);

/** An application to a funnel: who applies (and for which startup), where it stands, and the intake answers. */
export const applications = pgTable(
  'applications',
  {
    id: id(),
    incubatorId: incubatorId(),
    funnelId: uuid('funnel_id').notNull(),
    /** The round it is in; null while a draft has not been submitted. */
    roundId: uuid('round_id'),
    applicantUserId: uuid('applicant_user_id').notNull(),
    startupId: uuid('startup_id'),
    /** The name shown before a startup exists (the intake form's company name, or the applicant's). */
    title: text('title').notNull(),
    status: text('status').$type<ApplicationStatus>().notNull().default('draft'),
    /** The intake form's answers (form_submissions of the funnel's intake form). */
    submissionId: uuid('submission_id'),
    source: text('source').$type<ApplicationSource>().notNull().default('direct'),
    /** utm / referrer / the lead's staff note. */
    sourceDetail: text('source_detail'),
    /** Staff who filled a lead on the applicant's behalf. */
    createdBy: uuid('created_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** A draft archived when its funnel closed, or an application moved to another funnel. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('applications_incubator_id_id_uq').on(t.incubatorId, t.id),
    // The overview (issue 16 budget): filter by funnel, round and status, newest first, keyset on (created_at, id).
    index('applications_overview_idx').on(t.incubatorId, t.funnelId, t.status, t.createdAt.desc(), t.id.desc()),
    index('applications_round_idx').on(t.incubatorId, t.funnelId, t.roundId, t.status, t.createdAt.desc(), t.id.desc()),
    index('applications_applicant_idx').on(t.incubatorId, t.applicantUserId, t.funnelId),
    index('applications_startup_idx').on(t.incubatorId, t.startupId),
    // The closing job archives the drafts of a funnel.
    index('applications_funnel_drafts_idx').on(t.incubatorId, t.funnelId).where(sql`${t.status} = 'draft' and ${t.archivedAt} is null`),
    // Intake (D-244): one open draft per person and funnel, even when two tabs start at once.
    uniqueIndex('applications_one_open_draft_uq').on(t.incubatorId, t.funnelId, t.applicantUserId).where(sql`${t.status} = 'draft' and ${t.archivedAt} is null`),
    check('applications_status_ck', sql`${t.status} in (${inList(['draft', 'ready_for_invitation', 'ready_for_meeting', 'under_review', 'pending_decision', 'accepted', 'rejected', 'delay_rejected'])})`),
    check('applications_source_ck', sql`${t.source} in (${inList(['direct', 'lead', 'transfer', 'import'])})`),
    check('applications_submitted_ck', sql`${t.status} = 'draft' or ${t.submittedAt} is not null`),
    foreignKey({ name: 'applications_funnel_fk', columns: [t.incubatorId, t.funnelId], foreignColumns: [funnels.incubatorId, funnels.id] }).onDelete('cascade'),
    foreignKey({ name: 'applications_round_fk', columns: [t.incubatorId, t.roundId], foreignColumns: [funnelRounds.incubatorId, funnelRounds.id] }).onDelete('restrict'),
    foreignKey({ name: 'applications_applicant_fk', columns: [t.incubatorId, t.applicantUserId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    foreignKey({ name: 'applications_startup_fk', columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete('set null'),
    foreignKey({ name: 'applications_submission_fk', columns: [t.incubatorId, t.submissionId], foreignColumns: [formSubmissions.incubatorId, formSubmissions.id] }).onDelete('set null'),
    foreignKey({ name: 'applications_created_by_fk', columns: [t.incubatorId, t.createdBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);

/** The form a round of kind form asks the applicant to fill (/application/{id}/forms/{round}/fill), and its answers. */
export const applicationRoundSubmissions = pgTable(
  'application_round_submissions',
  {
    id: id(),
    incubatorId: incubatorId(),
    applicationId: uuid('application_id').notNull(),
    roundId: uuid('round_id').notNull(),
    submissionId: uuid('submission_id'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    unique('application_round_submissions_uq').on(t.incubatorId, t.applicationId, t.roundId),
    foreignKey({ name: 'application_round_submissions_application_fk', columns: [t.incubatorId, t.applicationId], foreignColumns: [applications.incubatorId, applications.id] }).onDelete('cascade'),
    foreignKey({ name: 'application_round_submissions_round_fk', columns: [t.incubatorId, t.roundId], foreignColumns: [funnelRounds.incubatorId, funnelRounds.id] }).onDelete('cascade'),
    foreignKey({ name: 'application_round_submissions_submission_fk', columns: [t.incubatorId, t.submissionId], foreignColumns: [formSubmissions.incubatorId, formSubmissions.id] }).onDelete('set null'),
  ],
);

/** Every status or round change of an application, with the decision that caused it (the file's history). */
export const applicationStatusEvents = pgTable(
  'application_status_events',
  {
    id: id(),
    incubatorId: incubatorId(),
    applicationId: uuid('application_id').notNull(),
    fromStatus: text('from_status').$type<ApplicationStatus>(),
    toStatus: text('to_status').$type<ApplicationStatus>().notNull(),
    fromRoundId: uuid('from_round_id'),
    toRoundId: uuid('to_round_id'),
    decision: text('decision').$type<ApplicationDecision>(),
    /** Why: a staff note, "funnel closed", "moved to funnel X", "auto-advance: 3 evaluations, mean 4.2". */
    reason: text('reason'),
    actorId: uuid('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('application_status_events_application_idx').on(t.incubatorId, t.applicationId, t.createdAt),
    check('application_status_events_decision_ck', sql`${t.decision} is null or ${t.decision} in (${inList(['accept', 'delay_reject', 'reject'])})`),
    foreignKey({ name: 'application_status_events_application_fk', columns: [t.incubatorId, t.applicationId], foreignColumns: [applications.incubatorId, applications.id] }).onDelete('cascade'),
    foreignKey({ name: 'application_status_events_from_round_fk', columns: [t.incubatorId, t.fromRoundId], foreignColumns: [funnelRounds.incubatorId, funnelRounds.id] }).onDelete('set null'),
    foreignKey({ name: 'application_status_events_to_round_fk', columns: [t.incubatorId, t.toRoundId], foreignColumns: [funnelRounds.incubatorId, funnelRounds.id] }).onDelete('set null'),
    foreignKey({ name: 'application_status_events_actor_fk', columns: [t.incubatorId, t.actorId], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);

/**
 * The acceptance / rejection e-mail of one decision: one row per (application, round, kind), so a bulk decision resumed
 * after a crash never sends twice (issue 16 budget); sent_at is set when the mail left.
 */
export const applicationEmails = pgTable(
  'application_emails',
  {
    id: id(),
    incubatorId: incubatorId(),
    applicationId: uuid('application_id').notNull(),
    roundId: uuid('round_id').notNull(),
    kind: text('kind').$type<'acceptance' | 'rejection'>().notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Rejection with feedback: the per-criterion feedback carried by the mail. */
    feedback: jsonb('feedback').$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('application_emails_once_uq').on(t.incubatorId, t.applicationId, t.roundId, t.kind),
    index('application_emails_due_idx').on(t.sendAt).where(sql`${t.sentAt} is null and ${t.cancelledAt} is null`),
    check('application_emails_kind_ck', sql`${t.kind} in ('acceptance', 'rejection')`),
    foreignKey({ name: 'application_emails_application_fk', columns: [t.incubatorId, t.applicationId], foreignColumns: [applications.incubatorId, applications.id] }).onDelete('cascade'),
    foreignKey({ name: 'application_emails_round_fk', columns: [t.incubatorId, t.roundId], foreignColumns: [funnelRounds.incubatorId, funnelRounds.id] }).onDelete('cascade'),
  ],
);

/** Comments on an application (newCommentApplication notifications) and staff-only notes. */
export const applicationComments = pgTable(
  'application_comments',
  {
    id: id(),
    incubatorId: incubatorId(),
    applicationId: uuid('application_id').notNull(),
    authorId: uuid('author_id'),
    body: text('body').notNull(),
    staffOnly: boolean('staff_only').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('application_comments_application_idx').on(t.incubatorId, t.applicationId, t.createdAt),
    foreignKey({ name: 'application_comments_application_fk', columns: [t.incubatorId, t.applicationId], foreignColumns: [applications.incubatorId, applications.id] }).onDelete('cascade'),
    foreignKey({ name: 'application_comments_author_fk', columns: [t.incubatorId, t.authorId], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);

/** An evaluator asked to evaluate one application in one round. */
export const evaluatorAssignments = pgTable(
  'evaluator_assignments',
  {
    id: id(),
    incubatorId: incubatorId(),
    applicationId: uuid('application_id').notNull(),
    roundId: uuid('round_id').notNull(),
    evaluatorUserId: uuid('evaluator_user_id').notNull(),
    method: text('method').$type<'manual' | 'balanced' | 'tag_match'>().notNull().default('manual'),
    status: text('status').$type<'pending' | 'submitted' | 'cancelled'>().notNull().default('pending'),
    assignedBy: uuid('assigned_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('evaluator_assignments_incubator_id_id_uq').on(t.incubatorId, t.id),
    unique('evaluator_assignments_once_uq').on(t.incubatorId, t.applicationId, t.roundId, t.evaluatorUserId),
    // The evaluator's queue and the count of what is left.
    index('evaluator_assignments_queue_idx').on(t.incubatorId, t.evaluatorUserId, t.status, t.roundId),
    index('evaluator_assignments_round_idx').on(t.incubatorId, t.roundId, t.applicationId),
    check('evaluator_assignments_method_ck', sql`${t.method} in ('manual', 'balanced', 'tag_match')`),
    check('evaluator_assignments_status_ck', sql`${t.status} in ('pending', 'submitted', 'cancelled')`),
    foreignKey({ name: 'evaluator_assignments_application_fk', columns: [t.incubatorId, t.applicationId], foreignColumns: [applications.incubatorId, applications.id] }).onDelete('cascade'),
    foreignKey({ name: 'evaluator_assignments_round_fk', columns: [t.incubatorId, t.roundId], foreignColumns: [funnelRounds.incubatorId, funnelRounds.id] }).onDelete('cascade'),
    foreignKey({ name: 'evaluator_assignments_evaluator_fk', columns: [t.incubatorId, t.evaluatorUserId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    foreignKey({ name: 'evaluator_assignments_assigned_by_fk', columns: [t.incubatorId, t.assignedBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);

/** One evaluator's evaluation of one application in one round: the evaluation form's answers and the scores they give. */
export const evaluations = pgTable(
  'evaluations',
  {
    id: id(),
    incubatorId: incubatorId(),
    assignmentId: uuid('assignment_id').notNull(),
    applicationId: uuid('application_id').notNull(),
    roundId: uuid('round_id').notNull(),
    evaluatorUserId: uuid('evaluator_user_id').notNull(),
    submissionId: uuid('submission_id'),
    status: text('status').$type<'draft' | 'submitted' | 'cancelled'>().notNull().default('draft'),
    /** Σ weight·score / Σ weight over the round's criteria; null until submitted. */
    weightedScore: doublePrecision('weighted_score'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('evaluations_incubator_id_id_uq').on(t.incubatorId, t.id),
    unique('evaluations_assignment_uq').on(t.incubatorId, t.assignmentId),
    index('evaluations_round_idx').on(t.incubatorId, t.roundId, t.status, t.evaluatorUserId),
    index('evaluations_application_idx').on(t.incubatorId, t.applicationId, t.roundId),
    check('evaluations_status_ck', sql`${t.status} in ('draft', 'submitted', 'cancelled')`),
    check('evaluations_submitted_ck', sql`(${t.status} = 'submitted') = (${t.submittedAt} is not null)`),
    foreignKey({ name: 'evaluations_assignment_fk', columns: [t.incubatorId, t.assignmentId], foreignColumns: [evaluatorAssignments.incubatorId, evaluatorAssignments.id] }).onDelete('cascade'),
    foreignKey({ name: 'evaluations_application_fk', columns: [t.incubatorId, t.applicationId], foreignColumns: [applications.incubatorId, applications.id] }).onDelete('cascade'),
    foreignKey({ name: 'evaluations_round_fk', columns: [t.incubatorId, t.roundId], foreignColumns: [funnelRounds.incubatorId, funnelRounds.id] }).onDelete('cascade'),
    foreignKey({ name: 'evaluations_evaluator_fk', columns: [t.incubatorId, t.evaluatorUserId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    foreignKey({ name: 'evaluations_submission_fk', columns: [t.incubatorId, t.submissionId], foreignColumns: [formSubmissions.incubatorId, formSubmissions.id] }).onDelete('set null'),
  ],
);

/** The score an evaluation gives one criterion (copied from the answers at submit, for normalisation and ranking). */
export const evaluationScores = pgTable(
  'evaluation_scores',
  {
    id: id(),
    incubatorId: incubatorId(),
    evaluationId: uuid('evaluation_id').notNull(),
    criterionId: uuid('criterion_id').notNull(),
    score: doublePrecision('score').notNull(),
    comment: text('comment'),
  },
  (t) => [
    unique('evaluation_scores_once_uq').on(t.incubatorId, t.evaluationId, t.criterionId),
    index('evaluation_scores_criterion_idx').on(t.incubatorId, t.criterionId),
    foreignKey({ name: 'evaluation_scores_evaluation_fk', columns: [t.incubatorId, t.evaluationId], foreignColumns: [evaluations.incubatorId, evaluations.id] }).onDelete('cascade'),
    foreignKey({ name: 'evaluation_scores_criterion_fk', columns: [t.incubatorId, t.criterionId], foreignColumns: [evaluationCriteria.incubatorId, evaluationCriteria.id] }).onDelete('cascade'),
  ],
);

/** A conflict of interest that keeps an evaluator off an application, with the reason shown to them. */
export const evaluationConflicts = pgTable(
  'evaluation_conflicts',
  {
    id: id(),
    incubatorId: incubatorId(),
    applicationId: uuid('application_id').notNull(),
    evaluatorUserId: uuid('evaluator_user_id').notNull(),
    source: text('source').$type<ConflictSource>().notNull(),
    reason: text('reason').notNull(),
    declaredBy: uuid('declared_by'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('evaluation_conflicts_once_uq').on(t.incubatorId, t.applicationId, t.evaluatorUserId, t.source),
    index('evaluation_conflicts_evaluator_idx').on(t.incubatorId, t.evaluatorUserId),
    check('evaluation_conflicts_source_ck', sql`${t.source} in (${inList(['declared_self', 'declared_staff', 'email_domain', 'mentor'])})`),
    foreignKey({ name: 'evaluation_conflicts_application_fk', columns: [t.incubatorId, t.applicationId], foreignColumns: [applications.incubatorId, applications.id] }).onDelete('cascade'),
    foreignKey({ name: 'evaluation_conflicts_evaluator_fk', columns: [t.incubatorId, t.evaluatorUserId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    foreignKey({ name: 'evaluation_conflicts_declared_by_fk', columns: [t.incubatorId, t.declaredBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);

/**
 * Tags on an application (issue 16 item 3, D-292): the catalogue's tags of kind application or other (tags table, one
 * catalogue for the whole tenant), put by staff from the overview's bulk bar; the filter `tagIds` reads them.
 */
export const applicationTags = pgTable(
  'application_tags',
  {
    id: id(),
    incubatorId: incubatorId(),
    applicationId: uuid('application_id').notNull(),
    tagId: uuid('tag_id').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('application_tags_application_tag_uq').on(t.incubatorId, t.applicationId, t.tagId),
    index('application_tags_tag_idx').on(t.incubatorId, t.tagId),
    foreignKey({ name: 'application_tags_application_fk', columns: [t.incubatorId, t.applicationId], foreignColumns: [applications.incubatorId, applications.id] }).onDelete('cascade'),
    foreignKey({ name: 'application_tags_tag_fk', columns: [t.incubatorId, t.tagId], foreignColumns: [tags.incubatorId, tags.id] }).onDelete('cascade'),
    foreignKey({ name: 'application_tags_created_by_fk', columns: [t.incubatorId, t.createdBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);

export type Funnel = typeof funnels.$inferSelect;
export type FunnelRound = typeof funnelRounds.$inferSelect;
export type FunnelRoundEvaluator = typeof funnelRoundEvaluators.$inferSelect;
export type Application = typeof applications.$inferSelect;
export type ApplicationStatusEvent = typeof applicationStatusEvents.$inferSelect;
export type ApplicationComment = typeof applicationComments.$inferSelect;
export type ApplicationEmail = typeof applicationEmails.$inferSelect;
export type EvaluationCriterion = typeof evaluationCriteria.$inferSelect;
export type EvaluatorAssignment = typeof evaluatorAssignments.$inferSelect;
export type Evaluation = typeof evaluations.$inferSelect;
export type EvaluationScore = typeof evaluationScores.$inferSelect;
export type EvaluationConflict = typeof evaluationConflicts.$inferSelect;

/**
 * A lead offered to a person (D-300): transferApplication mails a one-time link /leads/transfer/{token}; the person
 * takes the application over there (their account made or signed in). Only the token's SHA-256 is kept; a newer offer
 * ends the older ones (ended_at); taken_at is set once, atomically, by the takeover.
 */
export const applicationTransfers = pgTable(
  'application_transfers',
  {
    id: id(),
    incubatorId: incubatorId(),
    applicationId: uuid('application_id').notNull(),
    email: text('email').notNull(),
    targetUserId: uuid('target_user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('application_transfers_token_uq').on(t.tokenHash),
    index('application_transfers_application_idx').on(t.incubatorId, t.applicationId, t.createdAt),
    foreignKey({ name: 'application_transfers_application_fk', columns: [t.incubatorId, t.applicationId], foreignColumns: [applications.incubatorId, applications.id] }).onDelete('cascade'),
    foreignKey({ name: 'application_transfers_target_fk', columns: [t.incubatorId, t.targetUserId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    foreignKey({ name: 'application_transfers_created_by_fk', columns: [t.incubatorId, t.createdBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);
export type ApplicationTransfer = typeof applicationTransfers.$inferSelect;
