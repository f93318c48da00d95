/**
 * REST of the calendar (issue 17 item 6, issue 18): the private ICS feed, open by its token (D-474), and one event as
 * an .ics file for "add to calendar". Both names end in `.ics`, which the handler checks (a path parameter with a
 * suffix is not something every router reads the same way).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFoundError } from '../../core/errors.js';
import { requireContext } from '../../http/tenancy.js';
import { calendarRoutePolicy } from './calendar.policy.js';
import { calendarFeedIcs } from './calendar-feed.service.js';
import { eventIcs } from './event-ics.service.js';

const ICS_TYPE = 'text/calendar; charset=utf-8';

function icsName(file: string | undefined): string | null {
  return file && file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : null;
}

function sendIcs(reply: FastifyReply, body: string, disposition: string): FastifyReply {
  return reply
    .header('content-type', ICS_TYPE)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', disposition)
    .send(body);
}

export function registerCalendarRoutes(scope: FastifyInstance): void {
  // The token is the secret of the address: the request lines that would carry it are not logged at info level.
  scope.get('/calendar/feed/:file', { config: { access: calendarRoutePolicy.feed }, logLevel: 'warn' }, async (request, reply) => {
    const token = icsName((request.params as { file?: string }).file);
    if (token === null) throw notFoundError('Route not found');
    const body = await calendarFeedIcs(requireContext(request), token);
    return sendIcs(reply, body, 'inline; filename="calendar.ics"');
  });

  scope.get('/api/events/:file', { config: { access: calendarRoutePolicy.eventIcs } }, async (request, reply) => {
    const eventId = icsName((request.params as { file?: string }).file);
    if (eventId === null) throw notFoundError('Route not found');
    const file = await eventIcs(requireContext(request), eventId);
    return sendIcs(reply, file.body, `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
  });
}
