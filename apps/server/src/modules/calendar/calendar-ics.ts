/**
 * Calendar items as iCalendar (RFC 5545) text, written by ical-generator (D-470: a maintained library escapes, folds
 * and stamps for us). Times are UTC instants; a task's due date is an all-day entry on its day in the organisation's
 * zone (due dates are ends of days there, D1 §5). Every UID is the item's kind and id at the tenant's host, so a
 * calendar app that fetches the feed again updates the entries it has instead of adding copies.
 */
import { calendarDateIn } from '@hatchery/domain';
import ical from 'ical-generator';
import type { CalendarItem } from './calendar-items.service.js';

export interface IcsOptions {
  /** The calendar's name, as calendar apps list it. */
  name: string;
  /** `protocol://host` of the tenant: the base of every item's link and of its UID. */
  origin: string;
  /** The organisation's time zone (the day a task is due). */
  timeZone: string;
}

/** The summary a calendar app shows: a session without a title is named by its startup. */
export function itemSummary(item: CalendarItem): string {
  if (item.kind === 'session') return item.title ?? `Coaching session${item.startupName ? ` · ${item.startupName}` : ''}`;
  if (item.kind === 'task') return `Task due: ${item.title ?? ''}`;
  return item.title ?? 'Event';
}

function describe(item: CalendarItem, link: string): string {
  return [item.startupName, item.description, item.videoLink, link].filter((part): part is string => !!part).join('\n\n');
}

export function icsOf(items: readonly CalendarItem[], options: IcsOptions): string {
  const host = new URL(options.origin).host;
  const calendar = ical({ name: options.name, prodId: { company: 'Hatchery', product: 'calendar', language: 'EN' }, ttl: 60 * 60 });
  const stamp = new Date();
  for (const item of items) {
    const link = `${options.origin}${item.path}`;
    const common = { id: `${item.kind}-${item.id}@${host}`, summary: itemSummary(item), description: describe(item, link), url: link, stamp };
    if (item.kind === 'task') {
      const day = calendarDateIn(item.startsAt, options.timeZone);
      // Date-only values are written from the UTC fields (no calendar time zone is set): midnight UTC of that day.
      // The day is the one the organisation's zone gives the due date, as dueDay says on /calendar.
      calendar.createEvent({ ...common, allDay: true, start: new Date(Date.UTC(day.year, day.month - 1, day.day)) });
    } else {
      // An event without an end gets an hour, as calendar apps assume for a meeting.
      const end = item.endsAt ?? new Date(item.startsAt.getTime() + 3_600_000);
      calendar.createEvent({ ...common, start: item.startsAt, end, location: item.location ?? item.videoLink ?? null });
    }
  }
  return calendar.toString();
}
