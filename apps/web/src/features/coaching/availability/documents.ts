import { graphql, type ResultOf } from '../../../lib/graphql';

export const HOST_SETTINGS_FIELDS = graphql(`
  fragment HostSettingsFields on HostSettings {
    timeZone
    slotMinutes
    slotStepMinutes
    bufferBeforeMinutes
    bufferAfterMinutes
    minNoticeMinutes
    horizonDays
    maxSessionsPerDay
    maxSessionsPerStartup
    startupLimitPeriod
    videoProvider
    videoLink
    location
    saved
  }
`);

export const HOST_AVAILABILITY_FIELDS = graphql(
  `
    fragment HostAvailabilityFields on HostAvailability {
      hostId
      viewerCanEditOthers
      settings {
        ...HostSettingsFields
      }
      rules {
        _id
        weekday
        startMinute
        endMinute
        validFrom
        validUntil
      }
      exceptions {
        _id
        date
        kind
        startMinute
        endMinute
      }
    }
  `,
  [HOST_SETTINGS_FIELDS],
);

export const HOST_AVAILABILITY = graphql(
  `
    query HostAvailability($hostId: ID) {
      hostAvailability(hostId: $hostId) {
        ...HostAvailabilityFields
      }
    }
  `,
  [HOST_AVAILABILITY_FIELDS],
);

export const SET_WEEKLY_AVAILABILITY = graphql(
  `
    mutation SetWeeklyAvailability($hostId: ID, $rules: [WeeklyRuleInput!]!) {
      setWeeklyAvailability(hostId: $hostId, rules: $rules) {
        ...HostAvailabilityFields
      }
    }
  `,
  [HOST_AVAILABILITY_FIELDS],
);

export const ADD_AVAILABILITY_EXCEPTION = graphql(`
  mutation AddAvailabilityException($hostId: ID, $input: AvailabilityExceptionInput!) {
    addAvailabilityException(hostId: $hostId, input: $input) {
      _id
      date
      kind
      startMinute
      endMinute
    }
  }
`);

export const REMOVE_AVAILABILITY_EXCEPTION = graphql(`
  mutation RemoveAvailabilityException($id: ID!) {
    removeAvailabilityException(id: $id)
  }
`);

export const FREE_SLOTS = graphql(`
  query FreeSlots($hostId: ID, $from: DateTime!, $to: DateTime!) {
    freeSlots(hostId: $hostId, from: $from, to: $to) {
      start
      end
      date
    }
  }
`);

export const AVAILABILITY_HOSTS = graphql(`
  query AvailabilityHosts($search: String) {
    availabilityHosts(search: $search) {
      _id
      fullName
      roleType
    }
  }
`);

export type HostAvailability = ResultOf<typeof HOST_AVAILABILITY_FIELDS>;
export type HostSettings = ResultOf<typeof HOST_SETTINGS_FIELDS>;
export type AvailabilityRule = HostAvailability['rules'][number];
export type AvailabilityException = HostAvailability['exceptions'][number];
export type FreeSlot = ResultOf<typeof FREE_SLOTS>['freeSlots'][number];
