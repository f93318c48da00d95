import { describe, expect, it } from 'vitest';
import { ROLE_TYPES, isInRoleGroup, roleLabel } from './roles.js';

describe('roles (ROL-*)', () => {
  it('has the 12 role types', () => {
    expect(ROLE_TYPES).toHaveLength(12);
  });
  it('labels roles, with Admin & Coach and AcceleratorApp', () => {
    expect(roleLabel({ type: 'AdminCoach' })).toBe('Admin & Coach');
    expect(roleLabel({ type: 'System' })).toBe('AcceleratorApp');
    expect(roleLabel({ type: 'Cofounder', startupPeopleCount: 2 })).toBe('Co/Founder');
  });
  it('shows a Cofounder alone in their startup as Founder', () => {
    expect(roleLabel({ type: 'Cofounder', startupPeopleCount: 1 })).toBe('Founder');
    expect(roleLabel({ type: 'Mentor', startupPeopleCount: 1 })).toBe('Mentor');
  });
  it("lets a role's own label override the default", () => {
    expect(roleLabel({ type: 'Cofounder', label: 'Venture Lead', startupPeopleCount: 1 })).toBe('Venture Lead');
  });
  it('groups staff and admin roles as decided in GAP-14', () => {
    expect(isInRoleGroup('SubAdmin', 'staff')).toBe(true);
    expect(isInRoleGroup('Mentor', 'staff')).toBe(false);
    expect(isInRoleGroup('AdminCoach', 'admin')).toBe(true);
    expect(isInRoleGroup('Staff', 'admin')).toBe(false);
    expect(isInRoleGroup('CommunityMember', 'tasks')).toBe(true);
  });
});
