import { graphql, type ResultOf } from '../../../lib/graphql';
import { INVITATION_FIELDS } from '../invitations/documents';

/** The host's side of booking on /availability: office hours and invitations (docs/contract-coaching.md §3.2, §4). */
export const OFFICE_HOUR_FIELDS = graphql(`
  fragment HostOfficeHourFields on OfficeHour {
    _id
    startsAt
    endsAt
    taken
    takenBy {
      _id
      name
    }
    programIds
    tagIds
    sessionId
  }
`);

export const HOST_OFFICE_HOURS = graphql(
  `
    query HostOfficeHours($hostId: ID) {
      hostOfficeHours(hostId: $hostId) {
        ...HostOfficeHourFields
      }
    }
  `,
  [OFFICE_HOUR_FIELDS],
);

export const PUBLISH_OFFICE_HOURS = graphql(
  `
    mutation PublishOfficeHours($hostId: ID, $slots: [SessionTimeInput!]!, $programIds: [ID!], $tagIds: [ID!]) {
      publishOfficeHours(hostId: $hostId, slots: $slots, programIds: $programIds, tagIds: $tagIds) {
        ...HostOfficeHourFields
      }
    }
  `,
  [OFFICE_HOUR_FIELDS],
);

export const HOST_INVITATIONS = graphql(
  `
    query HostInvitations($hostId: ID) {
      hostInvitations(hostId: $hostId) {
        ...CoachingInvitationFields
      }
    }
  `,
  [INVITATION_FIELDS],
);

export const INVITE_STARTUP = graphql(
  `
    mutation InviteStartup($hostIds: [ID!]!, $startupId: ID!, $start: DateTime!, $end: DateTime!, $expiresAt: DateTime, $title: String) {
      inviteStartup(hostIds: $hostIds, startupId: $startupId, start: $start, end: $end, expiresAt: $expiresAt, title: $title) {
        ...CoachingInvitationFields
      }
    }
  `,
  [INVITATION_FIELDS],
);

export const INVITE_STARTUP_OPTIONS = graphql(`
  query InviteStartupOptions($search: String) {
    startups(search: $search, limit: 50) {
      results {
        _id
        name
      }
    }
  }
`);

export const ELIGIBILITY_OPTIONS = graphql(`
  query OfficeHourEligibilityOptions {
    programs {
      _id
      name
    }
    tags(kind: startup) {
      _id
      name
    }
  }
`);

export type HostOfficeHour = ResultOf<typeof OFFICE_HOUR_FIELDS>;
