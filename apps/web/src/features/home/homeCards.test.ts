import { ROLE_TYPES, isInRoleGroup } from '@hatchery/domain';
import { describe, expect, it } from 'vitest';
import { homeCardsFor } from './homeCards';

describe('home cards by role (issues 12 and 14 item 9)', () => {
  it('staff see the startups needing attention, their tasks, the metrics collection and their portfolio’s activity; only admins the activity log', () => {
    expect(homeCardsFor(['Admin'])).toEqual(['attention', 'tasks', 'metrics', 'portfolioActivity', 'activity', 'shortcuts']);
    expect(homeCardsFor(['AdminCoach'])).toEqual(['attention', 'tasks', 'metrics', 'portfolioActivity', 'activity', 'shortcuts']);
    expect(homeCardsFor(['Staff'])).toEqual(['attention', 'tasks', 'metrics', 'portfolioActivity', 'shortcuts']);
    expect(homeCardsFor(['Coach'])).toEqual(['attention', 'tasks', 'metrics', 'portfolioActivity', 'shortcuts']);
    expect(homeCardsFor(['SubAdmin'])).toEqual(['attention', 'tasks', 'metrics', 'portfolioActivity', 'shortcuts']);
  });

  it('mentors and experts see the same over the startups assigned to them', () => {
    expect(homeCardsFor(['Mentor'])).toEqual(['coaching', 'tasks', 'metrics', 'coachingActivity', 'shortcuts']);
    expect(homeCardsFor(['Expert'])).toEqual(['coaching', 'tasks', 'metrics', 'coachingActivity', 'shortcuts']);
  });

  it('a staff role wins over a mentor role held beside it: the whole portfolio, not only the assigned startups', () => {
    expect(homeCardsFor(['Mentor', 'Staff'])).toEqual(['attention', 'tasks', 'metrics', 'portfolioActivity', 'shortcuts']);
  });

  it('every other role keeps its startups; no one outside the admin group gets the activity log, no one else a portfolio', () => {
    for (const role of ROLE_TYPES) {
      const cards = homeCardsFor([role]);
      if (!isInRoleGroup(role, 'staff') && !isInRoleGroup(role, 'mentorExpert')) expect(cards, role).toEqual(['startups', 'shortcuts']);
      if (!isInRoleGroup(role, 'admin')) expect(cards, role).not.toContain('activity');
      const portfolio = cards.includes('portfolioActivity') || cards.includes('coachingActivity');
      expect(portfolio, role).toBe(isInRoleGroup(role, 'staff') || isInRoleGroup(role, 'mentorExpert'));
      expect(cards.at(-1), role).toBe('shortcuts');
    }
  });

  it('no card twice, and never both portfolios', () => {
    for (const role of ROLE_TYPES) {
      const cards = homeCardsFor([role]);
      expect(new Set(cards).size, role).toBe(cards.length);
      expect(cards.includes('portfolioActivity') && cards.includes('coachingActivity'), role).toBe(false);
    }
  });
});
