/**
 * What every write of a coaching session shares (issue 17 item 3; D-442): the changelog rows (one per changed field,
 * one group id per save, D2 §3.11) and the startup timeline's post of the session (COACHING_SESSION_POST, one row per
 * session under the source key `coachingSession:<id>`, rewritten from the tables after each change, so it shows the
 * session as it stands). Private notes never reach either: only their author reads them.
 */
import { randomUUID } from 'node:crypto';
import type { SessionChangeType, SessionChangeValueType } from '@hatchery/domain';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import {
  coachingInvitations,
  coachingSessionAttendees,
  coachingSessionChanges,
  coachingSessionHosts,
  coachingSessionTopics,
  coachingSessions,
  startupPeople,
  tags,
} from '../../db/schema/index.js';
import { upsertTimelineItem } from '../timeline/index.js';

export interface SessionChange {
  type: SessionChangeType;
  valueType?: SessionChangeValueType;
  oldValue?: string | null;
  newValue?: string | null;
}

/** Writes the changes of one save under one group id; returns it (null when there was nothing to write). */
export async function writeChanges(tx: Tx, incubatorId: string, sessionId: string, initiatorId: string | null, changes: readonly SessionChange[], at = new Date()): Promise<string | null> {
  if (changes.length === 0) return null;
  const groupId = randomUUID();
  await tx.insert(coachingSessionChanges).values(changes.map((c) => ({
    incubatorId, sessionId, initiatorId, type: c.type, changeTime: at, groupId, valueType: c.valueType ?? 'string', oldValue: c.oldValue ?? null, newValue: c.newValue ?? null,
  })));
  return groupId;
}

const MINUTE_MS = 60_000;

/** Rewrites the session's timeline post from its rows (D2 §3.11's coaching session post). */
export async function syncSessionPost(tx: Tx, incubatorId: string, sessionId: string): Promise<void> {
  const [session] = await tx.select().from(coachingSessions).where(eq(coachingSessions.id, sessionId)).limit(1);
  if (!session) return;
  const hostIds = (await tx.select({ id: coachingSessionHosts.userId }).from(coachingSessionHosts).where(eq(coachingSessionHosts.sessionId, sessionId))).map((r) => r.id);
  const attendeeIds = (await tx.select({ id: coachingSessionAttendees.userId }).from(coachingSessionAttendees).where(eq(coachingSessionAttendees.sessionId, sessionId))).map((r) => r.id);
  const topics = await tx.select({ _id: tags.id, name: tags.name }).from(coachingSessionTopics)
    .innerJoin(tags, eq(tags.id, coachingSessionTopics.tagId)).where(eq(coachingSessionTopics.sessionId, sessionId)).orderBy(asc(tags.name));
  const [invite] = await tx.select({ id: coachingInvitations.id }).from(coachingInvitations).where(eq(coachingInvitations.sessionId, sessionId)).limit(1);
  const changes = await tx.select().from(coachingSessionChanges).where(eq(coachingSessionChanges.sessionId, sessionId)).orderBy(asc(coachingSessionChanges.changeTime));
  const minutes = Math.round((session.endsAt.getTime() - session.startsAt.getTime()) / MINUTE_MS);
  const held = session.status === 'held';
  await upsertTimelineItem(tx, incubatorId, {
    startupId: session.startupId,
    kind: 'COACHING_SESSION_POST',
    createdBy: session.createdBy,
    sourceKey: `coachingSession:${sessionId}`,
    message: session.title,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    payload: {
      status: session.status,
      appEvent: { conferenceData: session.videoLink ? { url: session.videoLink } : null },
      session: {
        _id: sessionId,
        name: session.title ?? '',
        date: session.startsAt.toISOString(),
        expectedDuration: minutes,
        editor: session.sharedNotes,
        staffEditor: null,
        staffEditorPublic: false,
        topics,
        sessionStartDateTime: session.startsAt.toISOString(),
        sessionEndDateTime: session.endsAt.toISOString(),
        estimatedDuration: held ? minutes : null,
        coachIds: hostIds,
        attendeeIds,
        invite: invite ? { _id: invite.id } : null,
        evaluationForms: [],
        evaluationAnswers: [],
      },
      changelogs: changes.map((c) => ({
        initiatorId: c.initiatorId,
        type: c.type,
        changeTime: c.changeTime.toISOString(),
        groupId: c.groupId,
        oldValue: c.oldValue === null ? null : { type: c.valueType, value: c.oldValue },
        newValue: c.newValue === null ? null : { type: c.valueType, value: c.newValue },
      })),
    },
  });
}

/** Rewrites an invitation's timeline post (D2 §3.11's coaching invite post) from its row: status, expiry, invitees. */
export async function syncInvitePost(tx: Tx, incubatorId: string, invitationId: string): Promise<void> {
  const [row] = await tx.select().from(coachingInvitations).where(eq(coachingInvitations.id, invitationId)).limit(1);
  if (!row) return;
  const people = (await tx.select({ id: startupPeople.userId }).from(startupPeople).where(eq(startupPeople.startupId, row.startupId))).map((r) => r.id);
  await upsertTimelineItem(tx, incubatorId, {
    startupId: row.startupId,
    kind: 'COACHING_INVITE_POST',
    createdBy: row.invitedBy,
    sourceKey: `coachingInvite:${invitationId}`,
    message: row.title,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    payload: {
      appEvent: { source: 'hatchery', location: null },
      invite: {
        _id: row.id,
        status: row.status,
        expires: row.expiresAt.toISOString(),
        incubatorInviteeIds: row.hostUserIds,
        startupInviteeIds: people,
        session: { date: row.startsAt.toISOString(), name: row.title, attendeeIds: people },
      },
    },
  });
}
