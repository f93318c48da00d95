/**
 * The role × route matrix of issue 4, written out from the spec — NOT imported from apps/web (its route table is
 * what the matrix checks). Sources:
 * - D1 §2.3 (routes and their guards) and §6 (role groups, route guard, specific gates); checklist RTE-35, RTE-39,
 *   RTE-43, RTE-45, RTE-47, RTE-51, RTE-54, RTE-55, RTE-56, RTE-61..64, FLG-06..09.
 * - The team's decisions for what the spec leaves open (docs/decisions.md): GAP-14 (who the "staff roles" and the
 *   "admin role group" are), GAP-17 / D-34 (a flag not *enabled* sends its routes to the plan page), D-13 (how a
 *   permission held "assigned" answers a check without record ids).
 * - The seed (apps/server/src/seed/data.ts), for the facts the spec cannot know: who signs in, which permissions
 *   each seeded role stores, and which flags the demo tenant leaves out of its plan.
 */

export const DEMO_TENANT = 'demo';

/** Role types of D1 §6 (System never signs in, so it has no account). */
export type RoleType =
  | 'Admin'
  | 'AdminCoach'
  | 'Applicant'
  | 'Coach'
  | 'Cofounder'
  | 'CommunityMember'
  | 'Evaluator'
  | 'Expert'
  | 'Mentor'
  | 'Staff'
  | 'SubAdmin';

/**
 * The role groups the guarded routes name, with GAP-14's membership (docs/decisions.md: staff roles = Staff, Coach,
 * AdminCoach, Admin, SubAdmin; the admin group = Admin, AdminCoach).
 */
export const STAFF_ROLES: readonly RoleType[] = ['Staff', 'Coach', 'AdminCoach', 'Admin', 'SubAdmin'];
export const ADMIN_GROUP: readonly RoleType[] = ['Admin', 'AdminCoach'];
/** D1 §6: "/tasks staff roles, Cofounder, CommunityMember" (RTE-43). */
export const TASKS_ROLES: readonly RoleType[] = [...STAFF_ROLES, 'Cofounder', 'CommunityMember'];
/** D-581: the organisation's activity feed is for its members — every role but Applicant. */
export const COMMUNITY_ROLES: readonly RoleType[] = [...STAFF_ROLES, 'Mentor', 'Expert', 'Evaluator', 'Cofounder', 'CommunityMember'];
/** D1 §6: "/application/new applicant roles only" (RTE-22). */
export const APPLICANT_ROLES: readonly RoleType[] = ['Applicant'];

/** Permission keys that guard routes (D1 §6, RTE-39, RTE-45, RTE-55; the emails area, D-584). */
export type RoutePermissionKey = 'METRICS/EDIT:VIEW' | 'ARTICLES:EDIT' | 'COURSES:MANAGE' | 'EMAIL_TEMPLATES:MANAGE' | 'CHAT:USER_ACCESS_EDIT';

export interface SeedAccount {
  email: string;
  /** What the account stands for in the matrix (its role, or why it is there besides its role). */
  label: string;
  roleType: RoleType;
  /**
   * The route permissions the account holds, as seeded (roles.permissions of apps/server/src/seed/data.ts:
   * ROLE_DEFAULTS, the custom role "Venture Partner"; Admin and AdminCoach hold every key, D-30). A key held only
   * for "assigned" records still counts for a route check without record ids (D-13); COURSES:MANAGE is checked with
   * a course id, which only the criterion "all" passes for a course no startup owns.
   */
  holds: readonly RoutePermissionKey[];
  /**
   * D-92: whether the account sees the startup Orbital Labs (D1 §6 visibility, as seeded: every startup for roles
   * with ALL, assigned or own startups for ASSIGNED, the role's startups for SELECTED, none for NONE).
   */
  seesOrbitalLabs: boolean;
  /**
   * D-92 / D-75: what the data-collection page holds for the account — the set-up (the admin group or METRICS:EDIT
   * for all, which the seed gives the staff side), only asking for data (METRICS:EDIT for their own startup: the
   * co-founders), or nothing (the no-access state).
   */
  dataCollection: 'setup' | 'request' | 'none';
  /**
   * D-170: what the mentor directory (/startups/mentors, /admin/user-management/mentors) holds for the account, by the
   * seeded permissions: the staff roles read it (D-127); STARTUP:CONNECTIONS_EDIT assigns and unassigns ('all': every
   * startup — `manage`; 'assigned': the Sub-Admin's program startups — `assign`); USER:EDIT (or the admin group)
   * edits a mentor's profile (`manage` has it too); `read`: the directory with no action; `none`: the no-access state.
   */
  mentorDirectory: 'manage' | 'assign' | 'read' | 'none';
}

const STAFF_KEYS: readonly RoutePermissionKey[] = ['METRICS/EDIT:VIEW', 'ARTICLES:EDIT', 'COURSES:MANAGE'];
/**
 * D-584, D-592: EMAIL_TEMPLATES:MANAGE and CHAT:USER_ACCESS_EDIT are held by the administrators only — the seeded Staff and Sub-Admin lists leave it out
 * (as the server's default sets do), and no other role has it.
 */
const ADMIN_KEYS: readonly RoutePermissionKey[] = [...STAFF_KEYS, 'EMAIL_TEMPLATES:MANAGE', 'CHAT:USER_ACCESS_EDIT'];

/** Every role type of the demo tenant (`<role>@demo.test`), plus the seeded accounts that stand for something more. */
export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  { email: 'admin@demo.test', label: 'Admin', roleType: 'Admin', holds: ADMIN_KEYS, seesOrbitalLabs: true, dataCollection: 'setup', mentorDirectory: 'manage' },
  { email: 'admincoach@demo.test', label: 'Admin & Coach', roleType: 'AdminCoach', holds: ADMIN_KEYS, seesOrbitalLabs: true, dataCollection: 'setup', mentorDirectory: 'manage' },
  { email: 'staff@demo.test', label: 'Staff', roleType: 'Staff', holds: STAFF_KEYS, seesOrbitalLabs: true, dataCollection: 'setup', mentorDirectory: 'manage' },
  // Issue 14 (D-117): scoped to the programs they run — the seed gives them Growth Lab 2026 (D-157), which Orbital Labs
  // is not in — so Orbital Labs and the tenant-wide metric set-up are out of reach; METRICS:EDIT 'assigned' over the
  // program's startups lets them ask those for data (mayRequestAnyMetricData).
  { email: 'subadmin@demo.test', label: 'Sub-Admin', roleType: 'SubAdmin', holds: STAFF_KEYS, seesOrbitalLabs: false, dataCollection: 'request', mentorDirectory: 'assign' },
  // Issue 12: the coach reached the data-collection page and was offered what the server refused.
  { email: 'coach@demo.test', label: 'Coach', roleType: 'Coach', holds: ['METRICS/EDIT:VIEW', 'ARTICLES:EDIT'], seesOrbitalLabs: true, dataCollection: 'none', mentorDirectory: 'read' },
  // Assigned to Orbital Labs and Greenleaf Analytics.
  { email: 'mentor@demo.test', label: 'Mentor', roleType: 'Mentor', holds: ['METRICS/EDIT:VIEW'], seesOrbitalLabs: true, dataCollection: 'none', mentorDirectory: 'none' },
  { email: 'expert@demo.test', label: 'Expert', roleType: 'Expert', holds: ['METRICS/EDIT:VIEW'], seesOrbitalLabs: false, dataCollection: 'none', mentorDirectory: 'none' },
  { email: 'evaluator@demo.test', label: 'Evaluator', roleType: 'Evaluator', holds: [], seesOrbitalLabs: false, dataCollection: 'none', mentorDirectory: 'none' },
  { email: 'applicant@demo.test', label: 'Applicant', roleType: 'Applicant', holds: [], seesOrbitalLabs: false, dataCollection: 'none', mentorDirectory: 'none' },
  // One of Orbital Labs' people.
  { email: 'cofounder@demo.test', label: 'Co/Founder', roleType: 'Cofounder', holds: ['METRICS/EDIT:VIEW'], seesOrbitalLabs: true, dataCollection: 'request', mentorDirectory: 'none' },
  { email: 'community@demo.test', label: 'Community Member', roleType: 'CommunityMember', holds: [], seesOrbitalLabs: false, dataCollection: 'none', mentorDirectory: 'none' },
  // A Cofounder alone in their startup is shown as "Founder" (D1 §6); the label must not change what they may open.
  { email: 'founder@demo.test', label: 'Founder (Cofounder alone in a startup)', roleType: 'Cofounder', holds: ['METRICS/EDIT:VIEW'], seesOrbitalLabs: false, dataCollection: 'request', mentorDirectory: 'none' },
  // A custom role built on Mentor: route role checks follow the base type, permission checks the role's own list.
  // It sees two selected startups (Tidewater Health, Kiln & Co).
  { email: 'partner@demo.test', label: 'Venture Partner (custom role, base Mentor)', roleType: 'Mentor', holds: ['METRICS/EDIT:VIEW'], seesOrbitalLabs: false, dataCollection: 'none', mentorDirectory: 'none' },
];
// Not in the matrix: pending@demo.test (Staff, unconfirmed) sees the account gate on every route (ACC-01), so no
// route decision of theirs is visible; cofounder2@demo.test is a second, identical Cofounder.

/** D-170: the accounts the mentor directory lets in (the rest get the no-access state and a Forbidden API). */
export const readsMentorDirectory = (account: SeedAccount): boolean => account.mentorDirectory !== 'none';

/** The accounts that are people of a startup (seed data.ts: Orbital Labs' cofounder, Solo Robotics' founder). */
const STARTUP_PEOPLE: readonly string[] = ['cofounder@demo.test', 'founder@demo.test'];

/** Where a visit ends: on the route itself, or redirected to this path. */
export const LET_IN = 'let in';
export type Outcome = typeof LET_IN | string;

/** D1 §6: "When a check fails the user is sent to /". */
const HOME = '/';
/** GAP-17 / D-34: the plan settings page, where a feature not in the plan sends its routes (RTE-63). */
export const PLAN_PAGE = '/admin/configuration/plan';

/** Placeholder record ids for path parameters: the guards of these routes look at no record (except courseId). */
const SOME_ID = '3f6b8c1e-5d2a-4e7f-9a10-2b3c4d5e6f70';
const COURSE_ID = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

export interface RouteCase {
  /** The concrete path visited (path parameters filled with placeholder ids). */
  path: string;
  /** The rule, as the spec words it, with its checklist IDs. */
  rule: string;
  expect: (account: SeedAccount) => Outcome;
  /** Also open to visitors who are not signed in (D1 §2.1, §2.2); every other case sends them to /login (RTE-17). */
  openToVisitors?: true;
}

const byRole = (allowed: readonly RoleType[], refused: Outcome = HOME) => (account: SeedAccount): Outcome =>
  allowed.includes(account.roleType) ? LET_IN : refused;
const byPermission = (key: RoutePermissionKey) => (account: SeedAccount): Outcome =>
  account.holds.includes(key) ? LET_IN : HOME;
const everyone = (): Outcome => LET_IN;
// Every route-gating feature is in the demo tenant's plan since D-592; a feature not in a plan (the plan page, RTE-63)
// is shown on the acme tenant by e2e/tests/chat.spec.ts and in apps/web/src/app/routes/guards.test.ts.

/** D1 §2.3 "/admin/configuration/*" sections (RTE-51). */
const ADMIN_CONFIGURATION_SECTIONS = [
  'general', 'domain', 'mentormatching', 'branding', 'metrics', 'permissions', 'metadata', 'roles', 'plan', 'users',
  'logs', 'industries',
] as const;

/**
 * Every guarded route of D1 §2.3 (a role, permission or feature check beyond being signed in), and a few routes
 * that only need a sign-in, to show that those gates are not wider than the spec says.
 *
 * Demo tenant's plan (seed `flagsOff`): liveChat (D-592), course, feedbackForms and customFieldsEdit are in the plan and
 * switched on.
 */
export const ROUTE_CASES: readonly RouteCase[] = [
  // Issue 16 items 3 and 7 (D-256): routed for every member (RTE-25, RTE-26); the page shows the overview or the file to
  // holders of an Application key and the no-access state to the others (an unknown id: the not-found state).
  {
    path: '/applications',
    rule: 'signed in; applicants go to /applications-manager, everyone else to /applications/overview (RTE-26, CHR-08, D-256)',
    expect: (account) => (APPLICANT_ROLES.includes(account.roleType) ? '/applications-manager' : '/applications/overview'),
  },
  { path: '/applications/overview', rule: 'signed in (RTE-26); the list or the no-access state follows the role (D-256)', expect: everyone },
  { path: `/application/${SOME_ID}/activities`, rule: 'signed in (RTE-25); the file, not found or the no-access state follows the role (D-256)', expect: everyone },
  // Signed in is enough (RTE-18, RTE-20, RTE-36: /startups/management has no gate of its own, only /startups does).
  { path: '/', rule: 'signed in (RTE-18)', expect: everyone },
  { path: '/calendar', rule: 'signed in (RTE-20)', expect: everyone },
  { path: '/startups/management', rule: 'signed in; the staff gate is on /startups only (RTE-36)', expect: everyone },
  // Issue 14 (D-155..D-158): the pages that were placeholders. D1 §2.3 gives them no gate of their own.
  { path: '/admin/startups', rule: 'signed in; D1 §2.3 gives the /admin/* variants no gate (GAP-07)', expect: everyone },
  { path: '/admin/programs', rule: 'signed in; D1 §2.3 gives the /admin/* variants no gate (GAP-07)', expect: everyone },
  { path: '/setup/industries', rule: 'signed in; D1 §2.3 gives the setup routes no gate (RTE-58)', expect: everyone },
  // D-170: D1 §2.3 lists both without a gate (RTE-36, RTE-57, GAP-07); the page then shows the directory or the
  // no-access state by the account's `mentorDirectory` (checked on the page and through the API).
  { path: '/startups/mentors', rule: 'signed in (RTE-36); the directory or the no-access state follows the role (D-170)', expect: everyone },
  {
    path: '/admin/user-management/mentors',
    rule: 'signed in; D1 §2.3 gives the /admin/* variants no gate (RTE-57, GAP-07); the page follows the role (D-170)',
    expect: everyone,
  },
  { path: '/startups/programs', rule: 'signed in (RTE-37); the index opens the program plans (D-155)', expect: () => '/startups/programs/incubator-plans' },
  { path: '/community', rule: 'signed in (RTE-29); the index opens the people directory (D-155)', expect: () => '/community/people' },
  {
    path: '/startups/profile',
    rule: "signed in (RTE-36); the viewer's own startup profile — without a startup the staff roles go to /startups/management, the others to / (D1 §6, D-156)",
    expect: (account) => (STARTUP_PEOPLE.includes(account.email) ? LET_IN : STAFF_ROLES.includes(account.roleType) ? '/startups/management' : HOME),
  },

  // Role lists (RTE-61).
  { path: '/startups', rule: 'staff roles only (RTE-35, GAP-14)', expect: byRole(STAFF_ROLES) },
  { path: '/startups/programs/milestone-templates', rule: 'staff roles, milestones feature on (D-138)', expect: byRole(STAFF_ROLES) },
  { path: '/tasks', rule: 'staff roles, Cofounder, CommunityMember (RTE-43, GAP-14)', expect: byRole(TASKS_ROLES) },
  { path: '/tasks/users', rule: 'staff roles, Cofounder, CommunityMember (RTE-43, GAP-14)', expect: byRole(TASKS_ROLES) },
  { path: '/tasks/startups', rule: 'staff roles, Cofounder, CommunityMember (RTE-43, GAP-14)', expect: byRole(TASKS_ROLES) },
  // D1 §2.1: public-only — a signed-in visitor is sent to / (RTE-01); visitors see the hand-over page (RTE-06, D-300).
  { path: `/leads/transfer/${SOME_ID}`, rule: 'visitors only; signed-in visitors go to / (RTE-01, RTE-06)', expect: () => HOME, openToVisitors: true },
  {
    path: '/application/new',
    rule: 'applicant roles only; other roles go to /applications/overview (RTE-22)',
    expect: byRole(APPLICANT_ROLES, '/applications/overview'),
    // D1 §2.1: the sign-up action is for visitors without a current user (RTE-07).
    openToVisitors: true,
  },
  { path: '/admin/configuration', rule: 'admin role group (RTE-51, GAP-14); the index opens the first section (D-588)', expect: (account) => (ADMIN_GROUP.includes(account.roleType) ? '/admin/configuration/general' : HOME) },
  ...ADMIN_CONFIGURATION_SECTIONS.map((section) => ({
    path: `/admin/configuration/${section}`,
    rule: 'admin role group (RTE-51, GAP-14)',
    expect: byRole(ADMIN_GROUP),
  })),

  // Named permissions, checked by the server (RTE-62).
  { path: '/startups/metrics', rule: 'permission METRICS/EDIT:VIEW (RTE-39)', expect: byPermission('METRICS/EDIT:VIEW') },
  { path: '/startups/metrics/data-collection', rule: 'permission METRICS/EDIT:VIEW (RTE-38, RTE-39)', expect: byPermission('METRICS/EDIT:VIEW') },
  { path: '/admin/metrics/data-collection', rule: 'its twin /startups/metrics/data-collection’s gate, METRICS/EDIT:VIEW (GAP-07, D-587)', expect: byPermission('METRICS/EDIT:VIEW') },
  { path: '/articles/management', rule: 'permission ARTICLES:EDIT (RTE-45)', expect: byPermission('ARTICLES:EDIT') },
  { path: `/articles/management/article/${SOME_ID}`, rule: 'permission ARTICLES:EDIT (RTE-45)', expect: byPermission('ARTICLES:EDIT') },
  {
    path: `/courses/management/course/${COURSE_ID}/dashboard`,
    rule: 'course feature + COURSES:MANAGE with the courseId (RTE-55)',
    expect: byPermission('COURSES:MANAGE'),
  },
  {
    path: `/courses/management/course/${COURSE_ID}/builder/outline`,
    rule: 'course feature + COURSES:MANAGE with the courseId (RTE-55)',
    expect: byPermission('COURSES:MANAGE'),
  },
  // D-584: the emails area is for holders of EMAIL_TEMPLATES:MANAGE (the admin group as seeded); its index opens the list.
  {
    path: '/emails',
    rule: 'permission EMAIL_TEMPLATES:MANAGE; the index opens the emails list (D-584)',
    expect: (account) => (account.holds.includes('EMAIL_TEMPLATES:MANAGE') ? '/emails/management' : HOME),
  },
  { path: '/emails/management', rule: 'permission EMAIL_TEMPLATES:MANAGE (D-584)', expect: byPermission('EMAIL_TEMPLATES:MANAGE') },
  { path: '/emails/templates', rule: 'permission EMAIL_TEMPLATES:MANAGE (D-584)', expect: byPermission('EMAIL_TEMPLATES:MANAGE') },
  { path: '/emails/content-templates', rule: 'permission EMAIL_TEMPLATES:MANAGE (D-584)', expect: byPermission('EMAIL_TEMPLATES:MANAGE') },
  { path: `/emails/email/${SOME_ID}`, rule: 'permission EMAIL_TEMPLATES:MANAGE (D-584)', expect: byPermission('EMAIL_TEMPLATES:MANAGE') },
  // GAP-06: an attachment behind sign-in; an unknown id shows "not there" to everyone (bare layout, no chrome).
  { path: `/file/${SOME_ID}`, rule: 'signed in; the file or "not there" (GAP-06)', expect: everyone },

  // Feature flags (RTE-63, RTE-64).
  { path: '/courses', rule: 'course feature, on (RTE-54, FLG-08)', expect: everyone },
  { path: '/courses/home', rule: 'course feature, on (RTE-54, FLG-08)', expect: everyone },
  { path: `/courses/${SOME_ID}`, rule: 'course feature, on (RTE-54, FLG-08)', expect: everyone },
  { path: `/courses/${SOME_ID}/courseware/lesson-1`, rule: 'course feature, on (RTE-54, FLG-08)', expect: everyone },
  { path: '/courses/management', rule: 'course feature, on (RTE-54, FLG-08)', expect: everyone },
  { path: '/feedback', rule: 'feedbackForms feature, on (RTE-47, FLG-06)', expect: everyone },
  { path: '/feedback/management', rule: 'feedbackForms feature, on (RTE-47, FLG-06)', expect: everyone },
  // D1 §2.2: an open route, gated by its feature only (GAP-05).
  { path: `/survey/${SOME_ID}`, rule: 'feedbackForms feature, on (RTE-14, RTE-47, FLG-06)', expect: everyone, openToVisitors: true },
  // Issue 16 items 4–6 (D-269): signed in is enough (D1 §2.3 gives no gate); the page shows the queue / assignation or
  // the no-access state by the server's reviewAbilities (internal staff set / staff with APPLICATION:VIEW_ALL).
  { path: '/applications/reviews', rule: 'signed in; the queue or the no-access state follows the role (D-269)', expect: everyone },
  { path: `/applications/reviews/${SOME_ID}`, rule: 'signed in; the evaluation or the no-access state follows the role (D-269)', expect: everyone },
  { path: '/startups/programs/evaluation-assignation', rule: 'signed in (RTE-37); the page or the no-access state follows the role (D-269)', expect: everyone },
  { path: '/community/people/profile', rule: 'customFieldsEdit feature, on (RTE-30, FLG-07)', expect: everyone },
  { path: `/profiles/${SOME_ID}/builder`, rule: 'customFieldsEdit feature, on (RTE-30, FLG-07)', expect: everyone },
  { path: '/organization/feed', rule: 'every role but Applicant, activityFeed feature on (RTE-56, D-581)', expect: byRole(COMMUNITY_ROLES) },
  // D-582: signed in is enough (D1 §2.3 gives no gate); which sections a role sees is the server's answer.
  { path: '/resources', rule: 'signed in (RTE-53, D-582)', expect: everyone },
  { path: '/chat', rule: 'every role but Applicant, liveChat feature on (RTE-56, FLG-09, D-592)', expect: byRole(COMMUNITY_ROLES) },
  { path: '/chat/management', rule: 'permission CHAT:USER_ACCESS_EDIT, liveChat feature on (RTE-56, FLG-09, GAP-07, D-592)', expect: byPermission('CHAT:USER_ACCESS_EDIT') },
];

/** The final pathname a visit of `route` by `account` must end on. */
export function expectedPathname(route: RouteCase, account: SeedAccount): string {
  const outcome = route.expect(account);
  return outcome === LET_IN ? route.path : outcome;
}

/** D1 §2.3: a visitor who is not signed in goes to /login (with the return path, RTE-17). */
export function expectedPathnameSignedOut(route: RouteCase): string {
  return route.openToVisitors ? route.path : '/login';
}

/** The course id the COURSES:MANAGE routes carry (the API check asks about the same record). */
export const MATRIX_COURSE_ID = COURSE_ID;

/** The startup whose activities page the matrix opens (by name; its id comes from the API). */
export const MATRIX_STARTUP = 'Orbital Labs';

/** /startup/{id}/file/activities: signed in is enough to open it; what it shows follows the startup's visibility. */
export function activitiesPath(startupId: string): string {
  return `/startup/${startupId}/file/activities`;
}

/**
 * D-92: the actions (GraphQL operations, as the pages name them in `data-action`) a page must offer the account when
 * it lets the account in — the least it must show, so that offering nothing cannot pass the check that every
 * offered action is allowed. Written from the spec's gates and the team's decisions (D-75 for metrics and the
 * timeline, GAP-14 for the admin group), not from the app.
 */
export function expectedActions(path: string, account: SeedAccount): readonly string[] {
  switch (path) {
    case '/startups/metrics/data-collection':
    case '/admin/metrics/data-collection':
      if (account.dataCollection === 'setup') return ['setMetricCollection', 'deleteMetricCollection', 'updateCategorizationQuestionSet', 'requestMetricData'];
      return account.dataCollection === 'request' ? ['requestMetricData'] : [];
    case '/startups/metrics':
      return ['exportMetricReport'];
    case '/tasks':
    case '/tasks/users':
    case '/tasks/startups':
      return ['createTask'];
    case '/admin/configuration/general':
      return ['updateGeneralSettings', 'updateStartupLabel'];
    case '/admin/configuration/domain':
      return ['updateDomainSettings'];
    case '/admin/configuration/branding':
      return ['updateBranding'];
    case '/admin/configuration/metadata':
      return ['updateSeoSettings'];
    case '/admin/configuration/industries':
      return ['createIndustry'];
    case '/setup/industries':
      // D-158: the same editor, for the admin group who alone may change the list.
      return ADMIN_GROUP.includes(account.roleType) ? ['createIndustry'] : [];
    case '/admin/configuration/plan':
      return ['setFeatureFlag'];
    case '/admin/configuration/roles':
      return ['createRole'];
    case '/admin/configuration/users':
      return ['inviteUser'];
    case '/startups/mentors':
    case '/admin/user-management/mentors':
      // D-170: the seed assigns mentors to startups of every scope, so a `manage` account has an assignment to undo;
      // the Sub-Admin may undo only those of their program's startups, so only assigning is required of the page.
      if (account.mentorDirectory === 'manage') return ['assignMentor', 'setMentorProfile', 'unassignMentor'];
      return account.mentorDirectory === 'assign' ? ['assignMentor'] : [];
    case '/organization/feed':
      // D-581: every member writes, likes and comments; staff also remove anyone's comment (the seed has comments).
      return STAFF_ROLES.includes(account.roleType)
        ? ['addFeedComment', 'createFeedPost', 'deleteFeedComment', 'setFeedPostLiked']
        : ['addFeedComment', 'createFeedPost', 'setFeedPostLiked'];
    case '/resources':
      // D-582: staff arrange the library (the seed has sections, whose menus hold the other actions).
      return STAFF_ROLES.includes(account.roleType) ? ['createResourceSection'] : [];
    case '/courses/management':
      // D-583: the list is for holders of COURSES:MANAGE (the rest get the no-access state); "New course" for holders of
      // COURSES:CREATE — Admin and AdminCoach hold every key, the seed gives Staff both; the Sub-Admin's list has MANAGE only.
      return ['Admin', 'AdminCoach', 'Staff'].includes(account.roleType) ? ['createCourse'] : [];
    case '/admin/configuration/metrics':
      return ['createMetric', 'createMetricCategory', 'updateMetric', 'archiveMetric'];
    // D-584: only holders of EMAIL_TEMPLATES:MANAGE are let in; "New email" on the list, and on the email templates
    // "New template" and each seeded template's "Use" (which starts an email from it).
    case '/emails/management':
      return ['createOutgoingEmail'];
    case '/emails/templates':
      return ['createEmailTemplate', 'createOutgoingEmail'];
    case '/emails/content-templates':
      return ['createEmailTemplate'];
    // D-586: only holders of ARTICLES:EDIT are let in; "New article" on the list.
    case '/articles/management':
      return ['createArticle'];
    // D-593: every member who is let in has their own "email me about unread messages" switch.
    case '/chat':
      return ['setChatSettings'];
    // D-592: only holders of CHAT:USER_ACCESS_EDIT are let in; the grid's Save.
    case '/chat/management':
      return ['setChatAccess'];
    default:
      return path.endsWith('/file/activities') && account.seesOrbitalLabs ? ['createTimelineEvent'] : [];
  }
}

/** A tab to open before reading a page's actions (actions of hidden tabs are not on the page). */
export const ACTION_TABS: Readonly<Record<string, string>> = { '/startups/metrics': 'metrics-tab-export' };

/**
 * What a page that loads in stages shows once its last stage has answered, whatever the role may do there: its
 * actions are read only then. The activities page asks for the viewer's abilities, then for the timeline, whose
 * answer brings the composer (createTimelineEvent) with the list — the app can be idle for a moment in between. The
 * mentor directory asks for the viewer's abilities, then for the directory, whose cards carry assignMentor and
 * setMentorProfile (read before the cards were drawn, a staff row once found no action there).
 */
const MENTOR_DIRECTORY_READY = ['mentor-card', 'mentors-empty', 'mentors-error', 'no-access', 'not-found-state'];
const READY_IDS: Readonly<Record<string, readonly string[]>> = {
  // The feed's posts (and their like and comment actions) are drawn once its query answers.
  '/organization/feed': ['feed-post', 'feed-empty', 'feed-error'],
  // The library's sections (and staff's "New section") are drawn once its query answers.
  '/resources': ['resource-section-card', 'resources-empty', 'resources-error'],
  // The managed courses (and "New course") are drawn once the viewer's abilities and the list have answered.
  '/courses/management': ['course-row', 'courses-management-empty', 'no-access', 'courses-management-error'],
  // The emails area (D-584): the list, the templates and one email are drawn once their query answers.
  '/emails/management': ['email-row', 'emails-empty', 'emails-error'],
  '/emails/templates': ['template-row', 'templates-empty', 'templates-error'],
  '/emails/content-templates': ['template-row', 'templates-empty', 'templates-error'],
  [`/emails/email/${SOME_ID}`]: ['email-page', 'email-not-found', 'email-error'],
  [`/file/${SOME_ID}`]: ['file-card', 'file-missing', 'file-failed'],
  // Article management (D-586): the list and one article are drawn once their query answers.
  '/articles/management': ['article-row', 'articles-empty', 'articles-error'],
  [`/articles/management/article/${SOME_ID}`]: ['article-page', 'article-not-found', 'article-error'],
  // The chat (D-592, D-593): the e-mail switch and the access grid with its Save are drawn once their query answers.
  '/chat': ['chat-email-unread', 'chat-error'],
  '/chat/management': ['chat-access-grid', 'chat-management-error'],
  '/startups/mentors': MENTOR_DIRECTORY_READY,
  '/admin/user-management/mentors': MENTOR_DIRECTORY_READY,
};
const ACTIVITIES_READY = ['timeline-list', 'timeline-error', 'metric-charts', 'metric-charts-empty', 'no-access', 'not-found-state', 'startup-activities-error'];

export function readyMarker(path: string): string | undefined {
  const ids = path.endsWith('/file/activities') ? ACTIVITIES_READY : READY_IDS[path];
  return ids?.map((id) => `[data-testid="${id}"]`).join(', ');
}
