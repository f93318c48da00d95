import type { RoleType } from '@hatchery/domain';
import {
  IconBook,
  IconBriefcase,
  IconCalendarEvent,
  IconCalendarTime,
  IconFileDescription,
  IconFolders,
  IconHome,
  IconRocket,
  IconUserCircle,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { hasRoleIn } from '../../app/viewer/roles';
import { ownStartupFilePath } from './navigationEntries';

export interface NavItem {
  key: string;
  /** common-namespace translation key; the startups item uses the tenant label instead. */
  labelKey: string;
  to: string;
  icon: Icon;
  /** Feature flag: when not enabled+activated the item shows locked (CHR-03). */
  flag?: string;
}

export interface NavViewer {
  userId: string;
  roles: readonly RoleType[];
  startupIds: readonly string[];
  userVisibility: string;
  startupVisibility: string;
}

function applicationsPath(roles: readonly RoleType[]): string {
  return hasRoleIn(roles, 'applicants') ? '/applications-manager' : '/applications/overview';
}

/** The names of the server's side-bar entries (sidebarV2), at the top level. */
export type SidebarNames = ReadonlySet<string>;

/**
 * Where the startups item leads, following the side bar: the staff's startups list, the viewer's own startup file,
 * or the community's startups when the side bar offers Community and the role sees any startup; else nowhere.
 */
function startupsPath(viewer: NavViewer, sidebar: SidebarNames): string | null {
  if (sidebar.has('startupsManagement')) return '/startups';
  if (sidebar.has('startupProfile')) return ownStartupFilePath(viewer);
  if (sidebar.has('community') && viewer.startupVisibility !== 'NONE') return '/community/startups';
  return null;
}

/**
 * CHR-01: Home, Applications, startups label, Community, Courses, Resources, Events — in this order. The startups
 * and Community items follow the same visibility as the side bar, from the server's sidebarV2 entries (D-92): an
 * item the side bar hides is not offered here either. Until the entries arrive (null), neither is shown.
 */
export function topBarItems(viewer: NavViewer, sidebarEntries: ReadonlyArray<{ name: string }> | null): NavItem[] {
  const sidebar: SidebarNames = new Set((sidebarEntries ?? []).map((entry) => entry.name));
  const startups = startupsPath(viewer, sidebar);
  return [
    { key: 'home', labelKey: 'nav.home', to: '/', icon: IconHome },
    { key: 'applications', labelKey: 'nav.applications', to: applicationsPath(viewer.roles), icon: IconFileDescription },
    ...(startups ? [{ key: 'startups', labelKey: 'nav.startups', to: startups, icon: IconRocket }] : []),
    ...(sidebar.has('community') ? [{ key: 'community', labelKey: 'nav.community', to: '/community/people', icon: IconUsersGroup }] : []),
    { key: 'courses', labelKey: 'nav.courses', to: '/courses/home', icon: IconBook, flag: 'course' },
    { key: 'resources', labelKey: 'nav.resources', to: '/resources', icon: IconFolders },
    { key: 'events', labelKey: 'nav.events', to: '/events', icon: IconCalendarEvent },
  ];
}

/** CHR-07..12: side-bar entries filtered by role, visibility and startups. */
export function sideMenuItems(viewer: NavViewer): NavItem[] {
  const items: NavItem[] = [{ key: 'home', labelKey: 'nav.home', to: '/', icon: IconHome }];
  if (hasRoleIn(viewer.roles, 'internal')) {
    items.push({ key: 'portfolio', labelKey: 'nav.portfolio', to: '/coaching', icon: IconBriefcase });
  }
  items.push({ key: 'events', labelKey: 'nav.events', to: '/events', icon: IconCalendarEvent });
  items.push({ key: 'applications', labelKey: 'nav.applications', to: applicationsPath(viewer.roles), icon: IconFileDescription });
  if (!(viewer.userVisibility === 'NONE' && viewer.startupVisibility === 'NONE')) {
    items.push({ key: 'community', labelKey: 'nav.community', to: '/community/people', icon: IconUsersGroup });
  }
  if (viewer.roles.includes('Evaluator')) {
    items.push({ key: 'availability', labelKey: 'nav.availability', to: '/availability', icon: IconCalendarTime });
  }
  if (viewer.roles.includes('Cofounder') && viewer.startupIds.length > 0) {
    items.push({ key: 'startupFile', labelKey: 'nav.startupFile', to: ownStartupFilePath(viewer), icon: IconRocket });
  }
  items.push({ key: 'account', labelKey: 'nav.account', to: `/profile/${viewer.userId}`, icon: IconUserCircle });
  return items;
}

/** Is the item the active one for this path? Home only matches / exactly. */
export function isActivePath(itemPath: string, pathname: string): boolean {
  if (itemPath === '/') return pathname === '/' || pathname.startsWith('/home');
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
