/**
 * Type-level test of the page registry (D-113), checked by `tsc -p apps/web` (npm run typecheck); nothing here runs.
 * Each `@ts-expect-error` must meet an error: were route pages plain strings again, the directives would be unused
 * and the type check would fail.
 */
import type { PageKey } from './pageRegistry';
import type { RouteEntry } from './types';

/** A built page and a planned one are both pages a route may name. */
export const builtPage: RouteEntry = { path: '/tasks/*', guard: 'auth', page: 'tasks' };
export const plannedPage: RouteEntry = { path: '/resources', guard: 'auth', page: 'resources' };

export const missingPage: RouteEntry = {
  path: '/calendar',
  guard: 'auth',
  // @ts-expect-error — no page 'calender' in the registry: a misspelt or missing page does not compile.
  page: 'calender',
};

/** Families built from a list (the startup file's tabs) are checked member by member. */
const TABS = ['tasks', 'no-such-tab'] as const;
export const familyPages = TABS.map(
  // @ts-expect-error — 'startupTab.no-such-tab' is not a page.
  (tab): PageKey => `startupTab.${tab}`,
);
