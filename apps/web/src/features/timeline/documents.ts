/**
 * GraphQL documents of the startup timeline (D2 §2.2, §3.11; TML-01–18; GAP-39: a union told apart by __typename).
 * The frame, post and data item components own the fragments of what they render (items/*.tsx).
 */
import { graphql, type ResultOf, type SchemaType } from '../../lib/graphql';
import { TIMELINE_METRIC_FIELDS } from './items/DataItems';
import { TIMELINE_USER_FIELDS } from './items/ItemFrame';
import { TIMELINE_EVENT_FIELDS } from './items/PostItem';

export * from './timelineItems';

/**
 * TML-02: one page, newest first; pinned items come with the first page. Each item's selection is inlined (not a
 * fragment on the union): the app's cache has no possibleTypes, and a fragment on TimelineItem would not match a
 * TimelineEvent when read back; `... on <Type>` matches by name. Inline, not one named fragment per member: the
 * server's cost limit (graphql-armor, 5,000) charges a named spread one depth level more, and this query would
 * cost 5,617 instead of 4,423 (D-105).
 */
export const STARTUP_TIMELINE = graphql(`
  query StartupTimeline($startupId: ID!, $cursor: String, $eventType: TimelineEventKind, $limit: Int, $language: String) {
    startupTimeline(startupId: $startupId, cursor: $cursor, eventType: $eventType, limit: $limit) {
      __typename
      results {
        __typename
        ... on TimelineEvent {
          ...TimelineEventFields
        }
        ... on TimelineDataDueEvent {
          _id
          dueDate
          createdAt
          startup {
            __typename
            _id
            name
          }
        }
        ... on TimelineDataSubmitted {
          _id
          dueDate
          createdAt
          createdBy {
            __typename
            ...TimelineUserFields
          }
          editedBy {
            __typename
            ...TimelineUserFields
          }
          editedAt
          data {
            __typename
            id
            isPoint0
            value
            dateValue
            unit
            metric {
              __typename
              ...TimelineMetricFields
            }
            metadata {
              __typename
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
            __typename
            ...TimelineUserFields
          }
          editedBy {
            __typename
            ...TimelineUserFields
          }
          data {
            __typename
            id
            metric {
              __typename
              ...TimelineMetricFields
            }
          }
        }
        ... on TimelineCategorizationUpdate {
          _id
          createdAt
          createdBy {
            __typename
            ...TimelineUserFields
          }
          message
        }
        ... on TimelineCategorizationSkip {
          _id
          createdAt
          createdBy {
            __typename
            ...TimelineUserFields
          }
          dueDate
        }
        ... on TimelineCoachingSessionPost {
          _id
          createdAt
          createdBy {
            __typename
            ...TimelineUserFields
          }
          appEvent {
            __typename
            conferenceData {
              __typename
              url
            }
          }
          coachingSession {
            __typename
            _id
            name
            date
            expectedDuration
            editor
            staffEditor
            staffEditorPublic
            topics {
              __typename
              _id
              name
            }
            sessionStartDateTime
            sessionEndDateTime
            estimatedDuration
            coachs {
              __typename
              _id
              fullName
            }
            attendees {
              __typename
              _id
              fullName
            }
            evaluationForms {
              __typename
              _id
              name
            }
          }
          changelogs {
            __typename
            type
            changeTime
            initiator {
              __typename
              ...TimelineUserFields
            }
            oldValue {
              __typename
              type
              value
            }
            newValue {
              __typename
              type
              value
            }
          }
        }
        ... on TimelineCoachingInvitePost {
          _id
          createdAt
          createdBy {
            __typename
            ...TimelineUserFields
          }
          appEvent {
            __typename
            source
            location
          }
          invite {
            __typename
            _id
            status
            expires
            incubatorInvitees {
              __typename
              _id
              fullName
            }
            startupInvitees {
              __typename
              _id
              fullName
            }
            session {
              __typename
              date
              name
              attendees {
                __typename
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
            __typename
            ...TimelineUserFields
          }
          emailMessage {
            __typename
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
      }
      pinned {
        __typename
        ... on TimelineEvent {
          ...TimelineEventFields
        }
      }
      next
      viewerCanPost
      viewerCanPostPrivate
      viewerCanPin
    }
  }
`, [TIMELINE_EVENT_FIELDS, TIMELINE_USER_FIELDS, TIMELINE_METRIC_FIELDS]);

export const CREATE_TIMELINE_EVENT = graphql(`
  mutation CreateTimelineEvent($input: TimelineEventInput!) {
    createTimelineEvent(input: $input) {
      __typename
      ...TimelineEventFields
    }
  }
`, [TIMELINE_EVENT_FIELDS]);

export const UPDATE_TIMELINE_EVENT = graphql(`
  mutation UpdateTimelineEvent($id: ID!, $input: TimelineEventUpdateInput!) {
    updateTimelineEvent(id: $id, input: $input) {
      __typename
      ...TimelineEventFields
    }
  }
`, [TIMELINE_EVENT_FIELDS]);

export const DELETE_TIMELINE_EVENT = graphql(`
  mutation DeleteTimelineEvent($id: ID!) {
    deleteTimelineEvent(id: $id)
  }
`);

/** What the viewer may do with the startup's file (D-92): the page shows only that, or that there is no access. */
export const STARTUP_ABILITIES = graphql(`
  query StartupAbilities($startupId: ID!) {
    startupAbilities(startupId: $startupId) {
      __typename
      startupId
      viewerCanSeeTimeline
      viewerCanPostOnTimeline
      viewerCanPostPrivate
      viewerCanPin
      viewerCanSeeMetrics
    }
  }
`);

export type TimelinePage = ResultOf<typeof STARTUP_TIMELINE>['startupTimeline'];
/** One item of the union, told apart by __typename. */
export type TimelineItem = TimelinePage['results'][number];
export type TimelineEventInput = SchemaType<'TimelineEventInput'>;
/** What the viewer may do with the startup's file (D-92). */
export type StartupAbilities = ResultOf<typeof STARTUP_ABILITIES>['startupAbilities'];
