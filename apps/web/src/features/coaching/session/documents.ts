import { graphql, type ResultOf } from '../../../lib/graphql';

/** The coaching session page (issue 17 item 3; docs/contract-coaching.md §3.3, §4). */
export const SESSION_FIELDS = graphql(`
  fragment CoachingSessionFields on CoachingSession {
    _id
    title
    status
    bookingWay
    startsAt
    endsAt
    location
    videoProvider
    videoLink
    sharedNotes
    privateNote
    heldAt
    cancelledAt
    viewerIsHost
    viewerCanManage
    startup {
      _id
      name
    }
    hosts {
      _id
      fullName
    }
    attendees {
      _id
      fullName
      attendance
    }
    topics {
      _id
      name
    }
    topicOptions {
      _id
      name
    }
    actionItems {
      _id
      taskId
      name
      dueDate
      done
    }
    changes {
      _id
      type
      changeTime
      groupId
      valueType
      oldValue
      newValue
      initiator {
        _id
        fullName
      }
    }
  }
`);

export const COACHING_SESSION = graphql(
  `
    query CoachingSession($id: ID!) {
      coachingSession(id: $id) {
        ...CoachingSessionFields
      }
    }
  `,
  [SESSION_FIELDS],
);

export const UPDATE_SESSION = graphql(
  `
    mutation UpdateCoachingSession($id: ID!, $input: CoachingSessionEditInput!) {
      updateCoachingSession(id: $id, input: $input) {
        ...CoachingSessionFields
      }
    }
  `,
  [SESSION_FIELDS],
);

export const SAVE_PRIVATE_NOTE = graphql(
  `
    mutation SavePrivateNote($id: ID!, $body: String!) {
      savePrivateNote(id: $id, body: $body) {
        ...CoachingSessionFields
      }
    }
  `,
  [SESSION_FIELDS],
);

export const ADD_ACTION_ITEM = graphql(
  `
    mutation AddActionItem($id: ID!, $name: String!, $dueDate: String!) {
      addActionItem(id: $id, name: $name, dueDate: $dueDate) {
        ...CoachingSessionFields
      }
    }
  `,
  [SESSION_FIELDS],
);

export const RESCHEDULE_SESSION = graphql(
  `
    mutation RescheduleCoachingSession($id: ID!, $start: DateTime!) {
      rescheduleCoachingSession(id: $id, start: $start) {
        ...CoachingSessionFields
      }
    }
  `,
  [SESSION_FIELDS],
);

export const CANCEL_SESSION = graphql(
  `
    mutation CancelCoachingSession($id: ID!) {
      cancelCoachingSession(id: $id) {
        ...CoachingSessionFields
      }
    }
  `,
  [SESSION_FIELDS],
);

export const HOLD_SESSION = graphql(
  `
    mutation HoldCoachingSession($id: ID!, $attendance: [CoachingAttendanceInput!]!) {
      holdCoachingSession(id: $id, attendance: $attendance) {
        ...CoachingSessionFields
      }
    }
  `,
  [SESSION_FIELDS],
);

export type CoachingSessionData = ResultOf<typeof SESSION_FIELDS>;
