import { ROLE_TYPES, isInRoleGroup } from '@hatchery/domain';
import { describe, expect, it } from 'vitest';
import { homeCardsFor } from './homeCards';

describe('home cards by role (issue 12)', () => {
  it('staff see their tasks and the metrics collection instead of an empty startups card; only admins the activity log', () => {
    expect(homeCardsFor(['Admin'])).toEqual(['tasks', 'metrics', 'activity', 'shortcuts']);
    expect(homeCardsFor(['AdminCoach'])).toEqual(['tasks', 'metrics', 'activity', 'shortcuts']);
    expect(homeCardsFor(['Staff'])).toEqual(['tasks', 'metrics', 'shortcuts']);
    expect(homeCardsFor(['Coach'])).toEqual(['tasks', 'metrics', 'shortcuts']);
    expect(homeCardsFor(['SubAdmin'])).toEqual(['tasks', 'metrics', 'shortcuts']);
  });

  it('every other role keeps its startups, and no one outside the admin group gets the activity log', () => {
    for (const role of ROLE_TYPES) {
      const cards = homeCardsFor([role]);
      if (!isInRoleGroup(role, 'staff')) expect(cards, role).toEqual(['startups', 'shortcuts']);
      if (!isInRoleGroup(role, 'admin')) expect(cards, role).not.toContain('activity');
    }
  });
});
