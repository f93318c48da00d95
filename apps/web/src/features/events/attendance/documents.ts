/** The waitlist, attendance, export and post-event feedback operations of the event page (issue 18 item 4). */
import { graphql } from '../../../lib/graphql';
import { EXPORT_JOB_FIELDS } from '../../../lib/exports/documents';

export const LEAVE_EVENT_WAITLIST = graphql(`mutation LeaveEventWaitlist($eventId: ID!) { leaveEventWaitlist(eventId: $eventId) { __typename _id } }`);

export const MARK_ATTENDANCE = graphql(`
  mutation MarkAttendance($eventId: ID!, $attendeeIds: [ID!]!, $status: EventAttendance!) {
    markAttendance(eventId: $eventId, attendeeIds: $attendeeIds, status: $status) { __typename _id }
  }
`);

export const CANCEL_EVENT = graphql(`mutation CancelIncubatorEvent($eventId: ID!) { cancelIncubatorEvent(eventId: $eventId) { __typename _id cancelledAt } }`);

export const EXPORT_EVENT_ATTENDEES = graphql(
  `mutation ExportEventAttendees($eventId: ID!, $format: ExportFormat!) { exportEventAttendees(eventId: $eventId, format: $format) { ...ExportJobFields } }`,
  [EXPORT_JOB_FIELDS],
);

/** Whether the viewer may send feedback requests, and the published feedback forms to choose from. */
export const EVENT_FEEDBACK_OPTIONS = graphql(`
  query EventFeedbackOptions { feedbackAbilities { viewerCanSend } }
`);
export const EVENT_FEEDBACK_FORMS = graphql(`
  query EventFeedbackForms { feedbackSendOptions { forms { value label } } }
`);

export const SEND_EVENT_FEEDBACK = graphql(`
  mutation SendEventFeedbackRequest($eventId: ID!, $formId: ID!, $dueDate: String!, $message: String) {
    sendEventFeedbackRequest(eventId: $eventId, formId: $formId, dueDate: $dueDate, message: $message)
  }
`);
