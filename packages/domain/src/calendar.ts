/**
 * The personal calendar (issue 17 item 6, issue 18 "the event shows in /calendar and in the ICS feed"; contract
 * docs/contract-coaching.md §2.6, §3.6): what it lists, how far one request may reach, and the server's English
 * refusals, translated by key on the web (`calendar:errors.<key>`).
 */
import { z } from 'zod';

/** What an item of the calendar is: a coaching session, an event, or a task's due date. */
export const CALENDAR_ITEM_KINDS = ['session', 'event', 'task'] as const;
export type CalendarItemKind = (typeof CALENDAR_ITEM_KINDS)[number];

/** One calendarItems request spans at most this many days (a month view, 6 weeks, fits with room, D-472). */
export const CALENDAR_MAX_RANGE_DAYS = 62;

/** The ICS feed's window around "now" (D-472): a month back, half a year ahead. */
export const CALENDAR_FEED_PAST_DAYS = 30;
export const CALENDAR_FEED_FUTURE_DAYS = 180;

export const CALENDAR_MESSAGES = {
  rangeOrder: 'The end of the range must be after its start.',
  rangeTooLong: `Ask for at most ${CALENDAR_MAX_RANGE_DAYS} days at a time.`,
} as const;
export type CalendarMessageKey = keyof typeof CALENDAR_MESSAGES;

const DAY_MS = 86_400_000;

/** calendarItems(from, to): `to` after `from`, at most CALENDAR_MAX_RANGE_DAYS apart; refusals name `to`. */
export const calendarRangeSchema = z
  .object({ from: z.date(), to: z.date() })
  .superRefine((range, ctx) => {
    const span = range.to.getTime() - range.from.getTime();
    if (span <= 0) ctx.addIssue({ code: 'custom', path: ['to'], message: CALENDAR_MESSAGES.rangeOrder });
    else if (span > CALENDAR_MAX_RANGE_DAYS * DAY_MS) ctx.addIssue({ code: 'custom', path: ['to'], message: CALENDAR_MESSAGES.rangeTooLong });
  });
export type CalendarRange = z.infer<typeof calendarRangeSchema>;

/** The web path an item opens (the session page, the event page, the task's own target or the task list). */
export function calendarItemPath(kind: CalendarItemKind, id: string, taskUrl?: string | null): string {
  if (kind === 'session') return `/coaching/session/${id}`;
  if (kind === 'event') return `/events/${id}`;
  // A task has no page of its own: it opens where it points (a system task's url) or the task list.
  return taskUrl && taskUrl.startsWith('/') && !taskUrl.startsWith('//') ? taskUrl : '/tasks';
}
