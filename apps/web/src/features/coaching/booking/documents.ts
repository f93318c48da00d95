import { graphql, type ResultOf } from '../../../lib/graphql';

export const BOOKED_SESSION_FIELDS = graphql(`
  fragment BookedSessionFields on CoachingSessionBooking {
    _id
    status
    bookingWay
    startsAt
    endsAt
    videoLink
    location
    startup {
      _id
      name
    }
    hosts {
      _id
      fullName
    }
  }
`);

export const BOOKABLE_HOSTS = graphql(`
  query BookableHosts {
    bookableHosts {
      startup {
        _id
        name
      }
      hosts {
        _id
        fullName
        avatar
        roleType
      }
    }
  }
`);

export const HOST_FREE_SLOTS = graphql(`
  query HostFreeSlots($hostId: ID!, $from: DateTime!, $to: DateTime!, $startupId: ID!) {
    freeSlots(hostId: $hostId, from: $from, to: $to, startupId: $startupId) {
      start
      end
      date
    }
  }
`);

export const BOOK_SLOT = graphql(
  `
    mutation BookSlot($hostId: ID!, $start: DateTime!, $startupId: ID!) {
      bookSlot(hostId: $hostId, start: $start, startupId: $startupId) {
        ...BookedSessionFields
      }
    }
  `,
  [BOOKED_SESSION_FIELDS],
);

export const UPCOMING_SESSIONS = graphql(
  `
    query UpcomingCoachingSessions($startupId: ID!) {
      upcomingCoachingSessions(startupId: $startupId) {
        ...BookedSessionFields
      }
    }
  `,
  [BOOKED_SESSION_FIELDS],
);

export type BookableHostGroup = ResultOf<typeof BOOKABLE_HOSTS>['bookableHosts'][number];
export type BookedSession = ResultOf<typeof BOOKED_SESSION_FIELDS>;

export const OPEN_OFFICE_HOURS = graphql(`
  query OpenOfficeHours($startupId: ID!) {
    openOfficeHours(startupId: $startupId) {
      _id
      startsAt
      endsAt
      host {
        _id
        fullName
      }
    }
  }
`);

export const TAKE_OFFICE_HOUR = graphql(
  `
    mutation TakeOfficeHour($slotId: ID!, $startupId: ID!) {
      takeOfficeHour(slotId: $slotId, startupId: $startupId) {
        ...BookedSessionFields
      }
    }
  `,
  [BOOKED_SESSION_FIELDS],
);
