/**
 * Attendance rules of group events (issue 18 item 4, docs/contract-events.md §3.4; D-478..D-485), shared by the server
 * and the check-in list: a seat is held by a registrant who is not on the waitlist; attendance (REF-26) is marked from
 * the event's day, in the event's time zone (else the organisation's).
 */
import { calendarDateIn, safeTimeZone } from '../task-dates.js';
import type { EventAttendance } from './vocabulary.js';

/** The attendance values that hold a seat (an event cancelled holds none). */
export const SEAT_HOLDING_ATTENDANCE: readonly EventAttendance[] = ['registered', 'attended', 'no show'];

/** At most this many attendees are marked in one markAttendance call. */
export const MAX_ATTENDANCE_MARKS = 500;

/** Hours before the start at which the reminder e-mail goes to the registrants (emailEvents flag, D-484). */
export const EVENT_REMINDER_HOURS = 24;

const dayKey = (instant: Date, zone: string) => {
  const d = calendarDateIn(instant, zone);
  return d.year * 10_000 + d.month * 100 + d.day;
};

/** The event's day has come (its start's calendar day in `timeZone`, or any later day): check-in and marking open. */
export function eventDayHasCome(startTime: Date | null, timeZone: string | null | undefined, now: Date): boolean {
  if (!startTime) return false;
  const zone = safeTimeZone(timeZone ?? null);
  return dayKey(now, zone) >= dayKey(startTime, zone);
}
