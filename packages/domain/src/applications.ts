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

/**
 * The overview's queue bar (APPLICATION:QUEUE_BAR, D-386): where each submitted application of the call or round stands
 * in the work — an evaluation round with nobody assigned (toAssign), an evaluator still to submit (awaitingEvaluation),
 * the rest still open (awaitingDecision: evaluations in, or a round without evaluation), and decided. Every submitted,
 * unarchived application is in exactly one stage.
 */
export const APPLICATION_QUEUE_STAGES = ['toAssign', 'awaitingEvaluation', 'awaitingDecision', 'decided'] as const;
export type ApplicationQueueStage = (typeof APPLICATION_QUEUE_STAGES)[number];

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
  // Overview, file and decisions (issue 16 items 3 and 7; D-250..D-259).
  applicationNotFound: 'This application does not exist.',
  commentEmpty: 'Write something first.',
  staffOnlyNotAllowed: 'Only staff can write staff-only notes.',
  alreadyDecided: 'This application is already decided.',
  notSubmitted: 'This application has not been submitted yet.',
  reasonTooLong: 'This reason is too long.',
  sameFunnel: 'The application is already in this funnel.',
  funnelHasNoRounds: 'This funnel has no rounds yet.',
  // Intake (issue 16 item 2).
  callClosed: 'This call closed on {date}.',
  callNotOpen: 'This call is not open for applications.',
  alreadyApplied: 'You have already applied to this call.',
  alreadySubmitted: 'This application has already been submitted.',
  roundFormNotAsked: 'This round does not ask you for a form.',
  roundFormDone: 'This form has already been submitted.',
  emailInvalid: 'Enter a valid e-mail address.',
  notAnApplicant: 'This person has an account that cannot apply.',
  notALead: 'Only an application filled on someone\'s behalf can be handed over.',
  // The lead hand-over page /leads/transfer/{id} (D-300).
  transferInvalid: 'This link is invalid or has expired.',
  transferTaken: 'This application has already been taken over.',
  transferWrongPerson: 'This application was prepared for someone else.',
  transferCredentials: 'The e-mail or password is incorrect.',
  // Issue 16 item 8 (analytics, D-270).
  analyticsOff: 'Application analytics are switched off for this organisation.',
  // Bulk actions and saved views of the overview (issue 16 item 3, D-290..D-295).
  selectionOrFilter: 'Choose applications or a filter to export.',
  savedViewsOff: 'Saved views of applications are switched off for this organisation.',
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

/** Overview and decisions (issue 16 items 3 and 7; D-250..D-259). */
export const APPLICATION_COMMENT_MAX = 5000;
export const APPLICATION_REASON_MAX = 2000;
/** The statuses a decision closes: an application in one of them can no longer be decided. */
export const DECIDED_APPLICATION_STATUSES = ['accepted', 'rejected', 'delay_rejected'] as const satisfies readonly ApplicationStatus[];

/** Whether a decision may be taken on an application in this status: submitted and not decided yet. */
export function applicationDecidable(status: ApplicationStatus): boolean {
  return status !== 'draft' && !(DECIDED_APPLICATION_STATUSES as readonly ApplicationStatus[]).includes(status);
}

/** The status a decision leaves: accept → the next round's entry status (or accepted on the last round); the others name their status. */
export function statusAfterDecision(decision: ApplicationDecision, next: { kind: RoundKind } | null): ApplicationStatus {
  if (decision === 'reject') return 'rejected';
  if (decision === 'delay_reject') return 'delay_rejected';
  return next ? roundEntryStatus(next.kind) : 'accepted';
}

/** The overview's status filter: explicit statuses, or a group (allPending / evaluationInProgress); both → their intersection. */
export function overviewStatuses(statuses: readonly ApplicationStatus[] | null | undefined, group: keyof typeof APPLICATION_STATUS_GROUPS | null | undefined): ApplicationStatus[] | null {
  const groupStatuses = group ? [...APPLICATION_STATUS_GROUPS[group]] : null;
  if (!statuses || statuses.length === 0) return groupStatuses;
  const unique = [...new Set(statuses)];
  return groupStatuses ? unique.filter((s) => (groupStatuses as ApplicationStatus[]).includes(s)) : unique;
}

/** The keyset cursor of the overview: the last row's (created_at, id), opaque to the client. */
export function encodeApplicationCursor(createdAt: Date, id: string): string {
  return `${createdAt.toISOString()}|${id}`;
}
export function decodeApplicationCursor(cursor: string): { createdAt: Date; id: string } | null {
  const [time, id] = cursor.split('|');
  if (!time || !id || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const createdAt = new Date(time);
  return Number.isNaN(createdAt.getTime()) ? null : { createdAt, id };
}
/**
 * "closesAt: This call closed on {date}." — the one message whose text carries a value: the web matches it with
 * `callClosedPattern` and shows the date in the reader's language.
 */
export function callClosedMessage(closesAt: Date): string {
  return APPLICATIONS_MESSAGES.callClosed.replace('{date}', closesAt.toISOString());
}
export const callClosedPattern = /^This call closed on (\S+)\.$/;

/**
 * What an applicant sees of their application's status (D-245): never the review's inner steps. draft; in_review
 * (every status between submission and a decision); accepted; not_selected (rejected or delayed); closed (a draft
 * archived when the call closed).
 */
export const APPLICANT_STATUSES = ['draft', 'in_review', 'accepted', 'not_selected', 'closed'] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];
export function applicantStatus(application: { status: ApplicationStatus; archivedAt: Date | string | null }): ApplicantStatus {
  if (application.status === 'draft') return application.archivedAt ? 'closed' : 'draft';
  if (application.status === 'accepted') return 'accepted';
  if (application.status === 'rejected' || application.status === 'delay_rejected') return 'not_selected';
  return 'in_review';
}

/**
 * The re-apply rule (D-244): may this person start a new application to a funnel, given their earlier ones there?
 * `open` is their open draft (returned instead of a second one); `submitted` their submitted applications, newest first.
 */
export type ReapplyVerdict = 'resume' | 'start' | 'refuse';
export function reapplyVerdict(rule: FunnelReapplyRule, earlier: ReadonlyArray<{ status: ApplicationStatus; archivedAt: Date | string | null; createdAt: Date | string }>): ReapplyVerdict {
  if (earlier.some((a) => a.status === 'draft' && !a.archivedAt)) return 'resume';
  const submitted = earlier.filter((a) => a.status !== 'draft').sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
  if (submitted.length === 0 || rule === 'always') return 'start';
  if (rule === 'never') return 'refuse';
  const last = submitted[0]!;
  return last.status === 'rejected' || last.status === 'delay_rejected' ? 'start' : 'refuse';
}

/** Labels that name the company (D-243): the intake answer under such a label titles the application. */
export const COMPANY_LABEL_PATTERN = /\b(company|startup|start-up|venture|organi[sz]ation|business|project)\b/i;
