/**
 * The coaching session as its page reads it (issue 17 item 3): the booking's facts, hosts, attendees with their
 * attendance, topics, shared notes, action items (their tasks' names, due dates and done), the changelog, and the
 * viewer's own private note — read by author id, so no path returns another host's note (D-443).
 */
import type { BookingWay, CoachingSessionStatus, SessionAttendance, SessionChangeType, SessionChangeValueType } from '@hatchery/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import {
  coachingActionItems,
  coachingPrivateNotes,
  coachingSessionAttendees,
  coachingSessionChanges,
  coachingSessionHosts,
  coachingSessionTopics,
  startups,
  tags,
  tasks,
  users,
} from '../../db/schema/index.js';
import type { SessionAccess } from './session-access.js';

interface Person {
  id: string;
  fullName: string;
}

export interface SessionChangeView {
  id: string;
  type: SessionChangeType;
  changeTime: Date;
  groupId: string;
  valueType: SessionChangeValueType;
  oldValue: string | null;
  newValue: string | null;
  initiator: Person | null;
}

export interface ActionItemView {
  id: string;
  taskId: string;
  name: string;
  dueDate: Date;
  done: boolean;
}

export interface SessionDetail {
  id: string;
  title: string | null;
  startup: { id: string; name: string };
  bookingWay: BookingWay;
  startsAt: Date;
  endsAt: Date;
  status: CoachingSessionStatus;
  location: string | null;
  videoProvider: string | null;
  videoLink: string | null;
  sharedNotes: string | null;
  heldAt: Date | null;
  cancelledAt: Date | null;
  hosts: Person[];
  attendees: Array<Person & { attendance: SessionAttendance | null }>;
  topics: Array<{ id: string; name: string }>;
  /** The tags of the topic list a manager may choose from (empty for readers: they do not edit). */
  topicOptions: Array<{ id: string; name: string }>;
  privateNote: string | null;
  actionItems: ActionItemView[];
  changes: SessionChangeView[];
  viewerIsHost: boolean;
  viewerCanManage: boolean;
}

/** At most this many changelog rows are shown, newest first (a session is changed a handful of times). */
const MAX_CHANGES = 200;
const MAX_TOPIC_OPTIONS = 500;

export async function sessionDetail(tx: Tx, access: SessionAccess, viewerId: string): Promise<SessionDetail> {
  const { row } = access;
  const [startup] = await tx.select({ id: startups.id, name: startups.name }).from(startups).where(eq(startups.id, row.startupId)).limit(1);
  const hosts = await tx.select({ id: users.id, fullName: users.fullName }).from(coachingSessionHosts)
    .innerJoin(users, eq(users.id, coachingSessionHosts.userId)).where(eq(coachingSessionHosts.sessionId, row.id)).orderBy(asc(users.fullName));
  const attendees = await tx.select({ id: users.id, fullName: users.fullName, attendance: coachingSessionAttendees.attendance }).from(coachingSessionAttendees)
    .innerJoin(users, eq(users.id, coachingSessionAttendees.userId)).where(eq(coachingSessionAttendees.sessionId, row.id)).orderBy(asc(users.fullName));
  const topics = await tx.select({ id: tags.id, name: tags.name }).from(coachingSessionTopics)
    .innerJoin(tags, eq(tags.id, coachingSessionTopics.tagId)).where(eq(coachingSessionTopics.sessionId, row.id)).orderBy(asc(tags.name));
  const topicOptions = access.canManage
    ? await tx.select({ id: tags.id, name: tags.name }).from(tags).where(eq(tags.kind, 'topic')).orderBy(asc(tags.name)).limit(MAX_TOPIC_OPTIONS)
    : [];
  // Only the viewer's own row, and only for a host: the one query that reads private notes.
  const [note] = access.isHost
    ? await tx.select({ body: coachingPrivateNotes.body }).from(coachingPrivateNotes)
      .where(and(eq(coachingPrivateNotes.sessionId, row.id), eq(coachingPrivateNotes.authorId, viewerId))).limit(1)
    : [];
  const items = await tx.select({ id: coachingActionItems.id, taskId: tasks.id, name: tasks.name, dueDate: tasks.dueDate, completedAt: tasks.completedAt })
    .from(coachingActionItems).innerJoin(tasks, eq(tasks.id, coachingActionItems.taskId))
    .where(eq(coachingActionItems.sessionId, row.id)).orderBy(asc(coachingActionItems.createdAt));
  const changes = await tx.select({ change: coachingSessionChanges, initiatorName: users.fullName }).from(coachingSessionChanges)
    .leftJoin(users, eq(users.id, coachingSessionChanges.initiatorId))
    .where(eq(coachingSessionChanges.sessionId, row.id)).orderBy(desc(coachingSessionChanges.changeTime), asc(coachingSessionChanges.type)).limit(MAX_CHANGES);
  return {
    id: row.id,
    title: row.title,
    startup: startup ?? { id: row.startupId, name: '' },
    bookingWay: row.bookingWay,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    status: row.status,
    location: row.location,
    videoProvider: row.videoProvider,
    videoLink: row.videoLink,
    sharedNotes: row.sharedNotes,
    heldAt: row.heldAt,
    cancelledAt: row.cancelledAt,
    hosts,
    attendees,
    topics,
    topicOptions,
    privateNote: note?.body ?? null,
    actionItems: items.map((i) => ({ id: i.id, taskId: i.taskId, name: i.name, dueDate: i.dueDate, done: i.completedAt !== null })),
    changes: changes.map(({ change: c, initiatorName }) => ({
      id: c.id, type: c.type, changeTime: c.changeTime, groupId: c.groupId, valueType: c.valueType, oldValue: c.oldValue, newValue: c.newValue,
      initiator: c.initiatorId ? { id: c.initiatorId, fullName: initiatorName ?? '' } : null,
    })),
    viewerIsHost: access.isHost,
    viewerCanManage: access.canManage,
  };
}
