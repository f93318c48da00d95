import { graphql, type ResultOf, type VariablesOf } from '../../lib/graphql';

const EVENT_FIELDS = graphql(`
  fragment IncubatorEventFields on IncubatorEvent {
    __typename _id eventType title description capacity image cover status isArchived editPermission
    startTime endTime duration timezone registeredCount seatsLeft viewerIsRegistered viewerCanRegister viewerCanEdit
    location { text link }
    conferenceData { url solution }
    hosts { __typename _id fullName }
    topics { __typename _id name color }
    tags { __typename _id name color }
    attachmentLinks { name link }
    visibility {
      userRoles { is isNot }
      userTags { is isNot }
      startupTags { is isNot }
      startupPrograms { is isNot }
    }
  }
`);

export const CREATE_INCUBATOR_EVENT = graphql(`
  mutation CreateIncubatorEvent { createIncubatorEvent { __typename _id } }
`);

export const EVENT = graphql(
  `
  query IncubatorEvent($id: ID!) {
    event(id: $id) {
      __typename ...IncubatorEventFields viewerIsWaitlisted waitlistPosition waitlistCount cancelledAt viewerCanCheckIn
      timeslotIncrement numberOfSessions oneOnOneDates noOfBookings viewerSessionsLeft ignoreHourAllocation ignoreHostsLinkedCalendar
      availability { method }
      registrationNoticePeriod { meetingRegistrationHasNoticePeriod periodValue periodUnit }
      attendees { _id status registrationTime waitlisted waitlistPosition startupName registrant { __typename _id fullName } bookingDetails { startTime endTime } }
      viewerBookings { __typename _id startTime endTime host { __typename _id fullName } }
    }
  }
`,
  [EVENT_FIELDS],
);
export type EventItem = ResultOf<typeof EVENT>['event'];

export const EVENTS_FEED = graphql(
  `
  query EventsFeed(
    $timeframe: EventTimeframe, $status: IncubatorEventStatus, $mine: EventMine, $eventType: IncubatorEventType,
    $hostIds: [ID!], $topicIds: [ID!], $tagIds: [ID!], $startsFrom: DateTime, $startsBefore: DateTime, $cursor: String, $limit: Int
  ) {
    events(
      timeframe: $timeframe, status: $status, mine: $mine, eventType: $eventType, hostIds: $hostIds, topicIds: $topicIds,
      tagIds: $tagIds, startsFrom: $startsFrom, startsBefore: $startsBefore, cursor: $cursor, limit: $limit
    ) { next results { __typename ...IncubatorEventFields } }
  }
`,
  [EVENT_FIELDS],
);
export type FeedVariables = VariablesOf<typeof EVENTS_FEED>;

export const PLANNING_EVENTS = graphql(
  `
  query PlanningEvents($section: EventPlanningSection!, $cursor: String) {
    planningEvents(section: $section, cursor: $cursor, limit: 100) { next results { __typename ...IncubatorEventFields } }
  }
`,
  [EVENT_FIELDS],
);

export const EVENT_FILTER_OPTIONS = graphql(`
  query EventFilterOptions {
    eventFilterOptions { topics { value label } eventTags { value label } hosts { value label } }
  }
`);
export type FeedEvent = ResultOf<typeof EVENTS_FEED>['events']['results'][number];

export const EVENT_EDITOR_OPTIONS = graphql(`
  query EventEditorOptions {
    eventEditorOptions {
      roles { value label }
      userTags { value label }
      startupTags { value label }
      programs { value label }
      topics { value label }
      eventTags { value label }
      hosts { value label }
    }
  }
`);
export type EditorOptions = ResultOf<typeof EVENT_EDITOR_OPTIONS>['eventEditorOptions'];

export const UPDATE_INCUBATOR_EVENT = graphql(
  `
  mutation UpdateIncubatorEvent($eventId: ID!, $input: IncubatorEventInput!) { updateIncubatorEvent(eventId: $eventId, input: $input) { __typename ...IncubatorEventFields } }
`,
  [EVENT_FIELDS],
);
export type EventInput = VariablesOf<typeof UPDATE_INCUBATOR_EVENT>['input'];


export const PUBLISH_EVENT = graphql(`mutation PublishIncubatorEvent($eventId: ID!) { publishIncubatorEvent(eventId: $eventId) { __typename _id status } }`);
export const UNPUBLISH_EVENT = graphql(`mutation UnpublishIncubatorEvent($eventId: ID!) { unpublishIncubatorEvent(eventId: $eventId) { __typename _id status } }`);
export const ARCHIVE_EVENT = graphql(`mutation ArchiveIncubatorEvent($eventId: ID!) { archiveIncubatorEvent(eventId: $eventId) { __typename _id isArchived } }`);
export const RESTORE_EVENT = graphql(`mutation RestoreIncubatorEvent($eventId: ID!) { restoreIncubatorEvent(eventId: $eventId) { __typename _id isArchived } }`);
export const DUPLICATE_EVENT = graphql(`mutation DuplicateIncubatorEvent($eventId: ID!) { duplicateIncubatorEvent(eventId: $eventId) { __typename _id } }`);
export const DELETE_EVENT = graphql(`mutation DeleteIncubatorEvent($eventId: ID!) { deleteIncubatorEvent(eventId: $eventId) }`);
export const REGISTER_FOR_EVENT = graphql(
  `mutation RegisterForEvent($eventId: ID!) { registerForEvent(eventId: $eventId) { __typename ...IncubatorEventFields } }`,
  [EVENT_FIELDS],
);
export const UNREGISTER_FROM_EVENT = graphql(
  `mutation UnregisterFromEvent($eventId: ID!) { unregisterFromEvent(eventId: $eventId) { __typename ...IncubatorEventFields } }`,
  [EVENT_FIELDS],
);

/** One-on-one events (wave 2): the event's free slots, booking one and cancelling it. */
export const EVENT_SLOTS = graphql(`
  query EventSlots($eventId: ID!, $from: DateTime!, $to: DateTime!) { eventSlots(eventId: $eventId, from: $from, to: $to) { start end date hostIds } }
`);
export type EventSlotItem = ResultOf<typeof EVENT_SLOTS>['eventSlots'][number];
export const BOOK_EVENT_SLOT = graphql(`
  mutation BookEventSlot($eventId: ID!, $startsAt: DateTime!) { bookEventSlot(eventId: $eventId, startsAt: $startsAt) { __typename _id startTime endTime host { __typename _id fullName } } }
`);
export const CANCEL_EVENT_SLOT = graphql(`mutation CancelEventSlot($bookingId: ID!) { cancelEventSlot(bookingId: $bookingId) { __typename _id } }`);
