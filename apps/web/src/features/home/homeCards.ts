import { isInRoleGroup, type RoleType } from '@hatchery/domain';

/** The cards of the home below the hero, in order. */
export type HomeCard = 'attention' | 'coaching' | 'startups' | 'tasks' | 'metrics' | 'activity' | 'shortcuts';

/**
 * Issue 12: staff (D1's staff group) are not members of startups, so "You are not part of any startup yet" told them
 * nothing. Until the portfolio lands they see what is true for them: their open tasks, the metrics collection (the card
 * itself asks the server what the viewer may see there) and, for the admin group that may read it, the activity log.
 * Issue 14 item 9: staff first see the startups of their portfolio that need attention today; mentors and experts
 * see those of their coaching portfolio (`coaching`). Everyone else keeps their startups.
 */
export function homeCardsFor(roles: readonly RoleType[]): HomeCard[] {
  const staff = roles.some((role) => isInRoleGroup(role, 'staff'));
  if (!staff) return roles.some((role) => isInRoleGroup(role, 'mentorExpert')) ? ['coaching', 'shortcuts'] : ['startups', 'shortcuts'];
  const admin = roles.some((role) => isInRoleGroup(role, 'admin'));
  return admin ? ['attention', 'tasks', 'metrics', 'activity', 'shortcuts'] : ['attention', 'tasks', 'metrics', 'shortcuts'];
}
