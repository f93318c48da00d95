import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../app/routes/routeTable';
import { isActivePath, sideMenuItems, topBarItems, type NavViewer } from './navItems';
import { ENTRY_ROUTES, entryPath, entryRoute } from './navigationEntries';

const ROUTES = ROUTE_TABLE.map((entry) => ({ path: entry.path }));
const viewer = (roles: NavViewer['roles']): NavViewer => ({ userId: 'u-1', roles, startupIds: [], userVisibility: 'ALL', startupVisibility: 'ALL' });

/** The route-table entry a path lands on (the last match is the most specific), never the 404 catch-all. */
function routeOf(path: string): string | undefined {
  const match = matchRoutes(ROUTES, path)?.at(-1);
  return match && match.route.path !== '*' ? match.route.path : undefined;
}

describe('navigation targets', () => {
  it('CHR-01: the top bar lists Home, Applications, the startups item, Community, Courses, Resources, Events, in that order', () => {
    const staffSidebar = [{ name: 'portfolio' }, { name: 'startupsManagement' }, { name: 'applications' }, { name: 'community' }];
    expect(topBarItems(viewer(['Staff']), staffSidebar).map((item) => item.key)).toEqual(['home', 'applications', 'startups', 'community', 'courses', 'resources', 'events']);
    expect(topBarItems(viewer(['Staff']), staffSidebar)[2]?.labelKey).toBe('nav.startups');
  });

  it("D1 §2.4, D-171: the side bar's startup profile entry opens the viewer's own startup file, which keeps it active on every tab", () => {
    const entry = entryRoute('startupProfile')!;
    const founder = { userId: 'u-1', roles: ['Cofounder'] as const, startupIds: ['s-1', 's-2'] };
    expect(entryPath(entry, founder)).toBe('/startup/s-1/file');
    expect(routeOf('/startup/s-1/file')).toBe('/startup/:id?/file/*');
    for (const tab of ['/startup/s-1/file/company', '/startup/s-1/file/activities', '/startup/s-1/file/milestones']) expect(isActivePath(entryPath(entry, founder), tab), tab).toBe(true);
    expect(isActivePath(entryPath(entry, founder), '/startup/s-2/file/company')).toBe(false);
    // No startup (the entry is not sent then, D1 §5): the generic path, which says there is none.
    expect(entryPath(entry, { ...founder, startupIds: [] })).toBe('/startup/file');
    // The fallback side bar (before the server's entries) and the top bar's startups item go to the same place.
    const nav = { ...viewer(['Cofounder']), startupIds: ['s-1'] };
    expect(sideMenuItems(nav).find((item) => item.key === 'startupFile')?.to).toBe('/startup/s-1/file');
    expect(topBarItems(nav, [{ name: 'startupProfile' }]).find((item) => item.key === 'startups')?.to).toBe('/startup/s-1/file');
  });

  it('CHR-08: the applications entry goes to /applications-manager for applicants, /applications/overview for staff and reviewers', () => {
    const applications = entryRoute('applications')!;
    expect(entryPath(applications, { userId: 'u', roles: ['Applicant'], startupIds: [] })).toBe('/applications-manager');
    expect(entryPath(applications, { userId: 'u', roles: ['Staff'], startupIds: [] })).toBe('/applications/overview');
    expect(entryPath(applications, { userId: 'u', roles: ['Evaluator'], startupIds: [] })).toBe('/applications/overview');
  });

  it('CHR-15, CHR-16: every entry name of D1 §2.4 maps to a route of the route table', () => {
    const names = [
      'availability', 'calendar', 'coachingPreferences', 'profile', 'resources', 'tasks', 'activityFeed', 'portfolio', 'startupsManagement',
      'applications.overview', 'applications.analytics', 'community', 'courses.home', 'courses.management', 'articles', 'forms', 'emails',
      'funnels', 'events.feed', 'events.myEvents', 'events.planning', 'events.unpublished',
      'evaluationAssignation', 'userManagement', 'peopleAssignation', 'mentors', 'feedback', 'customFields', 'profileFields', 'startupProfile', 'coachingBook',
      'programs', 'metricsDataCollection', 'milestoneTemplates', 'startupAssignations', 'tags', 'preferences', 'integrations', 'security',
      'deleteAccount', 'exports', 'organisationSettings', 'industries',
    ];
    const unrouted = names.filter((name) => {
      const entry = ENTRY_ROUTES[name];
      return !entry || routeOf(entryPath(entry, { userId: 'u-1', roles: ['Admin'], startupIds: [] })) === undefined;
    });
    expect(unrouted).toEqual([]);
  });
});
