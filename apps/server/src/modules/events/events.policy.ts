/**
 * Who may call the event operations (D-106; issue 18; D2 §6.1 keys Event create, edit, delete). The root rules keep
 * the founder side out of every write; which event stays a row-level check in events.service.ts (D-422): EVENT:EDIT
 * holders edit every event, the creator and the hosts edit theirs while its editPermission is `hosts`. Reading and
 * registering are for every signed-in person: the event's visibility lists decide, in the API (events-access.ts).
 */
import { EVENT_KEYS } from '@hatchery/domain';
import { ADMIN, allowAnyOf, authenticated, permission, roleGroup } from '../permissions/index.js';

const EDITORS = allowAnyOf([permission(EVENT_KEYS.edit), permission(EVENT_KEYS.create), roleGroup('internal')], {
  note: 'EVENT:EDIT: every event; otherwise the creator and hosts, while editPermission is hosts',
});

export const eventsPolicy = {
  event: authenticated('NotFound unless the event is visible to the viewer (visibility lists, D-420) or they edit it'),
  events: authenticated('rows limited to the events visible to the viewer (visibility lists in SQL, D-420)'),
  eventEditorOptions: EDITORS,
  eventFilterOptions: authenticated('the topics, tags and hosts of the events visible to the viewer'),
  planningEvents: allowAnyOf([permission(EVENT_KEYS.create), permission(EVENT_KEYS.edit), permission(EVENT_KEYS.delete)], {
    note: 'staff with an Event key (D-427): EVENT:EDIT every event; otherwise the ones they created or host',
  }),
  createIncubatorEvent: allowAnyOf([permission(EVENT_KEYS.create)]),
  duplicateIncubatorEvent: allowAnyOf([permission(EVENT_KEYS.create)], { note: 'the source event must be one the viewer edits' }),
  updateIncubatorEvent: EDITORS,
  publishIncubatorEvent: EDITORS,
  unpublishIncubatorEvent: EDITORS,
  archiveIncubatorEvent: EDITORS,
  restoreIncubatorEvent: EDITORS,
  deleteIncubatorEvent: allowAnyOf([permission(EVENT_KEYS.delete)]),
  registerForEvent: authenticated('the event published, visible to the viewer and not full (D-420, D-423)'),
  unregisterFromEvent: authenticated("the viewer's own registration or waitlist place; a freed seat goes to the first waiting (D-479)"),
  leaveEventWaitlist: authenticated("the viewer's own place on the waitlist (D-478)"),
  markAttendance: allowAnyOf([permission(EVENT_KEYS.edit), permission(EVENT_KEYS.create), roleGroup('internal')], {
    note: 'the event edited by the viewer (D-422): EVENT:EDIT every event, else its creator and hosts (D-480)',
  }),
  cancelIncubatorEvent: EDITORS,
  exportEventAttendees: allowAnyOf([permission(EVENT_KEYS.edit), permission(EVENT_KEYS.create), roleGroup('internal')], {
    note: 'the event edited by the viewer (D-422); the file is the requester’s',
  }),
  // The feedback module's own sending rule, and the event edited by the viewer: neither right alone sends (D-483).
  sendEventFeedbackRequest: allowAnyOf([ADMIN, permission('FEEDBACK_REQUEST:CREATE')], { note: 'and the event edited by the viewer (D-422); after it ended' }),
  eventSlots: authenticated('the event visible to the viewer; slots only while it is bookable (editors preview drafts)'),
  bookEventSlot: authenticated('a published one-on-one event visible to the viewer; notice period and numberOfSessions (D-488)'),
  cancelEventSlot: authenticated("the viewer's own booking, or any booking for an editor of the event"),
  eventsByStartup: authenticated('internal people, or the people of the startup (D-491); rows limited to the events visible to the viewer'),
  eventsByUser: authenticated('the person themselves or internal people (D-491); rows limited to the events visible to the viewer'),
} as const;
