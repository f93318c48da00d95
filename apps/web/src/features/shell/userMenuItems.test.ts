import { describe, expect, it } from 'vitest';
import { userMenuLinks } from './userMenuItems';

const keys = (roles: Parameters<typeof userMenuLinks>[0]) => userMenuLinks(roles, 'u1').map((l) => l.key);

describe('user menu (CHR-19, CHR-22, CHR-23)', () => {
  it('staff see every link, coaching preferences and availability included', () => {
    expect(keys(['Staff'])).toEqual(['profile', 'calendar', 'availability', 'preferences', 'exports', 'security', 'integrations', 'coachingPreferences']);
  });
  it('mentors and experts get coaching preferences; evaluators availability but not coaching preferences', () => {
    expect(keys(['Mentor'])).toContain('coachingPreferences');
    expect(keys(['Evaluator'])).toContain('availability');
    expect(keys(['Evaluator'])).not.toContain('coachingPreferences');
  });
  it('co-founders and community members: calendar, no availability, no coaching preferences', () => {
    for (const role of ['Cofounder', 'CommunityMember'] as const) {
      expect(keys([role])).toContain('calendar');
      expect(keys([role])).not.toContain('availability');
      expect(keys([role])).not.toContain('coachingPreferences');
    }
    expect(userMenuLinks(['Cofounder'], 'u1')[0]).toEqual({ key: 'profile', labelKey: 'userMenu.profile', to: '/profile/u1' });
  });
});
