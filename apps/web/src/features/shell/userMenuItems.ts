/** CHR-19..23: the user-menu items and the role rules of D1 §6. */
import type { RoleType } from '@hatchery/domain';
import { hasRoleIn } from '../../app/viewer/roles';

export interface UserMenuLink {
  key: string;
  labelKey: string;
  to: string;
}

export function userMenuLinks(roles: readonly RoleType[], userId: string): UserMenuLink[] {
  const links: UserMenuLink[] = [{ key: 'profile', labelKey: 'userMenu.profile', to: `/profile/${userId}` }];
  // Calendar: every role, co-founders and community members included.
  if (hasRoleIn(roles, 'all')) links.push({ key: 'calendar', labelKey: 'userMenu.calendar', to: '/calendar' });
  if (hasRoleIn(roles, 'internal')) links.push({ key: 'availability', labelKey: 'userMenu.availability', to: '/availability' });
  links.push(
    { key: 'preferences', labelKey: 'userMenu.preferences', to: '/account/settings' },
    { key: 'exports', labelKey: 'userMenu.exports', to: '/account/exports' },
    { key: 'security', labelKey: 'userMenu.security', to: '/account/settings/security' },
    { key: 'integrations', labelKey: 'userMenu.integrations', to: '/account/settings/integrations' },
  );
  if (hasRoleIn(roles, 'staff') || hasRoleIn(roles, 'mentorExpert')) {
    links.push({ key: 'coachingPreferences', labelKey: 'userMenu.coachingPreferences', to: '/account/settings/coaching' });
  }
  return links;
}
