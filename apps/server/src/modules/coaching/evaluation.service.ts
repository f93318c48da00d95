/**
 * A session's evaluations (issue 17 item 3; docs/contract-coaching.md §3.3; D-449, D-450). Each host evaluates a
 * session once it has taken place (held, or scheduled and ended; never cancelled) on the form the configuration
 * resolves for the session's program, topics and the host's role; the answers are a submitted form_submissions row
 * checked by the forms engine (answerLinkedFormInTx: a bad answer names its question). Who reads them: the session's
 * hosts and the staff who see the startup read every evaluation; the startup's people only those answered on a rule
 * shared with the startup; anyone else finds no session (another tenant's ids alike).
 */
import { EVALUATION_MESSAGES, isInRoleGroup, resolveEvaluationForm, type Answers, type CoachingSessionStatus, type EvaluationFormRule, type FormDefinition, type RoleType } from '@hatchery/domain';
import { and, asc, desc, eq, gt, inArray, lte, or } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import {
  coachingSessionEvaluations,
  coachingSessionHosts,
  coachingSessions,
  coachingSessionTopics,
  formSubmissions,
  formVersions,
  forms,
  roles,
  startups,
  users,
} from '../../db/schema/index.js';
import { isUniqueViolation } from '../../core/db-errors.js';
import { validationError } from '../../core/errors.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { answerLinkedFormInTx } from '../forms/index.js';
import { loadActor } from '../permissions/index.js';
import { readStartupAccess } from '../startups/index.js';
import { completeCoachingEvaluationTask, flushTaskEffects, noEffects } from '../tasks/index.js';
import { isStartupMember } from './booking-access.js';
import { loadEvaluationRules } from './evaluation-forms.service.js';

export interface EvaluatedSession {
  id: string;
  startupId: string;
  startupName: string;
  programId: string | null;
  status: CoachingSessionStatus;
  startsAt: Date;
  endsAt: Date;
}

export interface SessionHost {
  userId: string;
  fullName: string;
  roleType: RoleType;
}

export interface EvaluationFormView {
  id: string;
  name: string;
  versionId: string;
  definition: FormDefinition;
  sharedWithStartup: boolean;
}

export interface EvaluationEntry {
  id: string;
  evaluator: { id: string; fullName: string };
  formName: string;
  definition: FormDefinition;
  answers: Answers;
  submittedAt: Date;
  sharedWithStartup: boolean;
}

export interface SessionEvaluationView {
  sessionId: string;
  startupName: string;
  /** The session took place (held, or scheduled and ended) and was not cancelled. */
  tookPlace: boolean;
  viewerIsHost: boolean;
  /** The form the viewer answers (hosts only; null when no rule matches). */
  form: EvaluationFormView | null;
  viewerEvaluation: EvaluationEntry | null;
  viewerCanSubmit: boolean;
  /** The evaluations the viewer may read, oldest first (theirs included). */
  evaluations: EvaluationEntry[];
}

type Standing = 'host' | 'staff' | 'member';

export function sessionTookPlace(session: Pick<EvaluatedSession, 'status' | 'endsAt'>, now = new Date()): boolean {
  if (session.status === 'held') return true;
  return session.status === 'scheduled' && session.endsAt.getTime() <= now.getTime();
}

const notFound = () => validationError(`sessionId: ${EVALUATION_MESSAGES.sessionNotFound}`);

export async function loadEvaluatedSession(tx: Tx, sessionId: string): Promise<EvaluatedSession> {
  if (!isUuid(sessionId)) throw notFound();
  const [row] = await tx
    .select({ id: coachingSessions.id, startupId: coachingSessions.startupId, startupName: startups.name, programId: coachingSessions.programId, status: coachingSessions.status, startsAt: coachingSessions.startsAt, endsAt: coachingSessions.endsAt })
    .from(coachingSessions)
    .innerJoin(startups, and(eq(startups.incubatorId, coachingSessions.incubatorId), eq(startups.id, coachingSessions.startupId)))
    .where(eq(coachingSessions.id, sessionId))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function loadSessionHosts(tx: Tx, sessionId: string): Promise<SessionHost[]> {
  return tx
    .select({ userId: users.id, fullName: users.fullName, roleType: roles.type })
    .from(coachingSessionHosts)
    .innerJoin(users, and(eq(users.incubatorId, coachingSessionHosts.incubatorId), eq(users.id, coachingSessionHosts.userId)))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(coachingSessionHosts.sessionId, sessionId))
    .orderBy(asc(coachingSessionHosts.createdAt));
}

export async function loadSessionTopicIds(tx: Tx, sessionId: string): Promise<string[]> {
  const rows = await tx.select({ tagId: coachingSessionTopics.tagId }).from(coachingSessionTopics).where(eq(coachingSessionTopics.sessionId, sessionId));
  return rows.map((r) => r.tagId);
}

/** The rule a host of this session answers on (null: none configured for them). */
export function ruleForHost(rules: readonly EvaluationFormRule[], session: EvaluatedSession, topicIds: readonly string[], hostRole: RoleType): EvaluationFormRule | null {
  return resolveEvaluationForm(rules, { programId: session.programId, topicTagIds: topicIds, hostRole });
}

async function standingOf(ctx: AppContext, tx: Tx, session: EvaluatedSession, hosts: readonly SessionHost[]): Promise<Standing> {
  const viewer = requireViewer(ctx);
  if (hosts.some((h) => h.userId === viewer.userId)) return 'host';
  if (isInRoleGroup(viewer.roleType, 'staff')) {
    const access = await readStartupAccess(tx, viewer, await loadActor(ctx, viewer), session.startupId);
    if (access?.sees) return 'staff';
  }
  if (isInRoleGroup(viewer.roleType, 'founderSide') && (await isStartupMember(tx, session.startupId, viewer.userId))) return 'member';
  throw notFound();
}

async function formView(tx: Tx, rule: EvaluationFormRule): Promise<EvaluationFormView | null> {
  const [row] = await tx
    .select({ id: forms.id, name: forms.name, status: forms.status, versionId: formVersions.id, definition: formVersions.definition })
    .from(forms)
    .innerJoin(formVersions, and(eq(formVersions.incubatorId, forms.incubatorId), eq(formVersions.formId, forms.id)))
    .where(eq(forms.id, rule.formId))
    .orderBy(desc(formVersions.number))
    .limit(1);
  // An archived form takes no answers any more: the session then has no form to answer.
  if (!row || row.status !== 'published') return null;
  return { id: row.id, name: row.name, versionId: row.versionId, definition: row.definition, sharedWithStartup: rule.sharedWithStartup };
}

/** The columns of one evaluation as EvaluationEntry reads them (the session page and the startup's assessment, D-579). */
export const EVALUATION_ENTRY_COLUMNS = {
  id: coachingSessionEvaluations.id,
  evaluatorId: users.id,
  evaluatorName: users.fullName,
  formName: forms.name,
  definition: formVersions.definition,
  answers: formSubmissions.answers,
  submittedAt: formSubmissions.submittedAt,
  sharedWithStartup: coachingSessionEvaluations.sharedWithStartup,
};

interface EvaluationEntryRow {
  id: string;
  evaluatorId: string;
  evaluatorName: string;
  formName: string;
  definition: FormDefinition;
  answers: unknown;
  submittedAt: Date | null;
  sharedWithStartup: boolean;
}

export function toEvaluationEntry(r: EvaluationEntryRow): EvaluationEntry {
  return {
    id: r.id,
    evaluator: { id: r.evaluatorId, fullName: r.evaluatorName },
    formName: r.formName,
    definition: r.definition,
    answers: r.answers as Answers,
    submittedAt: r.submittedAt ?? new Date(0),
    sharedWithStartup: r.sharedWithStartup,
  };
}

async function evaluationsOf(tx: Tx, sessionId: string): Promise<EvaluationEntry[]> {
  const rows = await tx
    .select(EVALUATION_ENTRY_COLUMNS)
    .from(coachingSessionEvaluations)
    .innerJoin(formSubmissions, and(eq(formSubmissions.incubatorId, coachingSessionEvaluations.incubatorId), eq(formSubmissions.id, coachingSessionEvaluations.submissionId)))
    .innerJoin(formVersions, and(eq(formVersions.incubatorId, formSubmissions.incubatorId), eq(formVersions.id, formSubmissions.versionId)))
    .innerJoin(forms, and(eq(forms.incubatorId, formSubmissions.incubatorId), eq(forms.id, formSubmissions.formId)))
    .innerJoin(users, and(eq(users.incubatorId, coachingSessionEvaluations.incubatorId), eq(users.id, coachingSessionEvaluations.evaluatorUserId)))
    .where(eq(coachingSessionEvaluations.sessionId, sessionId))
    .orderBy(asc(coachingSessionEvaluations.createdAt));
  return rows.map(toEvaluationEntry);
}

async function buildView(ctx: AppContext, tx: Tx, sessionId: string): Promise<SessionEvaluationView> {
  const viewer = requireViewer(ctx);
  const session = await loadEvaluatedSession(tx, sessionId);
  const hosts = await loadSessionHosts(tx, session.id);
  const standing = await standingOf(ctx, tx, session, hosts);
  const all = await evaluationsOf(tx, session.id);
  // D-449: the startup's people read only what was answered on a rule shared with the startup.
  const evaluations = standing === 'member' ? all.filter((e) => e.sharedWithStartup) : all;
  const viewerEvaluation = all.find((e) => e.evaluator.id === viewer.userId) ?? null;
  const me = hosts.find((h) => h.userId === viewer.userId);
  let form: EvaluationFormView | null = null;
  if (me) {
    const rule = ruleForHost(await loadEvaluationRules(tx), session, await loadSessionTopicIds(tx, session.id), me.roleType);
    form = rule ? await formView(tx, rule) : null;
  }
  const tookPlace = sessionTookPlace(session);
  return {
    sessionId: session.id,
    startupName: session.startupName,
    tookPlace,
    viewerIsHost: Boolean(me),
    form,
    viewerEvaluation,
    viewerCanSubmit: Boolean(me) && tookPlace && form !== null && viewerEvaluation === null,
    evaluations,
  };
}

export function sessionEvaluation(ctx: AppContext, sessionId: string): Promise<SessionEvaluationView> {
  requireViewer(ctx);
  return ctx.data.run((tx) => buildView(ctx, tx, sessionId));
}

/** A host's evaluation: validated by the forms engine, stored once, their coachingEvaluation task completed. */
export async function submitSessionEvaluation(ctx: AppContext, sessionId: string, answers: unknown): Promise<SessionEvaluationView> {
  const viewer = requireViewer(ctx);
  const effects = noEffects();
  try {
    await ctx.data.run(async (tx) => {
      const session = await loadEvaluatedSession(tx, sessionId);
      const hosts = await loadSessionHosts(tx, session.id);
      const standing = await standingOf(ctx, tx, session, hosts);
      const me = hosts.find((h) => h.userId === viewer.userId);
      if (standing !== 'host' || !me) throw validationError(`sessionId: ${EVALUATION_MESSAGES.notHost}`);
      if (session.status === 'cancelled') throw validationError(`sessionId: ${EVALUATION_MESSAGES.cancelled}`);
      if (!sessionTookPlace(session)) throw validationError(`sessionId: ${EVALUATION_MESSAGES.notYetHeld}`);
      const [done] = await tx.select({ id: coachingSessionEvaluations.id }).from(coachingSessionEvaluations)
        .where(and(eq(coachingSessionEvaluations.sessionId, session.id), eq(coachingSessionEvaluations.evaluatorUserId, viewer.userId))).limit(1);
      if (done) throw validationError(`sessionId: ${EVALUATION_MESSAGES.alreadyEvaluated}`);
      const rule = ruleForHost(await loadEvaluationRules(tx), session, await loadSessionTopicIds(tx, session.id), me.roleType);
      const form = rule ? await formView(tx, rule) : null;
      if (!rule || !form) throw validationError(`sessionId: ${EVALUATION_MESSAGES.noForm}`);
      const submission = await answerLinkedFormInTx(tx, ctx.incubator.id, {
        formId: form.id,
        versionId: form.versionId,
        submissionId: null,
        respondentUserId: viewer.userId,
        startupId: session.startupId,
        answers,
        submit: true,
      });
      const [row] = await tx.insert(coachingSessionEvaluations)
        .values({ incubatorId: ctx.incubator.id, sessionId: session.id, evaluatorUserId: viewer.userId, submissionId: submission.id, sharedWithStartup: rule.sharedWithStartup })
        .returning({ id: coachingSessionEvaluations.id });
      await completeCoachingEvaluationTask(tx, session.id, viewer.userId, effects);
      await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'coaching.sessionEvaluated', entityType: 'coachingSession', entityId: session.id, after: { evaluationId: row!.id, formId: form.id } });
    });
  } catch (error) {
    // Two submissions of one host at once: the unique index keeps one; the other is told it was already done.
    if (isUniqueViolation(error)) throw validationError(`sessionId: ${EVALUATION_MESSAGES.alreadyEvaluated}`);
    throw error;
  }
  await flushTaskEffects(ctx, effects);
  return sessionEvaluation(ctx, sessionId);
}

/** Hosts of ended sessions who have not evaluated them (the coachingEvaluation task's candidates). */
export async function sessionsAwaitingEvaluation(tx: Tx, since: Date, now: Date): Promise<Array<{ session: EvaluatedSession; hostUserId: string; hostRole: RoleType }>> {
  const sessions = await tx
    .select({ id: coachingSessions.id, startupId: coachingSessions.startupId, startupName: startups.name, programId: coachingSessions.programId, status: coachingSessions.status, startsAt: coachingSessions.startsAt, endsAt: coachingSessions.endsAt })
    .from(coachingSessions)
    .innerJoin(startups, and(eq(startups.incubatorId, coachingSessions.incubatorId), eq(startups.id, coachingSessions.startupId)))
    .where(and(inArray(coachingSessions.status, ['scheduled', 'held']), gt(coachingSessions.endsAt, since), or(eq(coachingSessions.status, 'held'), lte(coachingSessions.endsAt, now))))
    .orderBy(asc(coachingSessions.endsAt));
  const ended = sessions.filter((s) => sessionTookPlace(s, now));
  if (ended.length === 0) return [];
  const ids = ended.map((s) => s.id);
  const hostRows = await tx
    .select({ sessionId: coachingSessionHosts.sessionId, userId: coachingSessionHosts.userId, roleType: roles.type })
    .from(coachingSessionHosts)
    .innerJoin(users, and(eq(users.incubatorId, coachingSessionHosts.incubatorId), eq(users.id, coachingSessionHosts.userId)))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(inArray(coachingSessionHosts.sessionId, ids));
  const doneRows = await tx.select({ sessionId: coachingSessionEvaluations.sessionId, userId: coachingSessionEvaluations.evaluatorUserId })
    .from(coachingSessionEvaluations).where(inArray(coachingSessionEvaluations.sessionId, ids));
  const done = new Set(doneRows.map((r) => `${r.sessionId}:${r.userId}`));
  const byId = new Map(ended.map((s) => [s.id, s]));
  return hostRows
    .filter((h) => !done.has(`${h.sessionId}:${h.userId}`))
    .map((h) => ({ session: byId.get(h.sessionId)!, hostUserId: h.userId, hostRole: h.roleType }));
}
