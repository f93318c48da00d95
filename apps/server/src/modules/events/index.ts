/**
 * The public surface of modules/events (D-109): incubator events (issue 18, docs/contract-events.md), registered on
 * the schema by importing this module.
 */
import './events.graphql.js';
import './event-attendance.graphql.js';

export { eventsPolicy } from './events.policy.js';
export { IncubatorEventRef } from './events.graphql.js';
export { registerEventAttendeesExportJob } from './event-export.service.js';
export { runEventReminders, scheduleEventReminders } from './event-reminders.js';
