/**
 * What feeds re-matching (issue 17 item 5; docs/contract-coaching.md §3.5; D-464, D-466):
 * - "How is this pairing going?": after the first held session of a startup with a mentor, the startup's people get a
 *   pairingFeedback notification (the product's mechanism for a one-off question with a link, D-464) and answer with
 *   `answerPairingFeedback`; the latest answer lowers the pair in suggestions (scoreMatch's pairingFeedback line).
 * - No-shows: when a startup has missed two sessions, staff get a coachingNoShows notification.
 * Both triggers run in the caller's transaction (the service that marks a session held or an attendance no_show —
 * `askPairingFeedback(tx, …)` and `recordNoShow(tx, …)` are exported for it), and return what they created for the
 * caller to deliver after its commit, as every notification is (ARCHITECTURE "How notifications are created").
 */
import { MATCHING_MESSAGES, NO_SHOW_ALERT_THRESHOLD, PAIRING_ANSWERS, type PairingAnswer } from '@hatchery/domain';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import {
  coachingSessionHosts,
  coachingSessions,
  mentorMatchFeedback,
  roles,
  startupPeople,
  startups,
  userAssignedStartups,
  users,
} from '../../db/schema/index.js';
import { validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { deliverNotifications, insertNotification, type CreatedNotification } from '../notifications/index.js';

/** The attendance value of a person who did not come (REF-26 "no show"). */
export const NO_SHOW = 'no_show';

/** Role types told of a startup's no-shows whatever their assignments; other staff only when assigned to it. */
const NO_SHOW_WATCHERS = ['Admin', 'AdminCoach', 'Staff'] as const;
const STAFF_GROUP = ['Staff', 'Coach', 'AdminCoach', 'Admin', 'SubAdmin'] as const;

/**
 * Asks the startup's people how their pairing with each host of this held session is going — once per startup and
 * mentor (the pair's row is the question; a second held session asks nothing). Call in the transaction that marks the
 * session held; deliver the answer's notifications after commit.
 */
export async function askPairingFeedback(tx: Tx, who: { incubatorId: string; actorUserId: string | null }, sessionId: string): Promise<CreatedNotification[]> {
  const [session] = await tx.select({ id: coachingSessions.id, startupId: coachingSessions.startupId }).from(coachingSessions).where(eq(coachingSessions.id, sessionId)).limit(1);
  if (!session) return [];
  const hosts = await tx
    .select({ userId: coachingSessionHosts.userId, fullName: users.fullName })
    .from(coachingSessionHosts)
    .innerJoin(users, eq(users.id, coachingSessionHosts.userId))
    .where(eq(coachingSessionHosts.sessionId, session.id))
    .orderBy(asc(users.fullName));
  if (hosts.length === 0) return [];
  const people = await tx.select({ userId: startupPeople.userId }).from(startupPeople).where(eq(startupPeople.startupId, session.startupId));
  const created: CreatedNotification[] = [];
  for (const host of hosts) {
    const [question] = await tx
      .insert(mentorMatchFeedback)
      .values({ incubatorId: who.incubatorId, sessionId: session.id, startupId: session.startupId, mentorUserId: host.userId })
      .onConflictDoNothing()
      .returning({ id: mentorMatchFeedback.id });
    if (!question) continue;
    const note = await insertNotification(tx, who.incubatorId, {
      type: 'pairingFeedback',
      message: `How is your pairing with ${host.fullName} going?`,
      url: `/coaching/book?pairingFeedback=${question.id}`,
      actorUserId: host.userId,
      startupId: session.startupId,
      recipientUserIds: people.map((p) => p.userId).filter((id) => id !== host.userId),
    });
    if (note) created.push(note);
  }
  return created;
}

export interface PairingQuestion {
  id: string;
  startupId: string;
  startupName: string;
  mentor: { id: string; fullName: string };
  askedAt: Date;
  answer: PairingAnswer | null;
  comment: string | null;
}

const questionColumns = {
  id: mentorMatchFeedback.id,
  startupId: mentorMatchFeedback.startupId,
  startupName: startups.name,
  mentorId: mentorMatchFeedback.mentorUserId,
  mentorName: users.fullName,
  askedAt: mentorMatchFeedback.createdAt,
  answer: mentorMatchFeedback.answer,
  comment: mentorMatchFeedback.comment,
};
type QuestionRow = { id: string; startupId: string; startupName: string; mentorId: string; mentorName: string; askedAt: Date; answer: PairingAnswer | null; comment: string | null };
const toQuestion = (r: QuestionRow): PairingQuestion => ({
  id: r.id,
  startupId: r.startupId,
  startupName: r.startupName,
  mentor: { id: r.mentorId, fullName: r.mentorName },
  askedAt: r.askedAt,
  answer: r.answer,
  comment: r.comment,
});

/** The unanswered pairing questions of the viewer's startups (the founder side answers for its own startups only). */
export async function pendingPairingFeedback(ctx: AppContext): Promise<PairingQuestion[]> {
  const viewer = requireViewer(ctx);
  const rows = await ctx.data.run((tx) =>
    tx
      .select(questionColumns)
      .from(mentorMatchFeedback)
      .innerJoin(startups, eq(startups.id, mentorMatchFeedback.startupId))
      .innerJoin(users, eq(users.id, mentorMatchFeedback.mentorUserId))
      .innerJoin(startupPeople, and(eq(startupPeople.startupId, mentorMatchFeedback.startupId), eq(startupPeople.userId, viewer.userId)))
      .where(isNull(mentorMatchFeedback.answer))
      .orderBy(asc(mentorMatchFeedback.createdAt))
      .limit(50),
  );
  return rows.map(toQuestion);
}

const answerSchema = z.object({
  id: z.string().refine(isUuid, MATCHING_MESSAGES.feedbackNotFound),
  answer: z.enum(PAIRING_ANSWERS),
  comment: z.string().trim().max(2000, MATCHING_MESSAGES.commentTooLong).nullish().transform((c) => (c ? c : null)),
});

/** A member of the startup answers the pair's question once; someone else's, another tenant's or unknown: not found. */
export async function answerPairingFeedback(ctx: AppContext, raw: { id: unknown; answer: unknown; comment?: unknown }): Promise<PairingQuestion> {
  const viewer = requireViewer(ctx);
  const input = parseInput(answerSchema, raw);
  return ctx.data.run(async (tx) => {
    const [row] = await tx
      .select(questionColumns)
      .from(mentorMatchFeedback)
      .innerJoin(startups, eq(startups.id, mentorMatchFeedback.startupId))
      .innerJoin(users, eq(users.id, mentorMatchFeedback.mentorUserId))
      .innerJoin(startupPeople, and(eq(startupPeople.startupId, mentorMatchFeedback.startupId), eq(startupPeople.userId, viewer.userId)))
      .where(eq(mentorMatchFeedback.id, input.id))
      .limit(1);
    if (!row) throw validationError(`id: ${MATCHING_MESSAGES.feedbackNotFound}`);
    const now = new Date();
    const updated = await tx
      .update(mentorMatchFeedback)
      .set({ answer: input.answer, comment: input.comment, answeredBy: viewer.userId, answeredAt: now })
      .where(and(eq(mentorMatchFeedback.id, row.id), isNull(mentorMatchFeedback.answer)))
      .returning({ id: mentorMatchFeedback.id });
    if (updated.length === 0) throw validationError(`answer: ${MATCHING_MESSAGES.feedbackAnswered}`);
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'matching.pairingAnswered', entityType: 'startup', entityId: row.startupId, after: { mentorUserId: row.mentorId, answer: input.answer } });
    return toQuestion({ ...row, answer: input.answer, comment: input.comment });
  });
}

/**
 * Records that the startup missed this session (call it in the transaction that marks an attendance no_show) and,
 * from the second missed session on, alerts staff: the Admin, AdminCoach and Staff people of the tenant and any other
 * staff-group person assigned to the startup. A session counts once, however many of its attendees were marked and
 * whether or not the caller already wrote the mark. Returns the alert to deliver after commit, or null.
 */
export async function recordNoShow(tx: Tx, input: { incubatorId: string; startupId: string; sessionId: string }): Promise<CreatedNotification | null> {
  const [startup] = await tx.select({ id: startups.id, name: startups.name }).from(startups).where(eq(startups.id, input.startupId)).limit(1);
  if (!startup) return null;
  const missed = await tx
    .select({ id: coachingSessions.id })
    .from(coachingSessions)
    .where(
      and(
        eq(coachingSessions.startupId, startup.id),
        or(
          eq(coachingSessions.id, input.sessionId),
          eq(coachingSessions.status, NO_SHOW),
          // Aliased: a select from one table leaves its own columns unqualified.
          sql`exists (select 1 from coaching_session_attendees csa where csa.session_id = "coaching_sessions"."id" and csa.attendance = ${NO_SHOW})`,
        ),
      ),
    );
  if (missed.length < NO_SHOW_ALERT_THRESHOLD) return null;
  const watchers = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.status, 'active'),
        or(
          inArray(roles.type, [...NO_SHOW_WATCHERS]),
          and(
            inArray(roles.type, [...STAFF_GROUP]),
            sql`exists (select 1 from ${userAssignedStartups} where ${userAssignedStartups.userId} = ${users.id} and ${userAssignedStartups.startupId} = ${startup.id})`,
          ),
        ),
      ),
    );
  return insertNotification(tx, input.incubatorId, {
    type: 'coachingNoShows',
    message: `${startup.name} missed ${missed.length} coaching sessions`,
    url: `/startup/${startup.id}/file/activities`,
    actorUserId: null,
    startupId: startup.id,
    recipientUserIds: watchers.map((w) => w.id),
  });
}

/** Delivers what the two triggers created, once the caller committed. */
export async function deliverMatchingNotifications(ctx: AppContext, created: ReadonlyArray<CreatedNotification | null>): Promise<void> {
  const list = created.filter((c): c is CreatedNotification => c !== null);
  if (list.length > 0) await deliverNotifications(ctx, list);
}
