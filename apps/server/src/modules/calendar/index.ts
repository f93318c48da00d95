/**
 * The public surface of modules/calendar (D-109): the personal calendar and its ICS feed (issue 17 item 6, issue 18;
 * docs/contract-coaching.md §2.6, §3.6), registered on the schema by importing this module. It reads coaching
 * sessions, events (through the events module's visibility rule) and tasks, so it sits above all three (D-471).
 */
import './calendar.graphql.js';

export { calendarPolicy, calendarRoutePolicy } from './calendar.policy.js';
export { registerCalendarRoutes } from './calendar.routes.js';
