import { graphql, type ResultOf } from '../../../lib/graphql';

/** One invitation, as the invited startup's page and the host's agenda (availability/agendaDocuments.ts) both read it. */
export const INVITATION_FIELDS = graphql(`
  fragment CoachingInvitationFields on CoachingInvitation {
    _id
    status
    startsAt
    endsAt
    expiresAt
    title
    sessionId
    viewerCanAnswer
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

export const COACHING_INVITATION = graphql(
  `
    query CoachingInvitation($id: ID!) {
      coachingInvitation(id: $id) {
        ...CoachingInvitationFields
      }
    }
  `,
  [INVITATION_FIELDS],
);

export const RESPOND_TO_INVITATION = graphql(
  `
    mutation RespondToInvitation($id: ID!, $answer: CoachingInvitationAnswer!) {
      respondToInvitation(id: $id, answer: $answer) {
        ...CoachingInvitationFields
      }
    }
  `,
  [INVITATION_FIELDS],
);

export const CANCEL_MEETING_BY_LINK = graphql(`
  mutation CancelMeetingByLink($id: ID!, $token: String!) {
    cancelMeetingByLink(id: $id, token: $token) {
      startsAt
      startupName
    }
  }
`);

export type CoachingInvitation = ResultOf<typeof INVITATION_FIELDS>;
