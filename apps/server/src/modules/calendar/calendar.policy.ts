/**
 * Who may call the calendar operations (D-106; issue 17 item 6, issue 18; D1 §6 ROL-06: the calendar is for every
 * role). Everything a signed-in person reads or changes here is their own — their items, their feed address — so the
 * root rule is a sign-in; the feed itself is open, its secret token being the right (D-473, D-474).
 */
import { authenticated, publicAccess } from '../permissions/index.js';

export const calendarPolicy = {
  calendarItems: authenticated("the viewer's own sessions (host or attendee), events (host or registered, still visible) and task due dates"),
  calendarFeed: authenticated("the viewer's own feed address"),
  calendarFeedUrl: authenticated("a new private address for the viewer's own feed"),
  revokeCalendarFeed: authenticated("the viewer's own feed address"),
} as const;

/** REST routes. */
export const calendarRoutePolicy = {
  feed: publicAccess('the secret token of the address (stored hashed); unknown or revoked: 404; guesses throttled'),
  eventIcs: authenticated('the event visible to the viewer (visibility lists, D-420); NotFound otherwise'),
} as const;
