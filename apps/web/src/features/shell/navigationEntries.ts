/**
 * CHR-15/16: the one table from the server's navigation entry names (sidebarV2, sitemap) to routes, labels and
 * icons. Sub-entries are looked up as `parent.child` first (courses.home, events.feed), then by their own name.
 */
import type { RoleType } from '@hatchery/domain';
import {
  IconAdjustments,
  IconApps,
  IconArticle,
  IconBook,
  IconBriefcase,
  IconBuildingSkyscraper,
  IconCalendar,
  IconCalendarEvent,
  IconCalendarPlus,
  IconCalendarTime,
  IconChecklist,
  IconDownload,
  IconFileDescription,
  IconFolders,
  IconForms,
  IconHome,
  IconLock,
  IconMail,
  IconMessages,
  IconMessageCircle,
  IconPlugConnected,
  IconRocket,
  IconSchool,
  IconSettings,
  IconShieldLock,
  IconTags,
  IconTrash,
  IconTimeline,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { hasRoleIn } from '../../app/viewer/roles';

export interface NavigationEntry {
  name: string;
  locked: boolean;
  subMenu?: NavigationEntry[] | null;
}

export interface EntryRoute {
  /** common-namespace key of the entry's label. */
  labelKey: string;
  path: string | ((viewer: EntryViewer) => string);
  icon: Icon;
}

export interface EntryViewer {
  userId: string;
  roles: readonly RoleType[];
  /** The startups the viewer is one of the people of (currentUser.startups). */
  startupIds: readonly string[];
}

/**
 * D1 §2.4 "startup file (co-founders, only when they have a startup)": the viewer's own startup's file, by its id, so
 * the entry stays the active one on every tab of that file (D-171). Without a startup, /startup/file says there is none.
 */
export function ownStartupFilePath(viewer: Pick<EntryViewer, 'startupIds'>): string {
  const own = viewer.startupIds[0];
  return own ? `/startup/${own}/file` : '/startup/file';
}

const route = (labelKey: string, path: EntryRoute['path'], icon: Icon): EntryRoute => ({ labelKey, path, icon });

export const ENTRY_ROUTES: Readonly<Record<string, EntryRoute>> = {
  availability: route('navEntries.availability', '/availability', IconCalendarTime),
  calendar: route('navEntries.calendar', '/calendar', IconCalendar),
  coachingPreferences: route('navEntries.coachingPreferences', '/account/settings/coaching', IconAdjustments),
  profile: route('navEntries.profile', (v) => `/profile/${v.userId}`, IconUserCircle),
  resources: route('navEntries.resources', '/resources', IconFolders),
  tasks: route('navEntries.tasks', '/tasks', IconChecklist),
  activityFeed: route('navEntries.activityFeed', '/organization/feed', IconTimeline),
  chat: route('navEntries.chat', '/chat', IconMessages),
  chatManagement: route('navEntries.chatManagement', '/chat/management', IconMessages),
  portfolio: route('navEntries.portfolio', '/coaching', IconBriefcase),
  startupsManagement: route('navEntries.startupsManagement', '/startups/management', IconRocket),
  startupProfile: route('navEntries.startupProfile', ownStartupFilePath, IconRocket),
  coachingBook: route('navEntries.coachingBook', '/coaching/book', IconCalendarPlus),
  // CHR-08: applicants go to the applications manager, staff and reviewers to the overview.
  applications: route(
    'navEntries.applications',
    (v) => (hasRoleIn(v.roles, 'applicants') ? '/applications-manager' : '/applications/overview'),
    IconFileDescription,
  ),
  'applications.overview': route('navEntries.applicationsOverview', '/applications/overview', IconFileDescription),
  'applications.analytics': route('navEntries.applicationsAnalytics', '/applications/analytics', IconFileDescription),
  'applications.reviews': route('navEntries.applicationsReviews', '/applications/reviews', IconFileDescription),
  community: route('navEntries.community', '/community/people', IconUsersGroup),
  courses: route('navEntries.courses', '/courses/home', IconBook),
  'courses.home': route('navEntries.coursesHome', '/courses/home', IconBook),
  'courses.management': route('navEntries.coursesManagement', '/courses/management', IconSchool),
  articles: route('navEntries.articles', '/articles/management', IconArticle),
  forms: route('navEntries.forms', '/forms/management', IconForms),
  emails: route('navEntries.emails', '/emails/management', IconMail),
  funnels: route('navEntries.funnels', '/applications/funnels/management', IconFileDescription),
  events: route('navEntries.events', '/events', IconCalendarEvent),
  'events.feed': route('navEntries.eventsFeed', '/events', IconCalendarEvent),
  'events.myEvents': route('navEntries.eventsMyEvents', '/events/my-events', IconCalendarEvent),
  'events.planning': route('navEntries.eventsPlanning', '/events/planning', IconCalendarEvent),
  'events.unpublished': route('navEntries.eventsUnpublished', '/events/unpublished', IconCalendarEvent),
  evaluationAssignation: route('navEntries.evaluationAssignation', '/startups/programs/evaluation-assignation', IconUsers),
  userManagement: route('navEntries.userManagement', '/admin/configuration/users', IconUsers),
  peopleAssignation: route('navEntries.peopleAssignation', '/community/people/assignation', IconUsers),
  mentors: route('navEntries.mentors', '/startups/mentors', IconUsersGroup),
  feedback: route('navEntries.feedback', '/feedback/management', IconMessageCircle),
  customFields: route('navEntries.customFields', '/fields/customs', IconForms),
  profileFields: route('navEntries.profileFields', '/setup/profile-fields', IconForms),
  programs: route('navEntries.programs', '/startups/programs/incubator-plans', IconApps),
  metricsDataCollection: route('navEntries.metricsDataCollection', '/startups/metrics/data-collection', IconTimeline),
  milestoneTemplates: route('navEntries.milestoneTemplates', '/startups/programs/milestone-templates', IconTimeline),
  startupAssignations: route('navEntries.startupAssignations', '/startups/programs/startup-assignations', IconRocket),
  tags: route('navEntries.tags', '/taxonomy/tags/startup', IconTags),
  preferences: route('navEntries.preferences', '/account/settings', IconSettings),
  integrations: route('navEntries.integrations', '/account/settings/integrations', IconPlugConnected),
  security: route('navEntries.security', '/account/settings/security', IconShieldLock),
  deleteAccount: route('navEntries.deleteAccount', '/account/settings/delete', IconTrash),
  exports: route('navEntries.exports', '/account/exports', IconDownload),
  organisationSettings: route('navEntries.organisationSettings', '/admin/configuration/general', IconBuildingSkyscraper),
  industries: route('navEntries.industries', '/admin/configuration/industries', IconBuildingSkyscraper),
};

export const HOME_ROUTE: EntryRoute = route('nav.home', '/', IconHome);
export const LOCK_ICON = IconLock;

/** CHR-17: emails, user management, feedback requests, articles and forms management open as a quick modal… */
export const QUICK_MODAL_ENTRIES: ReadonlySet<string> = new Set(['emails', 'userManagement', 'feedback', 'articles', 'forms']);

/** …when listed under a parent menu (another section's sub-menu) rather than as an entry of their own. */
export function opensAsQuickModal(name: string, parent: string | undefined): boolean {
  return parent !== undefined && QUICK_MODAL_ENTRIES.has(name);
}

/** The table row of an entry (qualified by its parent when it has one); undefined for an unknown name. */
export function entryRoute(name: string, parent?: string): EntryRoute | undefined {
  return (parent ? ENTRY_ROUTES[`${parent}.${name}`] : undefined) ?? ENTRY_ROUTES[name];
}

/** The key of an entry in the table: `parent.child` when that row exists, else its own name. */
export function entryKey(name: string, parent?: string): string {
  return parent && ENTRY_ROUTES[`${parent}.${name}`] ? `${parent}.${name}` : name;
}

export function entryPath(entry: EntryRoute, viewer: EntryViewer): string {
  return typeof entry.path === 'function' ? entry.path(viewer) : entry.path;
}
