/**
 * CHR-04 / GAP-46: the contextual extra tab of the top bar. On the pages of an area that has no top-bar item of its
 * own (calendar, settings, feedback, tasks, emails, forms, articles, management, coaching, taxonomy) the bar gains
 * one more, active tab naming that area and leading to its first page. The longest matching prefix wins, so
 * /setup/forms/… counts as settings, not forms.
 */
export const CONTEXT_AREAS = [
  'calendar', 'settings', 'feedback', 'tasks', 'emails', 'forms', 'articles', 'management', 'coaching', 'taxonomy',
] as const;
export type ContextArea = (typeof CONTEXT_AREAS)[number];

export interface ContextTab {
  area: ContextArea;
  /** Where the tab leads: the area's first page. */
  to: string;
}

const PREFIXES: ReadonlyArray<readonly [prefix: string, area: ContextArea, to: string]> = [
  ['/calendar', 'calendar', '/calendar'],
  ['/availability', 'calendar', '/calendar'],
  ['/admin/configuration', 'settings', '/admin/configuration/general'],
  ['/account/settings', 'settings', '/account/settings'],
  ['/setup', 'settings', '/setup/profile-fields'],
  ['/feedback', 'feedback', '/feedback/management'],
  ['/tasks', 'tasks', '/tasks'],
  ['/emails', 'emails', '/emails/management'],
  ['/forms', 'forms', '/forms/management'],
  ['/admin/forms', 'forms', '/forms/management'],
  ['/articles', 'articles', '/articles/management'],
  ['/startups/management', 'management', '/startups/management'],
  ['/startups/programs', 'management', '/startups/programs/incubator-plans'],
  ['/startups/mentors', 'management', '/startups/mentors'],
  ['/applications/funnels/management', 'management', '/applications/funnels/management'],
  ['/courses/management', 'management', '/courses/management'],
  ['/chat/management', 'management', '/chat/management'],
  ['/admin/user-management', 'management', '/admin/user-management/mentors'],
  // D-158: the /admin/* variants of the portfolio's management pages belong to the same area.
  ['/admin/startups', 'management', '/startups/management'],
  ['/admin/programs', 'management', '/startups/programs/incubator-plans'],
  ['/coaching', 'coaching', '/coaching'],
  ['/admin/tags', 'taxonomy', '/admin/tags/startup'],
  ['/taxonomy', 'taxonomy', '/taxonomy/tags/startup'],
];

const underPrefix = (pathname: string, prefix: string): boolean => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The extra tab for this path, or null on pages that have none. */
export function contextTabFor(pathname: string): ContextTab | null {
  let best: (typeof PREFIXES)[number] | undefined;
  for (const row of PREFIXES) {
    if (underPrefix(pathname, row[0]) && (!best || row[0].length > best[0].length)) best = row;
  }
  return best ? { area: best[1], to: best[2] } : null;
}
