import { ROLE_TYPES } from '@hatchery/domain';
import { describe, expect, it } from 'vitest';
import { canonicalKey, PERMISSION_CATALOGUE, PERMISSION_KEYS } from './catalogue.js';
import { DEFAULT_PERMISSIONS } from './defaults.js';
import { can, effectivePermissions, type Actor } from './policy.js';

describe('permission catalogue (D2 §6.1, GAP-16)', () => {
  it('has unique AREA:ACTION upper-case keys, each with a name and a description', () => {
    expect(new Set(PERMISSION_KEYS).size).toBe(PERMISSION_KEYS.length);
    for (const p of PERMISSION_CATALOGUE) {
      expect(p.key).toMatch(/^[A-Z_/]+:[A-Z_]+$/);
      expect(p.name.length).toBeGreaterThan(3);
      expect(p.description.length).toBeGreaterThan(5);
    }
  });

  it('holds the spec literal keys and every area with its actions (ROL-18..41)', () => {
    for (const key of ['ARTICLES:EDIT', 'METRICS/EDIT:VIEW', 'COURSES:MANAGE', 'TASK/TASK:DELETE']) expect(PERMISSION_KEYS).toContain(key);
    const counts = Object.fromEntries([...new Set(PERMISSION_CATALOGUE.map((p) => p.area))].map((a) => [a, PERMISSION_CATALOGUE.filter((p) => p.area === a).length]));
    expect(counts).toEqual({
      Application: 11, Articles: 1, Availability: 1, Chat: 2, 'Coaching session': 2, Course: 2, 'Email templates': 1,
      'Evaluation parameter': 3, 'Rejection email': 2, Event: 3, 'Feedback request': 4, Form: 2, Funnel: 4, Industries: 5,
      'Startup milestone': 2, Metrics: 2, 'Saved views': 1, Startup: 4, Tags: 5, Timeline: 2, User: 3, 'User roles': 1, Task: 1,
    });
  });

  it("'assigned' mode exists on application/funnel, startup and coaching-session keys only", () => {
    const assignable = PERMISSION_CATALOGUE.filter((p) => p.assignable);
    expect(new Set(assignable.map((p) => p.resource))).toEqual(new Set(['funnel', 'startup', 'session', 'task']));
    expect(PERMISSION_CATALOGUE.find((p) => p.key === 'ARTICLES:EDIT')?.assignable).toBe(false);
  });

  it('default sets exist for every role type and name only catalogue keys', () => {
    for (const type of ROLE_TYPES) {
      for (const { key } of DEFAULT_PERMISSIONS[type]) expect(PERMISSION_KEYS).toContain(key);
    }
    expect(DEFAULT_PERMISSIONS.Applicant).toEqual([]);
  });
});

describe('policy', () => {
  const actor = (type: (typeof ROLE_TYPES)[number], stored: Parameters<typeof effectivePermissions>[1], assigned: string[] = []): Actor => ({
    userId: 'u',
    roleType: type,
    permissions: effectivePermissions(type, stored),
    assignedStartupIds: new Set(assigned),
  });

  it("a stored list replaces the defaults; unknown keys dropped; 'assigned' on a non-assignable key means 'all'", () => {
    const a = actor('Coach', [
      { key: 'articles:edit', permissionCriteria: 'assigned' },
      { key: 'TASK:DELETE', permissionCriteria: 'all' },
      { key: 'NOT:A_KEY', permissionCriteria: 'all' },
    ]);
    expect([...a.permissions]).toEqual([
      ['ARTICLES:EDIT', 'all'],
      ['TASK/TASK:DELETE', 'all'],
    ]);
    expect(canonicalKey('task:delete')).toBe('TASK/TASK:DELETE');
  });

  it('Admin holds everything whatever is stored', () => {
    const a = actor('Admin', [{ key: 'ARTICLES:EDIT', permissionCriteria: 'all' }]);
    expect(a.permissions.size).toBe(PERMISSION_KEYS.length);
  });

  it("'assigned' passes only for records of assigned startups; 'all' for any", () => {
    const mentor = actor('Mentor', [{ key: 'METRICS/EDIT:VIEW', permissionCriteria: 'assigned' }], ['s1', 's2']);
    expect(can(mentor, 'METRICS/EDIT:VIEW')).toBe(true);
    expect(can(mentor, 'METRICS/EDIT:VIEW', { startupIds: ['s1'] })).toBe(true);
    expect(can(mentor, 'METRICS/EDIT:VIEW', { startupIds: ['s1', 's3'] })).toBe(false);
    expect(can(mentor, 'METRICS/EDIT:VIEW', { startupIds: [] })).toBe(false);
    expect(can(mentor, 'ARTICLES:EDIT')).toBe(false);
    const staff = actor('Staff', [{ key: 'METRICS/EDIT:VIEW', permissionCriteria: 'all' }]);
    expect(can(staff, 'METRICS/EDIT:VIEW', { startupIds: ['anything'] })).toBe(true);
  });
});
