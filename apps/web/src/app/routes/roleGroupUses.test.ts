import { ROLE_TYPES, type RoleType } from '@hatchery/domain';
import { describe, expect, it } from 'vitest';
import { decideGuard, type GuardViewer } from './guards';
import { ROUTE_TABLE } from './routeTable';
import { canSeeCreateMenu } from '../../features/shell';
import { userMenuLinks } from '../../features/shell';

/** Every role a user can hold; the expected members below are written from D1 §6 (ROL-05..08). */
const USER_ROLES = ROLE_TYPES.filter((role) => role !== 'System');
const sorted = (roles: readonly RoleType[]): RoleType[] => [...roles].sort();
const rolesWhere = (test: (role: RoleType) => boolean): RoleType[] => sorted(USER_ROLES.filter(test));
const menuKeys = (role: RoleType): string[] => userMenuLinks([role], 'u1').map((link) => link.key);

function routeAllows(path: string, role: RoleType): boolean {
  const entry = ROUTE_TABLE.find((candidate) => candidate.path === path);
  if (!entry) throw new Error(`no route ${path}`);
  const viewer: GuardViewer = { status: 'authenticated', roles: [role], featureFlags: [] };
  return decideGuard(entry, viewer, { pathname: path, search: '' }).kind === 'allow';
}

describe('role gating groups in use (ROL-05..08)', () => {
  it('ROL-05: availability in the user menu is for the internal staff set exactly', () => {
    expect(rolesWhere((role) => menuKeys(role).includes('availability'))).toEqual(
      sorted(['Staff', 'Coach', 'Evaluator', 'Expert', 'Mentor', 'SubAdmin', 'Admin', 'AdminCoach']),
    );
  });
  it('ROL-06: calendar is for all roles; /startups for Staff, Coach, AdminCoach, Admin (with SubAdmin added, GAP-14)', () => {
    expect(rolesWhere((role) => menuKeys(role).includes('calendar'))).toEqual(sorted(USER_ROLES));
    expect(rolesWhere((role) => routeAllows('/startups', role))).toEqual(sorted(['Staff', 'Coach', 'AdminCoach', 'Admin', 'SubAdmin']));
  });
  it('ROL-08: coaching preferences for the staff group plus Mentor and Expert', () => {
    expect(rolesWhere((role) => menuKeys(role).includes('coachingPreferences'))).toEqual(
      sorted(['Staff', 'Coach', 'AdminCoach', 'Admin', 'SubAdmin', 'Mentor', 'Expert']),
    );
  });
  it('ROL-08: Applicant, Cofounder, CommunityMember never see the Create menu, even with a create permission', () => {
    expect(rolesWhere((role) => !canSeeCreateMenu([role], ['EVENT:CREATE']))).toEqual(sorted(['Applicant', 'Cofounder', 'CommunityMember']));
  });
  it('ROL-08: organisation settings (/admin/configuration) are for Admin and AdminCoach only', () => {
    expect(rolesWhere((role) => routeAllows('/admin/configuration/*', role))).toEqual(sorted(['Admin', 'AdminCoach']));
  });
  it('D-581: the activity feed (/organization/feed) is for every role but Applicant', () => {
    const entry = ROUTE_TABLE.find((candidate) => candidate.path === '/organization/feed')!;
    const featureFlags = [{ name: 'activityFeed', enabled: true, activated: true }];
    const allows = (role: RoleType) => decideGuard(entry, { status: 'authenticated', roles: [role], featureFlags }, { pathname: entry.path, search: '' }).kind === 'allow';
    expect(rolesWhere(allows)).toEqual(sorted(USER_ROLES.filter((role) => role !== 'Applicant')));
  });
});
