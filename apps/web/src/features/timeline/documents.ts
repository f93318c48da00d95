/** GraphQL documents of the startup timeline (D2 §2.2, §3.11; TML-01–18; GAP-39: a union told apart by __typename). */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { LocalizedText } from '../metrics-prompt/documents';

export const TIMELINE_KINDS = [
  'EVENT',
  'DATA_DUE',
  'DATA_SUBMITTED',
  'DATA_SUBMITTED_UPDATE',
  'COACHING_SESSION_POST',
  'CATEGORIZATION_UPDATE',
  'COACHING_INVITE_POST',
  'CATEGORIZATION_SKIP',
  'EMAIL_THREAD_POST',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const TIMELINE_PAGE_SIZE = 20;

export interface TimelineUser {
  __typename?: 'TimelineUser';
  _id: string;
  fullName: string;
  avatar: string | null;
  gender: string | null;
  role: { __typename?: 'TimelineRole'; _id: string; label: string; type: string[] } | null;
}

/** People in lists (coaches, attendees, invitees): the name is all the item shows. */
export type TimelinePerson = Pick<TimelineUser, '__typename' | '_id' | 'fullName'>;

export interface TimelineAttachment {
  __typename?: 'TimelineAttachment';
  _id: string;
  name: string;
  fileType: string;
  url: string;
  pdfUrl: string | null;
}

export interface TimelineMetric {
  __typename?: 'TimelineMetric';
  _id: string;
  name: LocalizedText[];
  unitType: string;
}

export interface TimelineEventItem {
  __typename: 'TimelineEvent';
  _id: string;
  eventType: string;
  message: string;
  isPublic: boolean;
  isPinned: boolean;
  isUpdate: boolean;
  attr1: string | null;
  start: string | null;
  end: string | null;
  createdAt: string;
  editedAt: string | null;
  createdBy: TimelineUser | null;
  attachments: TimelineAttachment[];
}

export interface TimelineDataDueItem {
  __typename: 'TimelineDataDueEvent';
  _id: string;
  dueDate: string | null;
  createdAt: string;
  startup: { __typename?: 'TimelineStartup'; _id: string; name: string };
}

export interface TimelineDataEntry {
  __typename?: 'TimelineDataEntry';
  id: string;
  isPoint0: boolean;
  value: string | null;
  dateValue: string | null;
  unit: string;
  metric: TimelineMetric;
  metadata: { __typename?: 'TimelineDataEntryMetadata'; diff: number | null; change: number | null; useArrow: boolean };
}

export interface TimelineDataSubmittedItem {
  __typename: 'TimelineDataSubmitted';
  _id: string;
  dueDate: string | null;
  createdAt: string;
  createdBy: TimelineUser | null;
  editedBy: TimelineUser | null;
  editedAt: string | null;
  data: TimelineDataEntry[];
}

export interface TimelineDataSubmittedUpdateItem {
  __typename: 'TimelineDataSubmittedUpdate';
  _id: string;
  dueDate: string | null;
  createdAt: string;
  createdBy: TimelineUser | null;
  editedBy: TimelineUser | null;
  data: Array<{ __typename?: 'TimelineDataUpdateEntry'; id: string; metric: TimelineMetric }>;
}

export interface TimelineCategorizationUpdateItem {
  __typename: 'TimelineCategorizationUpdate';
  _id: string;
  createdAt: string;
  createdBy: TimelineUser | null;
  message: string;
}

export interface TimelineCategorizationSkipItem {
  __typename: 'TimelineCategorizationSkip';
  _id: string;
  createdAt: string;
  createdBy: TimelineUser | null;
  dueDate: string | null;
}

interface IdName {
  __typename?: 'TimelineIdName';
  _id: string;
  name: string;
}

export interface TimelineCoachingSessionPostItem {
  __typename: 'TimelineCoachingSessionPost';
  _id: string;
  createdAt: string;
  createdBy: TimelineUser | null;
  appEvent: { __typename?: 'TimelineSessionAppEvent'; conferenceData: { __typename?: 'TimelineConferenceData'; url: string | null } | null } | null;
  coachingSession: {
    __typename?: 'TimelineCoachingSession';
    _id: string;
    name: string;
    date: string | null;
    expectedDuration: number | null;
    editor: string | null;
    staffEditor: string | null;
    staffEditorPublic: boolean;
    topics: IdName[];
    sessionStartDateTime: string | null;
    sessionEndDateTime: string | null;
    estimatedDuration: number | null;
    coachs: TimelinePerson[];
    attendees: TimelinePerson[];
    evaluationForms: IdName[];
  } | null;
  changelogs: Array<{
    __typename?: 'TimelineChangelog';
    type: string;
    changeTime: string | null;
    initiator: TimelineUser | null;
    oldValue: { __typename?: 'TimelineChangeValue'; type: string; value: string | null } | null;
    newValue: { __typename?: 'TimelineChangeValue'; type: string; value: string | null } | null;
  }>;
}

export interface TimelineCoachingInvitePostItem {
  __typename: 'TimelineCoachingInvitePost';
  _id: string;
  createdAt: string;
  createdBy: TimelineUser | null;
  appEvent: { __typename?: 'TimelineInviteAppEvent'; source: string | null; location: string | null } | null;
  invite: {
    __typename?: 'TimelineCoachingInvite';
    _id: string;
    status: string;
    expires: string | null;
    incubatorInvitees: TimelinePerson[];
    startupInvitees: TimelinePerson[];
    session: { __typename?: 'TimelineInviteSession'; date: string | null; name: string | null; attendees: TimelinePerson[] } | null;
  } | null;
}

export const EMAIL_FLAGS = ['opened', 'delivered', 'bounced', 'deferred', 'dropped', 'spam'] as const;
export type EmailFlag = (typeof EMAIL_FLAGS)[number];

export type TimelineEmailMessage = {
  __typename?: 'TimelineEmailMessage';
  subject: string | null;
  emailContent: string | null;
  recipients: string[];
  cc: string[];
  bcc: string[];
  lastOpenedAt: string | null;
} & { [K in EmailFlag]: boolean | null } & { [K in `${EmailFlag}Count`]: number | null };

export interface TimelineEmailThreadPostItem {
  __typename: 'TimelineEmailThreadPost';
  _id: string;
  createdAt: string;
  createdBy: TimelineUser | null;
  emailMessage: TimelineEmailMessage | null;
}

export type TimelineItem =
  | TimelineEventItem
  | TimelineDataDueItem
  | TimelineDataSubmittedItem
  | TimelineDataSubmittedUpdateItem
  | TimelineCategorizationUpdateItem
  | TimelineCategorizationSkipItem
  | TimelineCoachingSessionPostItem
  | TimelineCoachingInvitePostItem
  | TimelineEmailThreadPostItem;

export interface TimelinePage {
  __typename?: 'TimelinePage';
  results: TimelineItem[];
  /** Only posts are pinned (the server lets only posts change). */
  pinned: TimelineEventItem[];
  next: string | null;
  /** What the viewer may do on this timeline (TIMELINE:PRIVATE_COMMENT; pinning), as the server decides it. */
  viewerCanPostPrivate: boolean;
  viewerCanPin: boolean;
}

export interface StartupTimelineVariables {
  startupId: string;
  cursor?: string | null;
  eventType?: TimelineKind | null;
  limit?: number;
}

const USER = gql`
  fragment TimelineUserFields on TimelineUser {
    _id
    fullName
    avatar
    gender
    role {
      _id
      label
      type
    }
  }
`;

const METRIC = gql`
  fragment TimelineMetricFields on TimelineMetric {
    _id
    name {
      language
      value
    }
    unitType
  }
`;

export const TIMELINE_EVENT_FIELDS = gql`
  fragment TimelineEventFields on TimelineEvent {
    _id
    eventType
    message
    isPublic
    isPinned
    isUpdate
    attr1
    start
    end
    createdAt
    editedAt
    createdBy {
      ...TimelineUserFields
    }
    attachments {
      _id
      name
      fileType
      url
      pdfUrl
    }
  }
  ${USER}
`;

/**
 * The selection of one item, inlined (not a fragment on the union): the app's cache has no possibleTypes, and a
 * fragment on TimelineItem would not match a TimelineEvent when read back; `... on <Type>` matches by name.
 */
const ITEM_SELECTION = `
    __typename
    ... on TimelineEvent {
      ...TimelineEventFields
    }
    ... on TimelineDataDueEvent {
      _id
      dueDate
      createdAt
      startup {
        _id
        name
      }
    }
    ... on TimelineDataSubmitted {
      _id
      dueDate
      createdAt
      createdBy {
        ...TimelineUserFields
      }
      editedBy {
        ...TimelineUserFields
      }
      editedAt
      data {
        id
        isPoint0
        value
        dateValue
        unit
        metric {
          ...TimelineMetricFields
        }
        metadata {
          diff
          change
          useArrow
        }
      }
    }
    ... on TimelineDataSubmittedUpdate {
      _id
      dueDate
      createdAt
      createdBy {
        ...TimelineUserFields
      }
      editedBy {
        ...TimelineUserFields
      }
      data {
        id
        metric {
          ...TimelineMetricFields
        }
      }
    }
    ... on TimelineCategorizationUpdate {
      _id
      createdAt
      createdBy {
        ...TimelineUserFields
      }
      message
    }
    ... on TimelineCategorizationSkip {
      _id
      createdAt
      createdBy {
        ...TimelineUserFields
      }
      dueDate
    }
    ... on TimelineCoachingSessionPost {
      _id
      createdAt
      createdBy {
        ...TimelineUserFields
      }
      appEvent {
        conferenceData {
          url
        }
      }
      coachingSession {
        _id
        name
        date
        expectedDuration
        editor
        staffEditor
        staffEditorPublic
        topics {
          _id
          name
        }
        sessionStartDateTime
        sessionEndDateTime
        estimatedDuration
        coachs {
          _id
          fullName
        }
        attendees {
          _id
          fullName
        }
        evaluationForms {
          _id
          name
        }
      }
      changelogs {
        type
        changeTime
        initiator {
          ...TimelineUserFields
        }
        oldValue {
          type
          value
        }
        newValue {
          type
          value
        }
      }
    }
    ... on TimelineCoachingInvitePost {
      _id
      createdAt
      createdBy {
        ...TimelineUserFields
      }
      appEvent {
        source
        location
      }
      invite {
        _id
        status
        expires
        incubatorInvitees {
          _id
          fullName
        }
        startupInvitees {
          _id
          fullName
        }
        session {
          date
          name
          attendees {
            _id
            fullName
          }
        }
      }
    }
    ... on TimelineEmailThreadPost {
      _id
      createdAt
      createdBy {
        ...TimelineUserFields
      }
      emailMessage {
        subject
        emailContent
        recipients
        cc
        bcc
        openedCount
        opened
        bouncedCount
        bounced
        deferredCount
        deferred
        droppedCount
        dropped
        deliveredCount
        delivered
        spamCount
        spam
        lastOpenedAt
      }
    }
`;

/** TML-02: one page, newest first; pinned items come with the first page. */
export const STARTUP_TIMELINE: TypedDocumentNode<{ startupTimeline: TimelinePage }, StartupTimelineVariables> = gql`
  query StartupTimeline($startupId: ID!, $cursor: String, $eventType: TimelineEventKind, $limit: Int) {
    startupTimeline(startupId: $startupId, cursor: $cursor, eventType: $eventType, limit: $limit) {
      results {
        ${ITEM_SELECTION}
      }
      pinned {
        __typename
        ... on TimelineEvent {
          ...TimelineEventFields
        }
      }
      next
      viewerCanPostPrivate
      viewerCanPin
    }
  }
  ${TIMELINE_EVENT_FIELDS}
  ${METRIC}
`;

export interface TimelineEventInput {
  startupId: string;
  eventType: 'COMMENT' | 'NOTE';
  message: string;
  isPublic: boolean;
  attachmentIds: string[];
}

export const CREATE_TIMELINE_EVENT: TypedDocumentNode<{ createTimelineEvent: TimelineEventItem }, { input: TimelineEventInput }> = gql`
  mutation CreateTimelineEvent($input: TimelineEventInput!) {
    createTimelineEvent(input: $input) {
      ...TimelineEventFields
    }
  }
  ${TIMELINE_EVENT_FIELDS}
`;

export const UPDATE_TIMELINE_EVENT: TypedDocumentNode<
  { updateTimelineEvent: TimelineEventItem },
  { id: string; input: { message?: string; isPublic?: boolean; isPinned?: boolean } }
> = gql`
  mutation UpdateTimelineEvent($id: ID!, $input: TimelineEventUpdateInput!) {
    updateTimelineEvent(id: $id, input: $input) {
      ...TimelineEventFields
    }
  }
  ${TIMELINE_EVENT_FIELDS}
`;

export const DELETE_TIMELINE_EVENT: TypedDocumentNode<{ deleteTimelineEvent: boolean }, { id: string }> = gql`
  mutation DeleteTimelineEvent($id: ID!) {
    deleteTimelineEvent(id: $id)
  }
`;
