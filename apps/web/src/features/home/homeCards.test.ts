import { ROLE_TYPES, isInRoleGroup } from '@hatchery/domain';
import { describe, expect, it } from 'vitest';
import { homeCardsFor } from './homeCards';

describe('home cards by role (issues 12 and 14)', () => {
  it('staff first see the startups needing attention, then their tasks and the metrics collection; only admins the activity log', () => {
    expect(homeCardsFor(['Admin'])).toEqual(['attention', 'tasks', 'metrics', 'activity', 'shortcuts']);
    expect(homeCardsFor(['AdminCoach'])).toEqual(['attention', 'tasks', 'metrics', 'activity', 'shortcuts']);
    expect(homeCardsFor(['Staff'])).toEqual(['attention', 'tasks', 'metrics', 'shortcuts']);
    expect(homeCardsFor(['Coach'])).toEqual(['attention', 'tasks', 'metrics', 'shortcuts']);
    expect(homeCardsFor(['SubAdmin'])).toEqual(['attention', 'tasks', 'metrics', 'shortcuts']);
  });

  it('mentors and experts see their coaching portfolio’s startups needing attention', () => {
    expect(homeCardsFor(['Mentor'])).toEqual(['coaching', 'shortcuts']);
    expect(homeCardsFor(['Expert'])).toEqual(['coaching', 'shortcuts']);
  });

  it('every other role keeps its startups, and no one outside the admin group gets the activity log', () => {
    for (const role of ROLE_TYPES) {
      const cards = homeCardsFor([role]);
      if (!isInRoleGroup(role, 'staff') && !isInRoleGroup(role, 'mentorExpert')) expect(cards, role).toEqual(['startups', 'shortcuts']);
      if (!isInRoleGroup(role, 'admin')) expect(cards, role).not.toContain('activity');
    }
  });
});
