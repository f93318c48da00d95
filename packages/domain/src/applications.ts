/**
 * Applications (issue 16; docs/contract-applications.md): the vocabulary both ends share — funnel categories, re-apply
 * rules, round kinds, the e-mails a round sends, the auto-advance rule, the application statuses and groups of D1 §4,
 * decisions, and the server's messages (English texts the web translates by key, sent as "field: text").
 */
import { z } from 'zod';
import type { APPLICATION_DECISIONS, APPLICATION_STATUSES} from './reference.js';
import { ALL_PENDING_STATUSES, EVALUATION_IN_PROGRESS_STATUSES } from './reference.js';

export const FUNNEL_CATEGORIES = ['startup', 'community_member'] as const;
export type FunnelCategory = (typeof FUNNEL_CATEGORIES)[number];

/** never: one application per person and funnel; after_rejection: again once the last one was rejected; always. */
export const FUNNEL_REAPPLY_RULES = ['never', 'after_rejection', 'always'] as const;
export type FunnelReapplyRule = (typeof FUNNEL_REAPPLY_RULES)[number];

/** draft: being built; published: takes applications between its dates; closed: past its closing date; archived. */
export const FUNNEL_STATUSES = ['draft', 'published', 'closed', 'archived'] as const;
export type FunnelStatus = (typeof FUNNEL_STATUSES)[number];

export const ROUND_KINDS = ['form', 'meeting', 'evaluation'] as const;
export type RoundKind = (typeof ROUND_KINDS)[number];

/** How a round's acceptance or rejection e-mail goes: as the decision is taken, or at a set time. */
export const ROUND_EMAIL_MODES = ['now', 'scheduled'] as const;
export type RoundEmailMode = (typeof ROUND_EMAIL_MODES)[number];

/** D1 §4 application statuses and decisions (the lists are in reference.ts); the groups as a map for filters. */
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number];
export const APPLICATION_STATUS_GROUPS = {
  allPending: ALL_PENDING_STATUSES,
  evaluationInProgress: EVALUATION_IN_PROGRESS_STATUSES,
} as const;

export const APPLICATION_SOURCES = ['direct', 'lead', 'transfer', 'import'] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];

export const EVALUATOR_ASSIGNMENT_METHODS = ['manual', 'balanced', 'tag_match'] as const;
export const EVALUATOR_ASSIGNMENT_STATUSES = ['pending', 'submitted', 'cancelled'] as const;
export const EVALUATION_STATUSES = ['draft', 'submitted', 'cancelled'] as const;
/** Why an evaluator is kept off an application (issue 16 item 5): declared, or found automatically. */
export const CONFLICT_SOURCES = ['declared_self', 'declared_staff', 'email_domain', 'mentor'] as const;
export type ConflictSource = (typeof CONFLICT_SOURCES)[number];

export const FUNNEL_NAME_MAX = 200;
export const FUNNEL_DESCRIPTION_MAX = 5000;
export const FUNNEL_SLUG_MAX = 80;
export const ROUND_NAME_MAX = 120;
export const ROUNDS_MAX = 20;
export const ROUND_EMAIL_SUBJECT_MAX = 200;
export const ROUND_EMAIL_BODY_MAX = 20000;
/** A slug of /apply/program/{slug}: lower-case letters, digits and single hyphens. */
export const FUNNEL_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug proposed from a name ("Spring Call 2027!" → "spring-call-2027"). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, FUNNEL_SLUG_MAX)
    .replace(/-+$/g, '');
}

export const APPLICATIONS_MESSAGES = {
  required: 'This field is required.',
  tooLong: 'This value is too long.',
  invalidDate: 'This is not a valid date.',
  funnelNotFound: 'This funnel does not exist.',
  roundNotFound: 'This round does not belong to the funnel.',
  programNotFound: 'This program does not exist or you cannot manage it.',
  programArchived: 'This program is archived.',
  formNotFound: 'This form does not exist.',
  formNotPublished: 'This form is not published.',
  formWrongKind: 'This form is not of the kind this place needs.',
  formNeeded: 'A round of this kind needs a form.',
  evaluationFormNeeded: 'An evaluation round needs an evaluation form.',
  closesBeforeOpens: 'The closing date must be after the opening date.',
  slugInvalid: 'Use lower-case letters, digits and hyphens only.',
  slugTaken: 'Another funnel already uses this address.',
  evaluatorNotFound: 'This person does not exist or cannot evaluate.',
  duplicateEvaluator: 'This evaluator is listed twice.',
  tooManyRounds: 'A funnel has at most 20 rounds.',
  noRounds: 'A funnel needs at least one round.',
  roundsMismatch: 'The order must list every round of the funnel exactly once.',
  scheduledAtNeeded: 'A scheduled e-mail needs a date.',
  autoAdvanceOnlyForEvaluation: 'Only an evaluation round can advance by itself.',
  intakeFormNeeded: 'A funnel needs an intake form before it is published.',
  archived: 'This funnel is archived.',
  notArchived: 'This funnel is not archived.',
  alreadyPublished: 'This funnel is already published.',
  notPublished: 'This funnel is not published.',
  roundHasApplications: 'A round that holds applications cannot be removed.',
  // Issue 16 item 8 (analytics, D-270).
  analyticsOff: 'Application analytics are switched off for this organisation.',
} as const;
export type ApplicationsMessageKey = keyof typeof APPLICATIONS_MESSAGES;

/** The e-mail a round sends on acceptance or rejection (jsonb funnel_rounds.acceptance_email / rejection_email). */
export const roundEmailSchema = z
  .object({
    mode: z.enum(ROUND_EMAIL_MODES),
    subject: z.string().trim().min(1, APPLICATIONS_MESSAGES.required).max(ROUND_EMAIL_SUBJECT_MAX, APPLICATIONS_MESSAGES.tooLong),
    body: z.string().trim().min(1, APPLICATIONS_MESSAGES.required).max(ROUND_EMAIL_BODY_MAX, APPLICATIONS_MESSAGES.tooLong),
    /** ISO date-time; required when mode is scheduled, ignored otherwise. */
    scheduledAt: z.iso.datetime({ offset: true, error: APPLICATIONS_MESSAGES.invalidDate }).nullish(),
    /** Rejection only: the evaluation feedback per criterion goes with the e-mail. */
    includeFeedback: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.mode === 'scheduled' && !value.scheduledAt) ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: APPLICATIONS_MESSAGES.scheduledAtNeeded });
  });
export type RoundEmail = z.output<typeof roundEmailSchema>;

/** Advance to the next round once `minEvaluations` evaluations are in and their mean score is at least `minMeanScore`. */
export const autoAdvanceRuleSchema = z.object({
  minEvaluations: z.number().int().min(1).max(50),
  minMeanScore: z.number().min(0).max(1000),
});
export type AutoAdvanceRule = z.output<typeof autoAdvanceRuleSchema>;

/**
 * Whether a funnel takes applications at `now`: published, opened, not past its closing date. A funnel with no
 * closing date stays open until closed by hand.
 */
export function funnelAcceptsApplications(funnel: { status: FunnelStatus; opensAt: Date | string | null; closesAt: Date | string | null }, now: Date): boolean {
  if (funnel.status !== 'published') return false;
  const time = now.getTime();
  if (funnel.opensAt !== null && new Date(funnel.opensAt).getTime() > time) return false;
  if (funnel.closesAt !== null && new Date(funnel.closesAt).getTime() <= time) return false;
  return true;
}

/** The phase shown in lists: a published funnel is upcoming, open or past its closing date (closed). */
export type FunnelPhase = 'draft' | 'upcoming' | 'open' | 'closed' | 'archived';
export function funnelPhase(funnel: { status: FunnelStatus; opensAt: Date | string | null; closesAt: Date | string | null }, now: Date): FunnelPhase {
  if (funnel.status !== 'published') return funnel.status;
  if (funnel.opensAt !== null && new Date(funnel.opensAt).getTime() > now.getTime()) return 'upcoming';
  return funnelAcceptsApplications(funnel, now) ? 'open' : 'closed';
}

/**
 * The status an application takes when it enters a round (D-241, contract §3.4): a form round waits for the applicant
 * to be asked for the round's form (ready_for_invitation), a meeting round for the meeting (ready_for_meeting), an
 * evaluation round is under review.
 */
export function roundEntryStatus(kind: RoundKind): ApplicationStatus {
  if (kind === 'form') return 'ready_for_invitation';
  if (kind === 'meeting') return 'ready_for_meeting';
  return 'under_review';
}
