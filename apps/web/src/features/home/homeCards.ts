import { isInRoleGroup, type RoleType } from '@hatchery/domain';

/** The cards of the home below the hero, in order. */
export type HomeCard =
  | 'attention'
  | 'coaching'
  | 'startups'
  | 'tasks'
  | 'metrics'
  | 'portfolioActivity'
  | 'coachingActivity'
  | 'activity'
  | 'shortcuts';

/**
 * What needs the viewer today (issues 12 and 14 item 9). Staff (D1's staff group) are not members of startups, so
 * "You are not part of any startup yet" told them nothing: they see the startups of their portfolio that need
 * attention, their open tasks, the metrics collection (the card asks the server what the viewer may see there and
 * shows nothing otherwise), the recent timeline activity across their portfolio and, for the admin group that may read
 * it, the organisation's activity log. Mentors and experts get the same over their coaching portfolio (the startups
 * assigned to them: `coaching`, `coachingActivity`). Everyone else keeps their startups.
 */
export function homeCardsFor(roles: readonly RoleType[]): HomeCard[] {
  const staff = roles.some((role) => isInRoleGroup(role, 'staff'));
  if (!staff) {
    return roles.some((role) => isInRoleGroup(role, 'mentorExpert')) ? ['coaching', 'tasks', 'metrics', 'coachingActivity', 'shortcuts'] : ['startups', 'shortcuts'];
  }
  const admin = roles.some((role) => isInRoleGroup(role, 'admin'));
  return ['attention', 'tasks', 'metrics', 'portfolioActivity', ...(admin ? (['activity'] as const) : []), 'shortcuts'];
}
