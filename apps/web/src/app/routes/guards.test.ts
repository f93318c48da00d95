import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { decideGuard, type GuardViewer } from './guards';
import { isBuiltPage } from './pageRegistry';
import { ROUTE_TABLE } from './routeTable';
import type { RouteEntry } from './types';

const anonymous: GuardViewer = { status: 'anonymous', roles: [], featureFlags: [] };
const as = (...roles: GuardViewer['roles']): GuardViewer => ({
  status: 'authenticated',
  roles,
  featureFlags: [
    { name: 'course', enabled: true, activated: true },
    { name: 'liveChat', enabled: false, activated: false },
    { name: 'feedbackForms', enabled: true, activated: false },
  ],
});
const loc = (pathname: string, search = '') => ({ pathname, search });

/** The entry React Router would pick for a path. */
function entryFor(pathname: string): RouteEntry {
  const matches = matchRoutes(ROUTE_TABLE.map((e) => ({ path: e.path, entry: e })), pathname);
  const match = matches?.[matches.length - 1];
  if (!match) throw new Error(`no route for ${pathname}`);
  return (match.route as { entry: RouteEntry }).entry;
}

function decide(pathname: string, viewer: GuardViewer, search = '') {
  return decideGuard(entryFor(pathname), viewer, loc(pathname, search));
}

describe('route guards (RTE-01, RTE-17, RTE-61..64)', () => {
  it('sends a signed-in visitor away from public-only pages', () => {
    for (const p of ['/login', '/forgotpassword', '/acceptinvitation', '/reset/abc', '/leads/transfer/1', '/apply/program/x']) {
      expect(decide(p, as('Admin'))).toEqual({ kind: 'redirect', to: '/', replace: true });
      expect(decide(p, anonymous)).toEqual({ kind: 'allow' });
    }
  });

  it('sends a signed-out visitor to /login with the return path and query', () => {
    expect(decide('/tasks/users', anonymous, '?a=1')).toEqual({
      kind: 'redirect',
      to: `/login?returnTo=${encodeURIComponent('/tasks/users?a=1')}`,
      replace: true,
    });
    expect(decide('/file/42', anonymous).kind).toBe('redirect');
    expect(decide('/application/1/forms/2/fill', anonymous).kind).toBe('redirect');
  });

  it('waits while the current user loads', () => {
    expect(decide('/', { status: 'loading', roles: [], featureFlags: [] })).toEqual({ kind: 'wait' });
  });

  it('lets open routes through without sign-in', () => {
    for (const p of ['/error', '/incubator-not-found', '/welcome', '/account/confirmation', '/share/forms/u', '/validate/t']) {
      expect(decide(p, anonymous)).toEqual({ kind: 'allow' });
    }
  });

  it('applies role groups (GAP-14)', () => {
    expect(decide('/startups', as('Coach'))).toEqual({ kind: 'allow' });
    expect(decide('/startups', as('Mentor'))).toMatchObject({ kind: 'redirect', to: '/' });
    expect(decide('/tasks', as('Cofounder'))).toEqual({ kind: 'allow' });
    expect(decide('/tasks/startups', as('CommunityMember'))).toEqual({ kind: 'allow' });
    expect(decide('/tasks', as('Evaluator'))).toMatchObject({ kind: 'redirect', to: '/' });
    expect(decide('/admin/configuration/branding', as('AdminCoach'))).toEqual({ kind: 'allow' });
    expect(decide('/admin/configuration/branding', as('Staff'))).toMatchObject({ kind: 'redirect', to: '/' });
  });

  it('/application/new: sign-up for visitors, applicants only when signed in (RTE-07, RTE-22)', () => {
    expect(decide('/application/new', anonymous)).toEqual({ kind: 'allow' });
    expect(decide('/application/new', as('Applicant'))).toEqual({ kind: 'allow' });
    expect(decide('/application/new', as('Admin'))).toMatchObject({ kind: 'redirect', to: '/applications/overview' });
  });

  it('feature flags: not enabled → plan page, not activated → / (RTE-63, RTE-64)', () => {
    expect(decide('/courses', as('Admin'))).toEqual({ kind: 'allow' });
    expect(decide('/chat', as('Admin'))).toMatchObject({ kind: 'redirect', to: '/admin/configuration/plan' });
    expect(decide('/feedback/management', as('Admin'))).toMatchObject({ kind: 'redirect', to: '/' });
    expect(decide('/courses', { ...as('Admin'), featureFlags: [] })).toMatchObject({ to: '/admin/configuration/plan' });
  });

  it('/survey/{id} shows 404 while feedbackForms is off (GAP-05)', () => {
    expect(decide('/survey/1', anonymous)).toEqual({ kind: 'notFound' });
  });

  it('named permissions wait for the server answer and send a refusal to / (RTE-62)', () => {
    const entry = entryFor('/articles/management');
    expect(entry.permission?.key).toBe('ARTICLES:EDIT');
    expect(decideGuard(entry, as('Admin'), loc('/articles/management'))).toEqual({ kind: 'wait' });
    expect(decideGuard(entry, { ...as('Admin'), permissionGranted: false }, loc('/x'))).toMatchObject({ to: '/' });
    expect(decideGuard(entry, { ...as('Admin'), permissionGranted: true }, loc('/x'))).toEqual({ kind: 'allow' });
    expect(entryFor('/courses/management/course/c1/builder/x').permission).toEqual({ key: 'COURSES:MANAGE', dataParams: ['courseId'] });
    expect(entryFor('/startups/metrics/data-collection').permission?.key).toBe('METRICS/EDIT:VIEW');
  });

  it('the emails area is for holders of EMAIL_TEMPLATES:MANAGE, its index included (D-584)', () => {
    for (const path of ['/emails', '/emails/x', '/emails/management', '/emails/templates', '/emails/content-templates', '/emails/email/m1']) {
      const entry = entryFor(path);
      expect(entry.permission, path).toEqual({ key: 'EMAIL_TEMPLATES:MANAGE' });
      expect(decideGuard(entry, { ...as('Staff'), permissionGranted: false }, loc(path)), path).toMatchObject({ kind: 'redirect', to: '/' });
      expect(decideGuard(entry, { ...as('Admin'), permissionGranted: true }, loc(path)), path).toEqual({ kind: 'allow' });
    }
    expect(entryFor('/emails').page).toBe('emails');
    expect(entryFor('/emails/email/m1').page).toBe('email');
  });
});

describe('startup metrics route (GAP-15)', () => {
  it('/startups/metrics/* is the startup metrics page, gated by METRICS/EDIT:VIEW', () => {
    for (const path of ['/startups/metrics', '/startups/metrics/portfolio', '/startups/metrics/s1/charts']) {
      const entry = entryFor(path);
      expect(entry.page, path).toBe('metrics');
      expect(entry.permission, path).toEqual({ key: 'METRICS/EDIT:VIEW' });
      expect(decideGuard(entry, as('Mentor'), loc(path)), path).toEqual({ kind: 'wait' });
      expect(decideGuard(entry, { ...as('Mentor'), permissionGranted: false }, loc(path)), path).toMatchObject({ kind: 'redirect', to: '/' });
      expect(decideGuard(entry, { ...as('Mentor'), permissionGranted: true }, loc(path)), path).toEqual({ kind: 'allow' });
      expect(decideGuard(entry, anonymous, loc(path)).kind, path).toBe('redirect');
    }
  });
});

describe('route table (RTE-*)', () => {
  it('registers every route of D1 §2 with a page', () => {
    const paths = [
      '/', '/home/x', '/account/anything', '/profile', '/profile/u1/about', '/calendar', '/availability/x',
      '/application/a1', '/application/a1/meeting', '/application/a1/activities', '/application/a1/form', '/application/a1/other',
      '/applications', '/applications/overview', '/applications/analytics', '/applications/funnels/management',
      '/applications/funnels/f1/builder', '/applications-manager', '/community/people', '/community/startups',
      '/community/people/profile', '/community/people/assignation', '/startup/file', '/startup', '/startup/s1',
      '/startup/s1/file/activities', '/startup/file/tasks', '/startup/s1/file/assessment/performance-overview',
      '/startups/management', '/startups/programs/incubator-plans', '/startups/programs/evaluation-assignation',
      '/startups/programs/startup-assignations', '/startups/mentors', '/startups/metrics/data-collection',
      '/startups/profile', '/coaching', '/coaching/invitation/expired', '/coaching/session/c1', '/events',
      '/events/my-events', '/events/planning', '/events/unpublished', '/events/e1', '/events/e1/edit',
      '/articles/management/article/a1', '/emails/management', '/emails/templates', '/emails/content-templates',
      '/emails/email/m1', '/feedback/management', '/forms/management', '/forms/management/new', '/forms/management/f1/edit',
      '/forms/management/form/b1/compare/c1', '/fields/customs/x', '/profiles/p1/builder', '/taxonomy/tags/skills',
      '/admin/tags/x', '/admin/configuration/metadata', '/account/settings', '/account/settings/coaching',
      '/account/settings/integrations', '/account/settings/security', '/account/settings/delete', '/account/exports',
      '/resources', '/resources/internal/r1', '/resources/section/s1/x', '/courses/home', '/courses/c1',
      '/courses/c1/courseware/x', '/courses/management', '/courses/management/course/c1/dashboard/x',
      '/organization/feed', '/chat', '/chat/management', '/admin/startups', '/admin/programs',
      '/admin/metrics/data-collection', '/admin/data-assets', '/admin/forms', '/admin/user-management/mentors',
      '/setup/funnels', '/setup/profile-fields', '/setup/fields/f1', '/setup/forms/b1/compare/c1', '/setup/industries',
      '/auth/linkedin', '/auth/linkedin/callback', '/auth/callback', '/auth/url', '/internal/components',
      '/confirmIncubatorEmail', '/coaching/invitation/i1/cancel-meeting', '/download/forms/u1',
    ];
    for (const p of paths) expect(entryFor(p).page, p).not.toBe('notFound');
  });

  it('/setup/tags/{kind} exists for the 7 kinds only (RTE-59)', () => {
    for (const kind of ['mentortag', 'startup', 'user', 'community', 'application', 'event', 'topic']) {
      expect(entryFor(`/setup/tags/${kind}`).page).toBe(`tags.${kind}`);
    }
    expect(entryFor('/setup/tags/skills').page).toBe('notFound');
    expect(entryFor('/no/such/page').page).toBe('notFound');
  });
});

describe('unknown account and settings pages (D-588)', () => {
  it('an unknown account page opens the account settings; an unknown settings section, behind the admin gate, the first', () => {
    expect(entryFor('/account/no-such-page').redirect).toBe('/account/settings');
    // The known account pages keep their own routes.
    for (const path of ['/account/settings', '/account/settings/security', '/account/profile']) expect(entryFor(path).redirect, path).toBeUndefined();
    const unknown = entryFor('/admin/configuration/no-such-section');
    expect(unknown.page).toBe('organisationSettings');
    expect(isBuiltPage('organisationSettings')).toBe(true);
    expect(decideGuard(unknown, as('Staff'), loc('/admin/configuration/no-such-section'))).not.toEqual({ kind: 'allow' });
    expect(decideGuard(unknown, as('Admin'), loc('/admin/configuration/no-such-section'))).toEqual({ kind: 'allow' });
  });
});

describe('the /admin variants of the data collection and the forms list (GAP-07, RTE-57, D-587)', () => {
  it('render the pages of their twins, behind their twins’ gates', () => {
    expect(entryFor('/admin/metrics/data-collection').page).toBe('adminMetricsDataCollection');
    expect(entryFor('/admin/forms').page).toBe('adminForms');
    for (const page of ['adminMetricsDataCollection', 'adminForms'] as const) expect(isBuiltPage(page), page).toBe(true);
    const dataCollection = entryFor('/admin/metrics/data-collection');
    expect(dataCollection.permission).toEqual(entryFor('/startups/metrics/data-collection').permission);
    expect(decideGuard(dataCollection, as('Admin'), loc('/admin/metrics/data-collection'))).toEqual({ kind: 'wait' });
    const forms = entryFor('/admin/forms');
    for (const role of ['Admin', 'Staff', 'Coach'] as const) {
      expect(decideGuard(forms, as(role), loc('/admin/forms')), role).toEqual(decideGuard(entryFor('/forms/management'), as(role), loc('/forms/management')));
    }
  });
});

describe('the portfolio pages that were placeholders (issue 14, D-155..D-158)', () => {
  it('/startups/programs and its unknown sub-paths open the program plans; /community opens the people directory (D-155)', () => {
    for (const path of ['/startups/programs', '/startups/programs/unknown']) {
      expect(entryFor(path).redirect, path).toBe('/startups/programs/incubator-plans');
    }
    for (const path of ['/community', '/community/unknown']) expect(entryFor(path).redirect, path).toBe('/community/people');
    // The named sub-pages keep their own routes.
    expect(entryFor('/startups/programs/startup-assignations').page).toBe('startupAssignations');
    expect(entryFor('/community/startups').page).toBe('communityStartups');
  });

  it('the admin and setup variants and /startups/profile are built pages that need only a sign-in (GAP-07, RTE-36, RTE-58)', () => {
    for (const [path, page] of [
      ['/admin/startups', 'adminStartups'],
      ['/admin/programs', 'adminPrograms'],
      ['/admin/user-management/mentors', 'adminMentors'],
      ['/setup/industries', 'setupIndustries'],
      ['/startups/profile', 'startupProfile'],
    ] as const) {
      const entry = entryFor(path);
      expect(entry.page, path).toBe(page);
      expect(isBuiltPage(page), page).toBe(true);
      for (const role of ['Admin', 'Staff', 'Mentor', 'Cofounder', 'Applicant'] as const) {
        expect(decideGuard(entry, as(role), loc(path)), `${path} ${role}`).toEqual({ kind: 'allow' });
      }
      expect(decideGuard(entry, anonymous, loc(path)).kind, path).toBe('redirect');
    }
  });
});

