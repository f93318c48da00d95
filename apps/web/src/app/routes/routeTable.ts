import type { PageKey } from './pageRegistry';
import type { RouteEntry } from './types';

const STARTUP_FILE_TABS = [
  'activities', 'tasks', 'documents', 'assessment', 'analytics', 'company', 'applications', 'feedback', 'milestones',
  'export', 'custom-fields',
] as const;
const ASSESSMENT_TABS = ['performance-overview', 'overview', 'evaluations'] as const;
export const TAXONOMY_TAG_KINDS = [
  'user', 'event', 'forms', 'mentortag', 'startup', 'community', 'application', 'other', 'skills', 'topic',
] as const;
/** RTE-59: exactly these kinds; any other falls to the 404 page. */
export const SETUP_TAG_KINDS = ['mentortag', 'startup', 'user', 'community', 'application', 'event', 'topic'] as const;
const ADMIN_CONFIGURATION_SECTIONS = [
  'general', 'domain', 'mentormatching', 'branding', 'metrics', 'permissions', 'metadata', 'roles', 'plan', 'users',
  'logs', 'industries', 'coaching-evaluations',
] as const;

const auth = (path: string, page: PageKey, extra: Partial<RouteEntry> = {}): RouteEntry => ({ path, guard: 'auth', page, ...extra });
const open = (path: string, page: PageKey, extra: Partial<RouteEntry> = {}): RouteEntry => ({ path, guard: 'open', page, ...extra });
const publicOnly = (path: string, page: PageKey): RouteEntry => ({ path, guard: 'publicOnly', page });
const redirect = (path: string, to: string, keepSearch = false): RouteEntry => ({
  path, guard: 'auth', page: 'redirect', redirect: to, keepSearch,
});

/** D1 §2.1: signed-in visitors are sent to / (RTE-01..07). */
const PUBLIC_ONLY: RouteEntry[] = [
  publicOnly('/login', 'login'),
  publicOnly('/forgotpassword', 'forgotPassword'),
  publicOnly('/acceptinvitation', 'acceptInvitation'),
  publicOnly('/reset/:resetToken', 'resetPassword'),
  publicOnly('/leads/transfer/:id', 'leadTransfer'),
  publicOnly('/apply/program/:slug', 'applyProgram'),
  // Sign-up for visitors; for signed-in users applicants only, others to the overview (RTE-07, RTE-22).
  // In the app layout: a visitor still gets the bare sign-up card (the layout adds chrome only when signed in), and the
  // applicant that sign-up just created lands inside the app frame rather than on a bare page (issue 12).
  open('/application/new', 'applicationNew', { roles: 'applicants', roleRedirect: '/applications/overview', layout: 'app' }),
];

/** D1 §2.2: no sign-in needed (RTE-08..16). */
const OPEN: RouteEntry[] = [
  open('/internal/components', 'internalComponents'),
  open('/incubator-not-found', 'incubatorNotFound'),
  open('/error', 'error'),
  open('/auth/callback', 'authCallback'),
  open('/auth/url', 'authUrl'),
  open('/auth/linkedin', 'authLinkedin'),
  open('/auth/linkedin/callback', 'authLinkedinCallback'),
  open('/confirmIncubatorEmail', 'confirmIncubatorEmail'),
  open('/welcome', 'welcome'),
  open('/account/confirmation', 'accountConfirmation'),
  open('/coaching/invitation/:id/cancel-meeting', 'cancelMeeting'),
  open('/share/forms/:uuid', 'sharedForm'),
  open('/download/forms/:uuid', 'downloadForm'),
  open('/validate/:validationToken', 'validateAccount'),
  // Issue 3: the dev mailbox (the page answers 404 when the server has none).
  open('/dev/mailbox', 'devMailbox'),
  // GAP-05: open for answering; 404 while the tenant's feedbackForms is off.
  open('/survey/:id', 'survey', { featureEnabled: 'feedbackForms', featureOff: 'notFound' }),
  auth('/application/:applicationId/forms/:round/fill', 'applicationFormFill', { layout: 'bare' }),
  auth('/file/:id', 'file', { layout: 'bare' }), // GAP-06
];

/** D1 §2.3: the authenticated layout (RTE-17..60). */
const AUTHENTICATED: RouteEntry[] = [
  auth('/', 'home'),
  auth('/home/*', 'home'),
  // An unknown account page opens the account's settings; an unknown settings section (below), the first (D-588).
  redirect('/account/*', '/account/settings'),
  auth('/account/settings', 'preferences'),
  // The viewer's own profile editor without the customFieldsEdit gate: the completeUserProfile task links here.
  auth('/account/profile', 'myProfile'),
  auth('/account/settings/coaching', 'coachingPreferences'),
  auth('/account/settings/integrations', 'integrations'), // GAP-08
  auth('/account/settings/security', 'security'),
  auth('/account/settings/delete', 'deleteAccount'),
  auth('/account/exports', 'exports'),
  auth('/profile', 'profile'),
  auth('/profile/:id/*', 'profile'),
  auth('/calendar', 'calendar'),
  redirect('/calendar/sync', '/calendar'),
  auth('/availability/*', 'availability'),

  redirect('/application/confirmation', '/account/confirmation'),
  redirect('/application/:id/show', '/application/:id/activities'),
  auth('/application/:id', 'applicationFile', { layout: 'app' }),
  auth('/application/:id/meeting', 'applicationMeeting'),
  auth('/application/:id/activities', 'applicationActivities'),
  auth('/application/:id/form', 'applicationForm'),
  auth('/application/:id/*', 'applicationFile'),
  auth('/applications', 'applications'),
  auth('/applications/*', 'applications'),
  auth('/applications/overview', 'applicationsOverview'),
  auth('/applications/analytics', 'applicationsAnalytics'),
  auth('/applications/funnels/management', 'funnelsManagement'),
  auth('/applications/funnels/:id/builder', 'funnelBuilder'),
  auth('/applications/reviews', 'applicationReviews'),
  auth('/applications/reviews/:assignmentId', 'applicationReview'),
  auth('/applications-manager', 'applicationsManager'),

  // D-155: the index (and unknown sub-paths) opens the people directory, where the side bar's community entry goes.
  redirect('/community/*', '/community/people'),
  auth('/community/people', 'communityPeople'),
  auth('/community/startups', 'communityStartups'),
  auth('/community/people/profile', 'profileFieldsBuilder', { featureEnabled: 'customFieldsEdit' }),
  auth('/community/people/assignation', 'peopleAssignation'),

  auth('/startup/file', 'startupFile'),
  redirect('/startup/timeline/:id', '/startup/:id/file/activities'), // GAP-09
  redirect('/startup/:id/timeline', '/startup/:id/file/activities'),
  redirect('/startup/milestones/:id', '/startup/:id/file/milestones'),
  redirect('/startup/milestones/:id/plan/:planId', '/startup/:id/file/milestones?planId=:planId'),
  auth('/startup/:id?', 'startupFile'),
  auth('/startup/:id?/file/*', 'startupFile'),
  ...STARTUP_FILE_TABS.map((tab) => auth(`/startup/:id?/file/${tab}`, `startupTab.${tab}`)), // GAP-52
  ...ASSESSMENT_TABS.map((tab) => auth(`/startup/:id?/file/assessment/${tab}`, `assessmentTab.${tab}`)),

  auth('/startups', 'startups', { roles: 'staff' }),
  auth('/startups/management', 'startupsManagement'),
  // D-155: the index (and unknown sub-paths) opens the program plans, where the side bar's programs entry goes.
  redirect('/startups/programs/*', '/startups/programs/incubator-plans'),
  auth('/startups/programs/incubator-plans', 'incubatorPlans'),
  auth('/startups/programs/evaluation-assignation', 'evaluationAssignation'),
  auth('/startups/programs/startup-assignations', 'startupAssignations'),
  // D-138: the sidebar's "milestone templates" entry, beside the programs it serves; staff only, milestones flag.
  auth('/startups/programs/milestone-templates', 'milestoneTemplates', { roles: 'staff', featureEnabled: 'milestones' }),
  auth('/startups/mentors', 'mentors'),
  auth('/startups/metrics/*', 'metrics', { permission: { key: 'METRICS/EDIT:VIEW' } }), // GAP-15
  auth('/startups/metrics/data-collection', 'metricsDataCollection', { permission: { key: 'METRICS/EDIT:VIEW' } }),
  auth('/startups/profile', 'startupProfile'),

  auth('/coaching', 'portfolio'), // GAP-10
  auth('/coaching/invitation/expired', 'invitationExpired'),
  // Issue 17 item 2: the founder side books its mentors' free slots; an invitation's notification leads to its answer.
  auth('/coaching/book', 'coachingBook', { roles: 'founderSide' }),
  auth('/coaching/invitation/:id', 'coachingInvitation'),
  redirect('/coaching/session/:startupId/:coachingId', '/coaching/session/:coachingId', true),
  auth('/coaching/session/:coachingId', 'coachingSession'),

  auth('/tasks/*', 'tasks', { roles: 'tasks' }),
  auth('/tasks/users', 'tasksUsers', { roles: 'tasks' }),
  auth('/tasks/startups', 'tasksStartups', { roles: 'tasks' }),

  auth('/events', 'eventsFeed'), // GAP-10
  auth('/events/my-events', 'myEvents'),
  auth('/events/planning', 'eventsPlanning'),
  auth('/events/unpublished', 'eventsUnpublished'),
  auth('/events/:id', 'event'),
  auth('/events/:id/edit', 'eventEditor'),

  auth('/articles/management', 'articlesManagement', { permission: { key: 'ARTICLES:EDIT' } }),
  auth('/articles/management/article/:id', 'articleEditor', { permission: { key: 'ARTICLES:EDIT' } }),

  // D-584: the emails area, for holders of EMAIL_TEMPLATES:MANAGE; its index (and unknown sub-paths) opens the list.
  auth('/emails/*', 'emails', { permission: { key: 'EMAIL_TEMPLATES:MANAGE' } }),
  auth('/emails/management', 'emailsManagement', { permission: { key: 'EMAIL_TEMPLATES:MANAGE' } }),
  auth('/emails/templates', 'emailTemplates', { permission: { key: 'EMAIL_TEMPLATES:MANAGE' } }),
  auth('/emails/content-templates', 'contentTemplates', { permission: { key: 'EMAIL_TEMPLATES:MANAGE' } }),
  auth('/emails/email/:id', 'email', { permission: { key: 'EMAIL_TEMPLATES:MANAGE' } }),

  auth('/feedback/*', 'feedback', { featureEnabled: 'feedbackForms' }),
  auth('/feedback/management', 'feedbackManagement', { featureEnabled: 'feedbackForms' }),
  // Issue 15 item 6: one request's recipients, response rate and summaries.
  auth('/feedback/requests/:id', 'feedback', { featureEnabled: 'feedbackForms' }),

  auth('/forms/management', 'formsManagement'),
  auth('/forms/management/new', 'formNew'),
  auth('/forms/management/:id/edit', 'formEditor'),
  auth('/forms/management/form/:baseId/compare/:compareId', 'formCompare'),
  // D-220: a published form answered by a signed-in member (not in D1's list; surveys and applications embed FormFill).
  auth('/forms/:id/fill', 'formFill'),

  auth('/fields/customs/*', 'customFields'),
  auth('/profiles/:id/builder', 'profileBuilder', { featureEnabled: 'customFieldsEdit' }),

  ...TAXONOMY_TAG_KINDS.map((kind) => auth(`/taxonomy/tags/${kind}`, `tags.${kind}`)),
  auth('/admin/tags/*', 'adminTags'),

  auth('/admin/configuration/*', 'organisationSettings', { roles: 'admin' }),
  ...ADMIN_CONFIGURATION_SECTIONS.map((section) =>
    auth(`/admin/configuration/${section}`, `settings.${section}`, { roles: 'admin' }),
  ),

  auth('/resources', 'resources'),
  auth('/resources/internal/:id', 'resource'),
  auth('/resources/section/:id/*', 'resourceSection'),

  auth('/courses/home', 'coursesHome', { featureEnabled: 'course' }),
  auth('/courses', 'courses', { featureEnabled: 'course' }),
  auth('/courses/:id', 'course', { featureEnabled: 'course' }),
  auth('/courses/:id/courseware/*', 'courseware', { featureEnabled: 'course' }),
  auth('/courses/management', 'coursesManagement', { featureEnabled: 'course' }),
  auth('/courses/management/course/:courseId/dashboard/*', 'courseDashboard', {
    featureEnabled: 'course',
    permission: { key: 'COURSES:MANAGE', dataParams: ['courseId'] },
  }),
  auth('/courses/management/course/:courseId/builder/*', 'courseBuilder', {
    featureEnabled: 'course',
    permission: { key: 'COURSES:MANAGE', dataParams: ['courseId'] },
  }),

  auth('/organization/feed', 'activityFeed', { roles: 'community', featureEnabled: 'activityFeed' }), // D-581
  auth('/chat', 'chat', { roles: 'community', featureEnabled: 'liveChat' }), // D-592
  auth('/chat/management', 'chatManagement', { permission: { key: 'CHAT:USER_ACCESS_EDIT' }, featureEnabled: 'liveChat' }), // GAP-07, D-592

  auth('/admin/startups', 'adminStartups'), // GAP-07
  auth('/admin/programs', 'adminPrograms'),
  // GAP-07's variants of pages that exist render them with their twin's gate (D-158, D-587).
  auth('/admin/metrics/data-collection', 'adminMetricsDataCollection', { permission: { key: 'METRICS/EDIT:VIEW' } }),
  auth('/admin/data-assets', 'adminDataAssets'),
  auth('/admin/forms', 'adminForms'),
  auth('/admin/user-management/mentors', 'adminMentors'),

  auth('/setup/funnels', 'setupFunnels'),
  auth('/setup/profile-fields', 'setupProfileFields'),
  auth('/setup/fields/:id', 'setupField'),
  auth('/setup/forms/:baseId/compare/:compareId', 'formCompare'),
  ...SETUP_TAG_KINDS.map((kind) => auth(`/setup/tags/${kind}`, `tags.${kind}`)),
  auth('/setup/industries', 'setupIndustries'),
];

export const NOT_FOUND_ENTRY: RouteEntry = { path: '*', guard: 'open', page: 'notFound' };

export const ROUTE_TABLE: readonly RouteEntry[] = [...PUBLIC_ONLY, ...OPEN, ...AUTHENTICATED, NOT_FOUND_ENTRY];

export function usesAppLayout(entry: RouteEntry): boolean {
  return entry.layout ? entry.layout === 'app' : entry.guard === 'auth';
}
