/**
 * Portfolio reference lists (issue 14): startup lifecycle and stage, program kinds, the ten tag kinds of
 * /taxonomy/tags/*, saved-view scopes and the bulk actions. The server's check constraints and the web's selects
 * read these lists, so a value is added in one place.
 */

/** A startup is active or archived (D1 §4 record statuses); deletion removes the row (STARTUP:DELETE). */
export const STARTUP_STATUSES = ['active', 'archived'] as const;
export type StartupStatus = (typeof STARTUP_STATUSES)[number];

/** Stages offered on the profile and in the portfolio filter (the spec names none; D-115). */
export const STARTUP_STAGES = ['idea', 'prototype', 'mvp', 'seed', 'growth', 'scale'] as const;
export type StartupStage = (typeof STARTUP_STAGES)[number];

/** Social links a startup profile carries; each must be an http(s) URL (the scheme rule). */
export const STARTUP_SOCIAL_LINKS = ['linkedin', 'twitter', 'facebook', 'instagram', 'youtube'] as const;
export type StartupSocialLink = (typeof STARTUP_SOCIAL_LINKS)[number];

export const PROGRAM_TYPES = ['startup', 'user'] as const;
export type ProgramType = (typeof PROGRAM_TYPES)[number];
export const PROGRAM_MODES = ['online', 'offline', 'hybrid'] as const;
export type ProgramMode = (typeof PROGRAM_MODES)[number];
export const PROGRAM_STATUSES = ['active', 'archived'] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];
/** A program's phase from its dates (the seed and filters show finished, running and upcoming programs). */
export type ProgramPhase = 'upcoming' | 'running' | 'finished' | 'undated';

export function programPhase(startsOn: string | null, endsOn: string | null, today: string): ProgramPhase {
  if (!startsOn && !endsOn) return 'undated';
  if (startsOn && today < startsOn) return 'upcoming';
  if (endsOn && today > endsOn) return 'finished';
  return 'running';
}

/** The ten tag kinds of D1 §2.3 /taxonomy/tags/{kind}. */
export const TAG_KINDS = ['user', 'event', 'forms', 'mentortag', 'startup', 'community', 'application', 'other', 'skills', 'topic'] as const;
export type TagKind = (typeof TAG_KINDS)[number];
/** Tag kinds that can be put on a startup and on a user (ENT-13: replaced wholesale on save). */
export const STARTUP_TAG_KINDS: readonly TagKind[] = ['startup', 'other'];
export const USER_TAG_KINDS: readonly TagKind[] = ['user', 'mentortag', 'community', 'skills', 'topic', 'other'];

export const SAVED_VIEW_SCOPES = ['startups', 'applications'] as const;
export type SavedViewScope = (typeof SAVED_VIEW_SCOPES)[number];

/** Who a program membership change was: the history of startup_programs. */
export const PROGRAM_MEMBERSHIP_ACTIONS = ['joined', 'left'] as const;
export type ProgramMembershipAction = (typeof PROGRAM_MEMBERSHIP_ACTIONS)[number];

/** Server-side bulk jobs (D1 §4 batch panels, §7.6 subscriptions); the target is a BatchOperationKind. */
export const BATCH_ACTIONS = [
  'startups.assignProgram',
  'startups.tag',
  'startups.assignMentor',
  'startups.archive',
  'users.invite',
  'users.changeRole',
  // The emails area (D-584): one item per recipient of an outgoing email; started by sendOutgoingEmail, not the user bulk bar.
  'users.sendEmail',
  'applications.decide',
  'applications.moveRound',
  'applications.assignEvaluators',
  'applications.tag',
] as const;
export type BatchAction = (typeof BATCH_ACTIONS)[number];
export const BATCH_JOB_STATUSES = ['validating', 'running', 'completed', 'failed'] as const;
export type BatchJobStatus = (typeof BATCH_JOB_STATUSES)[number];
export const BATCH_ITEM_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type BatchItemStatus = (typeof BATCH_ITEM_STATUSES)[number];
