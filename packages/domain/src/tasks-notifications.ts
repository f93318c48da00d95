/** Tasks and notifications (D1 §3, §4, §5; GAP-19, GAP-33): shared by the server and the web client. */

/** D1 §4: every task type. Only `normal` is edited or checked by hand; the others complete by the action they stand for. */
export const TASK_TYPES = [
  'normal',
  'avail',
  'availCoaching',
  'availApplication',
  'metrics',
  'availEventSpecific',
  'availEventCoaching',
  'evaluation',
  'coachingEvaluation',
  'completeUserProfile',
  'completeStartupProfile',
  'formSubmissionRequest',
  'hostAssignation',
] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const TASK_APPROVAL_STATUSES = ['APPROVED', 'PENDING', 'DENIED'] as const;
export type TaskApprovalStatus = (typeof TASK_APPROVAL_STATUSES)[number];

export const TASK_COMPLETION_STATUSES = ['PENDING', 'COMPLETED'] as const;
export type TaskCompletionStatus = (typeof TASK_COMPLETION_STATUSES)[number];

export const TASK_ASSIGNEE_TYPES = ['User', 'Startup'] as const;
export type TaskAssigneeType = (typeof TASK_ASSIGNEE_TYPES)[number];

export const TASK_UPDATE_TYPES = ['ADDED', 'REMOVED'] as const;
export type TaskUpdateType = (typeof TASK_UPDATE_TYPES)[number];

/** D1 §5: the task form's messages, verbatim. */
export const TASK_MESSAGES = {
  nameRequired: 'Name is a required field',
  dueDateRequired: 'Due date is a required field',
  dueDateInPast: 'The due date can not be in the past',
  assigneeRequired: 'There has to be at least one assignee',
  urlInvalid: 'Url is not a valid url',
  deleteConfirm: 'Are you sure you want to delete this task?',
  created: 'Task created',
  empty: 'You have no pending tasks!',
} as const;

export function isManualTaskType(type: string): boolean {
  return type === 'normal';
}

/** D1 §3: the twelve notification types, plus `taskAssigned` (decision: the spec names none for task assignment). */
export const NOTIFICATION_TYPES = [
  'meetingScheduled',
  'meetingChanged',
  'meetingDeleted',
  'newCommentApplication',
  'newCommentStartup',
  'newCommentApplicationStaff',
  'newCommentStartupStaff',
  'updatedMetrics',
  'metricsRequest',
  'changeApplicationStatus',
  'approvalApplication',
  'denialApplication',
  'taskAssigned',
  'startupAssigned',
  // Mentor matching (issue 17 item 5, D-464, D-466): the founder's pairing question and staff's no-show alert.
  'pairingFeedback',
  'coachingNoShows',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_STYLES = ['appointment', 'message', 'startupFileUpdate', 'programChange'] as const;
export type NotificationStyle = (typeof NOTIFICATION_STYLES)[number];

/** GAP-19: the group (notificationStyle) of each type. taskAssigned → startupFileUpdate (tasks are a startup-file tab). */
export const NOTIFICATION_STYLE_OF: Readonly<Record<NotificationType, NotificationStyle>> = {
  meetingScheduled: 'appointment',
  meetingChanged: 'appointment',
  meetingDeleted: 'appointment',
  newCommentApplication: 'message',
  newCommentStartup: 'message',
  newCommentApplicationStaff: 'message',
  newCommentStartupStaff: 'message',
  updatedMetrics: 'startupFileUpdate',
  metricsRequest: 'startupFileUpdate',
  taskAssigned: 'startupFileUpdate',
  startupAssigned: 'programChange',
  changeApplicationStatus: 'programChange',
  approvalApplication: 'programChange',
  denialApplication: 'programChange',
  pairingFeedback: 'appointment',
  coachingNoShows: 'appointment',
};

export const NOTIFICATION_EMPTY_TEXT = 'No notifications yet';
