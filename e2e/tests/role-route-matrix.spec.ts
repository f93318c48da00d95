/**
 * Issue 4: the role × route matrix. Every seeded role signs in once, visits every guarded route by client-side
 * navigation and must be let in or sent away exactly as the spec says (e2e/support/route-expectations.ts, written
 * from D1 §2.3 and §6 and the team's decisions — not from the app's route table). Then the API must refuse the same
 * role: one representative GraphQL operation per guarded area, Forbidden for refused roles, success for the others.
 * Mismatches are collected and reported together, so one run shows the whole difference.
 */
import { graphqlCall, tenantHost, type GraphqlAnswer } from '../support/api';
import { storedAuth, signIn } from '../support/app';
import { expect, test } from '../support/fixtures';
import { instrumentApp, visitInApp } from '../support/in-app-navigation';
import {
  ADMIN_GROUP,
  DEMO_TENANT,
  MATRIX_COURSE_ID,
  ROUTE_CASES,
  SEED_ACCOUNTS,
  TASKS_ROLES,
  expectedPathname,
  expectedPathnameSignedOut,
  type RoutePermissionKey,
  type SeedAccount,
} from '../support/route-expectations';

const HOST = tenantHost(DEMO_TENANT);
const UNKNOWN_ID = '0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a';

/** What an API call must answer: data without errors, or an error with this code. */
type ApiOutcome = 'ok' | 'Forbidden' | 'NotFound' | 'ValidationError';

interface ApiCase {
  area: string;
  operation: string;
  query: string;
  variables?: Record<string, unknown>;
  expect: (account: SeedAccount) => ApiOutcome;
  /** For boolean answers (isUserAuthorized): the value the data must hold. */
  expectData?: (account: SeedAccount) => unknown;
}

const inAdminGroup = (account: SeedAccount) => ADMIN_GROUP.includes(account.roleType);
/** Passed the admin check: `ok`, or the given code that only comes after it (bad input, unknown record). */
const adminOnly = (passed: ApiOutcome = 'ok') => (account: SeedAccount): ApiOutcome => (inAdminGroup(account) ? passed : 'Forbidden');
const permissionAnswer = (key: RoutePermissionKey) => (account: SeedAccount) => ({ isUserAuthorized: account.holds.includes(key) });

/**
 * One operation per guarded area. Admin mutations are called so that they change nothing: the admin group's calls
 * pass the admin check and then meet bad input or an unknown record (ValidationError / NotFound, never Forbidden),
 * or set a flag to the value it already has.
 */
const API_CASES: readonly ApiCase[] = [
  {
    area: '/admin/configuration (general, domain, branding, metadata) (RTE-51)',
    operation: 'incubatorSettings',
    query: 'query MatrixSettings { incubatorSettings { _id name } }',
    expect: adminOnly(),
  },
  {
    area: '/admin/configuration/general (RTE-51)',
    operation: 'updateGeneralSettings (empty name)',
    query: `mutation MatrixGeneral($input: GeneralSettingsInput!) { updateGeneralSettings(input: $input) { _id } }`,
    variables: {
      input: {
        name: '',
        slug: DEMO_TENANT,
        currency: 'USD',
        defaultLanguage: 'en',
        timezone: 'America/New_York',
        allowUserSelfDelete: true,
        allowWriteInOptionInUserSkills: true,
      },
    },
    expect: adminOnly('ValidationError'),
  },
  {
    area: '/admin/configuration/users (RTE-51)',
    operation: 'adminUsers',
    query: 'query MatrixUsers { adminUsers(pageSize: 1) { totalCount } }',
    expect: adminOnly(),
  },
  {
    area: '/admin/configuration/users (RTE-51, ROL-15)',
    operation: 'licenceUsage',
    query: 'query MatrixLicences { licenceUsage { employeeCountLimit } }',
    expect: adminOnly(),
  },
  {
    area: '/admin/configuration/roles (RTE-51, D-30)',
    operation: 'deleteRole (unknown id)',
    query: 'mutation MatrixDeleteRole($id: ID!) { deleteRole(id: $id) }',
    variables: { id: UNKNOWN_ID },
    expect: adminOnly('NotFound'),
  },
  {
    area: '/admin/configuration/plan (RTE-51, GAP-17)',
    operation: 'setFeatureFlag (liveChat, unchanged: not in the plan)',
    query: 'mutation MatrixFlag { setFeatureFlag(name: "liveChat", enabled: false, activated: false) { name enabled activated } }',
    expect: adminOnly(),
  },
  {
    area: '/admin/configuration/logs (RTE-51)',
    operation: 'activityLogs',
    query: 'query MatrixLogs { activityLogs(limit: 1) { entries { __typename } } }',
    expect: adminOnly(),
  },
  {
    area: '/startups/metrics (RTE-39)',
    operation: 'isUserAuthorized METRICS/EDIT:VIEW',
    query: 'query MatrixMetrics { isUserAuthorized(permission: "METRICS/EDIT:VIEW") }',
    expect: () => 'ok',
    expectData: permissionAnswer('METRICS/EDIT:VIEW'),
  },
  {
    area: '/articles/management (RTE-45)',
    operation: 'isUserAuthorized ARTICLES:EDIT',
    query: 'query MatrixArticles { isUserAuthorized(permission: "ARTICLES:EDIT") }',
    expect: () => 'ok',
    expectData: permissionAnswer('ARTICLES:EDIT'),
  },
  {
    area: '/courses/management/course/{courseId}/* (RTE-55)',
    operation: 'isUserAuthorized COURSES:MANAGE [courseId]',
    query: 'query MatrixCourses($data: [String!]) { isUserAuthorized(permission: "COURSES:MANAGE", data: $data) }',
    variables: { data: [MATRIX_COURSE_ID] },
    expect: () => 'ok',
    expectData: permissionAnswer('COURSES:MANAGE'),
  },
];

/**
 * /tasks (RTE-43): the roles let in read the tasks of the people their role may see (USERS scope). The spec gates
 * only the route (RTE-43 is a UI requirement): the API serves every signed-in user, limited to the people their role
 * visibility covers (D-42), because every role has tasks of its own (evaluation, availability…). So this call is
 * checked for the roles the route lets in only.
 */
const TASKS_USERS_SCOPE = 'query MatrixTasks { tasks(queryOptions: { scope: USERS }, limit: 1) { totalCount } }';

function describeAnswer(answer: GraphqlAnswer<unknown>): string {
  if (answer.errors.length > 0) return answer.errors.map((e) => e.extensions?.code ?? e.message).join(', ');
  return `ok ${JSON.stringify(answer.data)}`;
}

async function apiMismatches(account: SeedAccount, token: string): Promise<string[]> {
  const found: string[] = [];
  for (const apiCase of API_CASES) {
    const answer = await graphqlCall<unknown>(HOST, token, apiCase.query, apiCase.variables ?? {});
    const expected = apiCase.expect(account);
    const codes = answer.errors.map((e) => e.extensions?.code);
    const outcomeMatches = expected === 'ok' ? answer.errors.length === 0 && answer.data !== null : codes.length === 1 && codes[0] === expected;
    const dataMatches =
      !outcomeMatches || !apiCase.expectData || JSON.stringify(answer.data) === JSON.stringify(apiCase.expectData(account));
    if (!outcomeMatches || !dataMatches) {
      const wanted = apiCase.expectData ? `${expected} ${JSON.stringify(apiCase.expectData(account))}` : expected;
      found.push(`API ${apiCase.operation} [${apiCase.area}]: expected ${wanted}, got ${describeAnswer(answer)}`);
    }
  }
  if (TASKS_ROLES.includes(account.roleType)) {
    const answer = await graphqlCall<unknown>(HOST, token, TASKS_USERS_SCOPE);
    if (answer.errors.length > 0 || answer.data === null) {
      found.push(`API tasks(scope: USERS) [/tasks (RTE-43)]: expected ok, got ${describeAnswer(answer)}`);
    }
  }
  return found;
}

test.describe('role × route matrix', () => {
  for (const account of SEED_ACCOUNTS) {
    test(`${account.label} (${account.email}): guarded routes let in or send away as the spec says, and so does the API`, async ({ page }) => {
      await instrumentApp(page);
      await signIn(page, account.email);

      const mismatches: string[] = [];
      for (const route of ROUTE_CASES) {
        const expected = expectedPathname(route, account);
        const { pathname, timedOut } = await visitInApp(page, route.path);
        if (pathname !== expected || timedOut) {
          mismatches.push(`${route.path} [${route.rule}]: expected ${expected}, ended on ${pathname}${timedOut ? ' (still busy)' : ''}`);
        }
      }
      // Still the same signed-in session after all those visits (no route logged the user out on the way).
      await expect(page.getByTestId('app-shell')).toBeVisible();

      const { token } = await storedAuth(page);
      expect(token, 'the signed-in token in localStorage').toBeTruthy();
      mismatches.push(...(await apiMismatches(account, token ?? '')));

      expect(mismatches, `${account.email} (${account.roleType}): differences from the spec`).toEqual([]);
    });
  }

  test('a visitor who is not signed in is sent to /login from every guarded route (RTE-17)', async ({ page }) => {
    await instrumentApp(page);
    await page.goto('/login');
    await expect(page.getByTestId('login-form')).toBeVisible();
    const mismatches: string[] = [];
    for (const route of ROUTE_CASES) {
      const expected = expectedPathnameSignedOut(route);
      const { pathname, timedOut } = await visitInApp(page, route.path);
      if (pathname !== expected || timedOut) {
        mismatches.push(`${route.path}: expected ${expected}, ended on ${pathname}${timedOut ? ' (still busy)' : ''}`);
      }
    }
    expect(mismatches, 'signed-out visitor: differences from the spec').toEqual([]);
  });
});
