/**
 * The public surface of modules/events (D-109): incubator events (issue 18, docs/contract-events.md), registered on
 * the schema by importing this module.
 */
import './events.graphql.js';
import './one-on-one.graphql.js';

export { eventsPolicy } from './events.policy.js';
export { IncubatorEventRef } from './events.graphql.js';
// For the personal calendar and its ICS feed (modules/calendar, D-471): who sees which event, read the same way.
export { hostsOrCreated as hostsOrCreatedEvent, loadEventViewer, seenBy as eventsSeenBy } from './events-access.js';
export type { EventViewer } from './events-access.js';
export { getEvent } from './events-read.service.js';
import './event-attendance.graphql.js';

export { registerEventAttendeesExportJob } from './event-export.service.js';
export { runEventReminders, scheduleEventReminders } from './event-reminders.js';
