/**
 * The permission key catalogue of D2 §6.1 as data. Keys are AREA:ACTION in upper case (GAP-16), except the four
 * literal keys the spec names: ARTICLES:EDIT, METRICS/EDIT:VIEW, COURSES:MANAGE and TASK/TASK:DELETE.
 * `assignable` keys accept the 'assigned' criterion, which limits them to the user's assigned startups, funnels
 * or sessions; `resource` says what the data values of IsUserAuthorized name.
 */
export type PermissionResource = 'startup' | 'funnel' | 'session' | 'course' | 'task';

export interface PermissionDefinition {
  key: string;
  area: string;
  name: string;
  description: string;
  assignable: boolean;
  resource: PermissionResource | null;
}

type Row = [key: string, name: string, description: string, assignable?: boolean, resource?: PermissionResource];

const AREAS: Record<string, Row[]> = {
  Application: [
    ['APPLICATION:VIEW_ALL', 'View all applications', 'See every application of the funnels in scope.', true, 'funnel'],
    ['APPLICATION:DELETE', 'Delete applications', 'Delete applications.', true, 'funnel'],
    ['APPLICATION:MANAGE', 'Manage applications', 'Edit applications, move them between stages and rounds.', true, 'funnel'],
    ['APPLICATION:VIEW_FULL_DATA', 'View full application data', 'See every answer and attachment of an application.', true, 'funnel'],
    ['APPLICATION:EXPORT', 'Download and export applications', 'Download applications and export them to a file.', true, 'funnel'],
    ['APPLICATION:BULK_ACTIONS', 'Bulk actions on applications', 'Act on several applications at once.', true, 'funnel'],
    ['APPLICATION:FILTERS', 'Application filters', 'Use the advanced filters of the application list.'],
    ['APPLICATION:QUEUE_BAR', 'Application queue bar', 'See the review queue bar.'],
    ['APPLICATION:DECIDE_ROUND', 'Decide rounds', 'Accept or reject applications at the end of a round.', true, 'funnel'],
    ['APPLICATION:DASHBOARD', 'Application dashboard', 'See the funnel dashboard.', true, 'funnel'],
    ['APPLICATION:DRAFT_ACCESS', 'Draft application access', 'Open applications that are still drafts.', true, 'funnel'],
  ],
  Articles: [['ARTICLES:EDIT', 'Manage articles', 'Create, edit and delete knowledge-base articles.']],
  Availability: [['AVAILABILITY:EDIT', 'Edit availability', "Edit other users' availability."]],
  Chat: [
    ['CHAT:LIMIT_READ', 'Limited chat read', 'Read only the chat channels one belongs to.'],
    ['CHAT:USER_ACCESS_EDIT', 'Edit chat access', 'Decide who may chat with whom.'],
  ],
  'Coaching session': [
    ['COACHING_SESSION:DELETE', 'Delete coaching sessions', 'Delete coaching sessions.', true, 'session'],
    ['COACHING_SESSION:EXPORT', 'Export coaching sessions', 'Export coaching sessions to a file.', true, 'session'],
  ],
  Course: [
    ['COURSES:CREATE', 'Create courses', 'Create courses.'],
    ['COURSES:MANAGE', 'Manage courses', 'Open the course dashboard and builder (checked with the course id).', false, 'course'],
  ],
  'Email templates': [['EMAIL_TEMPLATES:MANAGE', 'Manage email templates', 'Edit the email templates of the organisation.']],
  'Evaluation parameter': [
    ['EVALUATION_PARAMETER:CREATE', 'Create evaluation parameters', 'Create evaluation parameters.'],
    ['EVALUATION_PARAMETER:EDIT_DELETE', 'Edit and delete evaluation parameters', 'Edit and delete evaluation parameters.'],
    ['EVALUATION_PARAMETER:VIEW', 'View evaluation parameters', 'See evaluation parameters.'],
  ],
  'Rejection email': [
    ['REJECTION_EMAIL:CREATE', 'Create rejection emails', 'Create rejection emails.'],
    ['REJECTION_EMAIL:EDIT', 'Edit rejection emails', 'Edit rejection emails.'],
  ],
  Event: [
    ['EVENT:CREATE', 'Create events', 'Create events.'],
    ['EVENT:EDIT', 'Edit events', 'Edit events.'],
    ['EVENT:DELETE', 'Delete events', 'Delete events.'],
  ],
  'Feedback request': [
    ['FEEDBACK_REQUEST:CREATE', 'Create feedback requests', 'Send feedback requests.'],
    ['FEEDBACK_REQUEST:VIEW', 'View feedback requests', 'See feedback requests.'],
    ['FEEDBACK_REQUEST:EDIT', 'Edit feedback requests', 'Edit feedback requests.'],
    ['FEEDBACK_REQUEST:ANSWER_VIEW', 'View feedback answers', 'Read the answers to feedback requests.'],
  ],
  Form: [
    ['FORM:CREATE', 'Create forms', 'Create forms.'],
    ['FORM:EDIT', 'Edit forms', 'Edit forms.'],
  ],
  Funnel: [
    ['FUNNEL:CREATE', 'Create funnels', 'Create application funnels.'],
    ['FUNNEL:DELETE', 'Delete funnels', 'Delete application funnels.', true, 'funnel'],
    ['FUNNEL:EDIT', 'Edit funnels', 'Edit application funnels.', true, 'funnel'],
    ['FUNNEL:LIST_VIEW', 'View the funnel list', 'See the list of funnels.', true, 'funnel'],
  ],
  Industries: [
    ['INDUSTRIES:VIEW', 'View industries', 'See the industries list.'],
    ['INDUSTRIES:CREATE', 'Create industries', 'Add industries.'],
    ['INDUSTRIES:EDIT', 'Edit industries', 'Rename and remove industries.'],
    ['INDUSTRIES:STARTUP_EDIT', 'Set industries of startups', 'Add and remove industries on startups.', true, 'startup'],
    ['INDUSTRIES:ENTITY_VIEW', 'View industries of startups and users', 'See the industries of startups and users.'],
  ],
  'Startup milestone': [
    ['STARTUP_MILESTONE:CREATE', 'Create milestones', 'Create startup milestones.', true, 'startup'],
    ['STARTUP_MILESTONE:EDIT', 'Edit milestones', 'Edit startup milestones.', true, 'startup'],
  ],
  Metrics: [
    ['METRICS:EDIT', 'Edit metrics', 'Edit the metrics of a startup.', true, 'startup'],
    ['METRICS/EDIT:VIEW', 'View startup metrics', 'Open the metrics page of a startup.', true, 'startup'],
  ],
  'Saved views': [['SAVED_VIEWS:READ', 'Read saved views', 'Use the saved views of lists.']],
  Startup: [
    ['STARTUP:CONNECTIONS_EDIT', 'Edit startup connections', 'Edit the people and mentors connected to a startup.', true, 'startup'],
    ['STARTUP:NAME_EDIT', 'Edit startup names', 'Rename a startup.', true, 'startup'],
    ['STARTUP:DELETE', 'Delete startups', 'Delete startups.', true, 'startup'],
    ['STARTUP:FILE_VIEW', 'View startup files', 'See the files of a startup.', true, 'startup'],
  ],
  Tags: [
    ['TAGS:CREATE', 'Create tags', 'Create tags.'],
    ['TAGS:VIEW', 'View tags', 'See the tags list.'],
    ['TAGS:EDIT', 'Edit tags', 'Rename and remove tags.'],
    ['TAGS:STARTUP_EDIT', 'Tag startups', 'Add and remove tags on a startup.', true, 'startup'],
    ['TAGS:ENTITY_VIEW', 'View tags of records', 'See the tags of startups, applications and users.'],
  ],
  Timeline: [
    ['TIMELINE:PRIVATE_COMMENT', 'Private timeline comments', 'Write and read private comments on a startup timeline.', true, 'startup'],
    ['TIMELINE:EMAIL_METADATA_VIEW', 'View email metadata', 'See the metadata of emails on a startup timeline.', true, 'startup'],
  ],
  User: [
    ['USER:EDIT', 'Edit users', 'Edit other users.'],
    ['USER:INVITE', 'Invite users', 'Invite users to the organisation.'],
    ['USER:SOCIAL_MEDIA_VIEW', 'View social media', "See users' social media links."],
  ],
  'User roles': [['USER_ROLES:EDIT', 'Edit user roles', 'Create and edit roles and their permissions.']],
  Task: [['TASK/TASK:DELETE', 'Delete tasks', 'Delete tasks (checked with the task id).', true, 'task']],
};

export const PERMISSION_CATALOGUE: readonly PermissionDefinition[] = Object.entries(AREAS).flatMap(([area, rows]) =>
  rows.map(([key, name, description, assignable = false, resource]) => ({ key, area, name, description, assignable, resource: resource ?? null })),
);

export const PERMISSION_KEYS: readonly string[] = PERMISSION_CATALOGUE.map((p) => p.key);

const BY_KEY = new Map(PERMISSION_CATALOGUE.map((p) => [p.key, p]));

/** Older spellings found in stored role permissions. */
const KEY_ALIASES: Readonly<Record<string, string>> = { 'TASK:DELETE': 'TASK/TASK:DELETE', 'COURSE:MANAGE': 'COURSES:MANAGE', 'COURSE:CREATE': 'COURSES:CREATE' };

export function canonicalKey(key: string): string {
  const upper = key.trim().toUpperCase();
  return KEY_ALIASES[upper] ?? upper;
}

export function permissionDefinition(key: string): PermissionDefinition | undefined {
  return BY_KEY.get(canonicalKey(key));
}
