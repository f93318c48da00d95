/**
 * What a person's calendar lists (issue 17 item 6, issue 18; docs/contract-coaching.md §3.6; D-471): the coaching
 * sessions they host or attend, the events they host or registered for that they still see, and the due dates of the
 * tasks assigned to them — one person's own items only, in a bounded range. /calendar (calendarItems) and the ICS feed
 * read the same function, so the two can never disagree.
 */
import { calendarDateIn, calendarItemPath, calendarRangeSchema, type CalendarItemKind, type CalendarRange } from '@hatchery/domain';
import { and, asc, eq, gt, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import {
  coachingSessionAttendees,
  coachingSessionHosts,
  coachingSessions,
  incubatorEventAttendees,
  incubatorEvents,
  startups,
  taskAssignees,
  tasks,
} from '../../db/schema/index.js';
import { parseArgs } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { eventsSeenBy, hostsOrCreatedEvent, loadEventViewer } from '../events/index.js';

export interface CalendarItem {
  kind: CalendarItemKind;
  /** The session's, event's or task's id. */
  id: string;
  /** Null for a session booked without a title (the startup's name says what it is). */
  title: string | null;
  startsAt: Date;
  /** Null for a task: its due date is a moment, not a span. */
  endsAt: Date | null;
  /** The web path the item opens. */
  path: string;
  location: string | null;
  /** A session's or event's video link. */
  videoLink: string | null;
  /** A session's startup. */
  startupName: string | null;
  /** A task's: the viewer's own assignment is done. */
  done: boolean | null;
  /** A task's due day (yyyy-mm-dd) in the organisation's zone: due dates are ends of days there (D1 §5). */
  dueDay: string | null;
  description: string | null;
}

/** More than a person can read in one view; keeps one answer bounded whatever the data (D-471). */
const MAX_PER_KIND = 500;
/** Registrations that still stand (REF-26): a cancelled event's registrants do not get it. */
const STANDING_REGISTRATION = ['registered', 'attended', 'no show'];

async function sessionItems(ctx: AppContext, userId: string, range: CalendarRange): Promise<CalendarItem[]> {
  const rows = await ctx.data.run((tx) =>
    tx
      .select({ s: coachingSessions, startupName: startups.name })
      .from(coachingSessions)
      .innerJoin(startups, and(eq(startups.incubatorId, coachingSessions.incubatorId), eq(startups.id, coachingSessions.startupId)))
      .where(
        and(
          ne(coachingSessions.status, 'cancelled'),
          lt(coachingSessions.startsAt, range.to),
          gt(coachingSessions.endsAt, range.from),
          or(
            sql`exists (select 1 from ${coachingSessionHosts} h where h.incubator_id = ${coachingSessions.incubatorId} and h.session_id = ${coachingSessions.id} and h.user_id = ${userId})`,
            sql`exists (select 1 from ${coachingSessionAttendees} a where a.incubator_id = ${coachingSessions.incubatorId} and a.session_id = ${coachingSessions.id} and a.user_id = ${userId})`,
          ),
        ),
      )
      .orderBy(asc(coachingSessions.startsAt))
      .limit(MAX_PER_KIND),
  );
  return rows.map(({ s, startupName }) => ({
    kind: 'session' as const,
    id: s.id,
    title: s.title,
    startsAt: s.startsAt,
    endsAt: s.endsAt,
    path: calendarItemPath('session', s.id),
    location: s.location,
    videoLink: s.videoLink,
    startupName,
    done: null,
    dueDay: null,
    description: null,
  }));
}

async function eventItems(ctx: AppContext, viewer: Viewer, range: CalendarRange): Promise<CalendarItem[]> {
  const who = await loadEventViewer(ctx, viewer);
  const rows = await ctx.data.run((tx) =>
    tx
      .select()
      .from(incubatorEvents)
      .where(
        and(
          // Still seen by the person (visibility may have changed since they registered, D-420), published, current.
          eventsSeenBy(who),
          eq(incubatorEvents.status, 'published'),
          eq(incubatorEvents.isArchived, false),
          lt(incubatorEvents.startTime, range.to),
          gt(sql`coalesce(${incubatorEvents.endTime}, ${incubatorEvents.startTime})`, range.from),
          or(
            hostsOrCreatedEvent(viewer.userId),
            sql`exists (select 1 from ${incubatorEventAttendees} a where a.incubator_id = ${incubatorEvents.incubatorId} and a.event_id = ${incubatorEvents.id} and a.user_id = ${viewer.userId} and a.status in (${sql.join(STANDING_REGISTRATION.map((s) => sql`${s}`), sql`, `)}))`,
          ),
        ),
      )
      .orderBy(asc(incubatorEvents.startTime))
      .limit(MAX_PER_KIND),
  );
  return rows.flatMap((e) =>
    e.startTime
      ? [{
        kind: 'event' as const,
        id: e.id,
        title: e.title,
        startsAt: e.startTime,
        endsAt: e.endTime,
        path: calendarItemPath('event', e.id),
        location: e.locationText ?? e.locationLink,
        videoLink: e.conferenceUrl,
        startupName: null,
        done: null,
        dueDay: null,
        description: e.description,
      }]
      : [],
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

async function taskItems(ctx: AppContext, userId: string, range: CalendarRange): Promise<CalendarItem[]> {
  const rows = await ctx.data.run((tx) =>
    tx
      .select({ id: tasks.id, name: tasks.name, url: tasks.url, dueDate: taskAssignees.dueDate, done: taskAssignees.done })
      .from(taskAssignees)
      .innerJoin(tasks, and(eq(tasks.incubatorId, taskAssignees.incubatorId), eq(tasks.id, taskAssignees.taskId)))
      .where(
        and(
          eq(taskAssignees.userId, userId),
          gte(taskAssignees.dueDate, range.from),
          lt(taskAssignees.dueDate, range.to),
          // A task whose approval was denied is not the person's to do.
          inArray(tasks.approvalStatus, ['APPROVED', 'PENDING']),
        ),
      )
      .orderBy(asc(taskAssignees.dueDate), asc(tasks.id))
      .limit(MAX_PER_KIND),
  );
  return rows.map((t) => {
    const day = calendarDateIn(t.dueDate, ctx.incubator.timezone);
    return {
      kind: 'task' as const,
      id: t.id,
      title: t.name,
      startsAt: t.dueDate,
      endsAt: null,
      path: calendarItemPath('task', t.id, t.url),
      location: null,
      videoLink: null,
      startupName: null,
      done: t.done,
      dueDay: `${day.year}-${pad(day.month)}-${pad(day.day)}`,
      description: null,
    };
  });
}

/** One person's items overlapping [from, to), by start. The caller has bounded the range. */
export async function itemsOf(ctx: AppContext, viewer: Viewer, range: CalendarRange): Promise<CalendarItem[]> {
  const [sessions, events, due] = [
    await sessionItems(ctx, viewer.userId, range),
    await eventItems(ctx, viewer, range),
    await taskItems(ctx, viewer.userId, range),
  ];
  return [...sessions, ...events, ...due].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id));
}

/** calendarItems(from, to): the viewer's own items; a range past 62 days, or reversed, is refused naming `to`. */
export async function calendarItems(ctx: AppContext, args: { from: unknown; to: unknown }): Promise<CalendarItem[]> {
  const viewer = requireViewer(ctx);
  const range = parseArgs(calendarRangeSchema, args);
  return itemsOf(ctx, viewer, range);
}
