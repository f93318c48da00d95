/**
 * GET /api/coachingsessions (D1 §7.3; issue 17 item 3; D-451): the tenant's coaching sessions as CSV — date, startup,
 * hosts, attendees, status, duration, topics, booking way — for holders of COACHING_SESSION:EXPORT. With the key
 * 'assigned' (mentors, experts, coaches by default) only the sessions of the viewer's startups; 'all' every session.
 * Optional `from` / `to` (a day YYYY-MM-DD in the tenant's zone, or an ISO instant; `to` inclusive) and `startupId`.
 * At most EXPORT_MAX_SESSIONS rows, oldest first; dates are written in the tenant's time zone.
 */
import { BOOKING_MESSAGES, COACHING_SESSION_KEYS, DAY_MS, EVALUATION_MESSAGES, endOfDayIn, parseDueDay, safeTimeZone, type CalendarDate } from '@hatchery/domain';
import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { isUuid } from '../../db/index.js';
import { coachingSessionAttendees, coachingSessionHosts, coachingSessions, coachingSessionTopics, startups, tags, users } from '../../db/schema/index.js';
import { forbiddenError, validationError } from '../../core/errors.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { loadActor } from '../permissions/index.js';
import { loadStartup } from './booking-access.js';

export const EXPORT_MAX_SESSIONS = 10_000;
export const EXPORT_COLUMNS = ['date', 'startup', 'hosts', 'attendees', 'status', 'duration', 'topics', 'booking way'] as const;

export interface ExportQuery {
  from?: unknown;
  to?: unknown;
  startupId?: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function dayBefore(date: CalendarDate): CalendarDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day) - DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** `from`: the start of its day (an instant: itself); `to`: the end of its day (an instant: itself). */
function bound(field: 'from' | 'to', raw: unknown, zone: string): Date | null {
  const value = text(raw);
  if (value === null) return null;
  if (/^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const instant = new Date(value);
    if (Number.isNaN(instant.getTime())) throw validationError(`${field}: ${EVALUATION_MESSAGES.dateInvalid}`);
    return instant;
  }
  const day = parseDueDay(value, zone);
  if (!day) throw validationError(`${field}: ${EVALUATION_MESSAGES.dateInvalid}`);
  return field === 'to' ? endOfDayIn(day, zone) : new Date(endOfDayIn(dayBefore(day), zone).getTime() + 1);
}

export interface SessionsCsv {
  csv: string;
  rows: number;
}

export async function exportCoachingSessions(ctx: AppContext, query: ExportQuery): Promise<SessionsCsv> {
  const viewer = requireViewer(ctx);
  const zone = safeTimeZone(ctx.incubator.timezone);
  const from = bound('from', query.from, zone);
  const to = bound('to', query.to, zone);
  if (from && to && to.getTime() <= from.getTime()) throw validationError(`to: ${EVALUATION_MESSAGES.rangeInvalid}`);
  const startupParam = text(query.startupId);
  if (startupParam !== null && !isUuid(startupParam)) throw validationError(`startupId: ${BOOKING_MESSAGES.startupNotFound}`);
  const actor = await loadActor(ctx, viewer);
  // 'assigned': the sessions of the viewer's startups only (the route's rule let in any holder of the key).
  const scoped = actor.permissions.get(COACHING_SESSION_KEYS.export) !== 'all';
  if (scoped && startupParam !== null && !actor.assignedStartupIds.has(startupParam)) throw forbiddenError(`startupId: ${EVALUATION_MESSAGES.startupNotInScope}`);
  const rows = await ctx.data.run(async (tx) => {
    if (startupParam !== null) await loadStartup(tx, startupParam);
    const conditions: Array<SQL | undefined> = [
      from ? gte(coachingSessions.startsAt, from) : undefined,
      to ? lte(coachingSessions.startsAt, to) : undefined,
      startupParam !== null ? eq(coachingSessions.startupId, startupParam) : undefined,
      scoped ? inArray(coachingSessions.startupId, actor.assignedStartupIds.size > 0 ? [...actor.assignedStartupIds] : ['00000000-0000-0000-0000-000000000000']) : undefined,
    ];
    const sessions = await tx
      .select({ id: coachingSessions.id, startsAt: coachingSessions.startsAt, endsAt: coachingSessions.endsAt, status: coachingSessions.status, bookingWay: coachingSessions.bookingWay, startup: startups.name })
      .from(coachingSessions)
      .innerJoin(startups, and(eq(startups.incubatorId, coachingSessions.incubatorId), eq(startups.id, coachingSessions.startupId)))
      .where(and(...conditions))
      .orderBy(asc(coachingSessions.startsAt), asc(coachingSessions.id))
      .limit(EXPORT_MAX_SESSIONS);
    const ids = sessions.map((s) => s.id);
    const hostRows = ids.length === 0
      ? []
      : await tx.select({ sessionId: coachingSessionHosts.sessionId, name: users.fullName }).from(coachingSessionHosts)
        .innerJoin(users, and(eq(users.incubatorId, coachingSessionHosts.incubatorId), eq(users.id, coachingSessionHosts.userId)))
        .where(inArray(coachingSessionHosts.sessionId, ids)).orderBy(asc(users.fullName));
    const attendeeRows = ids.length === 0
      ? []
      : await tx.select({ sessionId: coachingSessionAttendees.sessionId, name: users.fullName }).from(coachingSessionAttendees)
        .innerJoin(users, and(eq(users.incubatorId, coachingSessionAttendees.incubatorId), eq(users.id, coachingSessionAttendees.userId)))
        .where(inArray(coachingSessionAttendees.sessionId, ids)).orderBy(asc(users.fullName));
    const topicRows = ids.length === 0
      ? []
      : await tx.select({ sessionId: coachingSessionTopics.sessionId, name: tags.name }).from(coachingSessionTopics)
        .innerJoin(tags, and(eq(tags.incubatorId, coachingSessionTopics.incubatorId), eq(tags.id, coachingSessionTopics.tagId)))
        .where(inArray(coachingSessionTopics.sessionId, ids)).orderBy(asc(tags.name));
    const group = (list: ReadonlyArray<{ sessionId: string; name: string }>) => {
      const map = new Map<string, string[]>();
      for (const r of list) map.set(r.sessionId, [...(map.get(r.sessionId) ?? []), r.name]);
      return map;
    };
    const hosts = group(hostRows);
    const attendees = group(attendeeRows);
    const topics = group(topicRows);
    return sessions.map((s) => ({ ...s, hosts: hosts.get(s.id) ?? [], attendees: attendees.get(s.id) ?? [], topics: topics.get(s.id) ?? [] }));
  });
  const local = new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const records = rows.map((r) => [
    local.format(r.startsAt),
    r.startup,
    r.hosts.join('; '),
    r.attendees.join('; '),
    r.status,
    Math.round((r.endsAt.getTime() - r.startsAt.getTime()) / 60_000),
    r.topics.join('; '),
    r.bookingWay,
  ]);
  // The same CSV as the report files (metrics/report-writers.ts): RFC 4180, CRLF, BOM, formulas escaped.
  const csv = stringify([[...EXPORT_COLUMNS], ...records], { bom: true, record_delimiter: '\r\n', quote_record_delimiter: true, escape_formulas: true });
  return { csv, rows: records.length };
}
