/**
 * "Add to calendar" on an event's page (issue 18): GET /api/events/{id}.ics answers the one event as iCalendar for
 * whoever may see it (events' own visibility rule, D-420: NotFound otherwise, exactly as `event(id)` answers).
 */
import { calendarItemPath } from '@hatchery/domain';
import { notFoundError } from '../../core/errors.js';
import type { AppContext } from '../../http/context.js';
import { getEvent } from '../events/index.js';
import { icsOf } from './calendar-ics.js';

export interface EventIcs {
  fileName: string;
  body: string;
}

export async function eventIcs(ctx: AppContext, eventId: string): Promise<EventIcs> {
  const event = await getEvent(ctx, eventId);
  // A draft may have no date yet: there is nothing to put in a calendar.
  if (!event.startTime) throw notFoundError('This event has no date yet.');
  const item = {
    kind: 'event' as const,
    id: event.id,
    title: event.title,
    startsAt: event.startTime,
    endsAt: event.endTime,
    path: calendarItemPath('event', event.id),
    location: event.locationText ?? event.locationLink,
    videoLink: event.conferenceUrl,
    startupName: null,
    done: null,
    dueDay: null,
    description: event.description,
  };
  const slug = (event.title ?? 'event').normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60).toLowerCase() || 'event';
  return { fileName: `${slug}.ics`, body: icsOf([item], { name: event.title ?? ctx.incubator.name, origin: ctx.origin, timeZone: ctx.incubator.timezone }) };
}
