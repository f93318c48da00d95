import { describe, expect, it } from 'vitest';
import { forbidden, outcome, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { NOT_ALLOWED_MESSAGE } from '../permissions/index.js';
import { mentorsPolicy } from './mentors.policy.js';

const REFUSED = forbidden(NOT_ALLOWED_MESSAGE);

describe('mentors policy (D-106, D-127)', () => {
  it('the directory: staff roles and connection editors', async () => {
    for (const role of ['Admin', 'Staff', 'SubAdmin', 'Coach'] as const) expect(await outcome(mentorsPolicy.mentors, role), role).toBe('allowed');
    expect(await outcome(mentorsPolicy.mentors, { roleType: 'Mentor', permissions: [{ key: 'STARTUP:CONNECTIONS_EDIT', permissionCriteria: 'assigned' }] })).toBe('allowed');
    for (const role of ['Mentor', 'Cofounder', 'CommunityMember'] as const) expect(await outcome(mentorsPolicy.mentors, role), role).toBe(REFUSED);
    expect(await outcome(mentorsPolicy.mentor, null)).toBe(SIGNED_OUT);
  });

  it('assign and unassign: STARTUP:CONNECTIONS_EDIT; the mentor profile: USER:EDIT', async () => {
    for (const rule of [mentorsPolicy.assignMentor, mentorsPolicy.unassignMentor]) {
      expect(await outcome(rule, 'Staff')).toBe('allowed');
      expect(await outcome(rule, 'Coach')).toBe(REFUSED);
      expect(await outcome(rule, 'Mentor')).toBe(REFUSED);
    }
    expect(await outcome(mentorsPolicy.setMentorProfile, 'Staff')).toBe('allowed');
    expect(await outcome(mentorsPolicy.setMentorProfile, 'Mentor')).toBe(REFUSED);
  });

  it('the abilities: every signed-in role may ask (D-170)', async () => {
    for (const role of ['Admin', 'Coach', 'Mentor', 'Cofounder', 'CommunityMember'] as const) expect(await outcome(mentorsPolicy.mentorsAbilities, role), role).toBe('allowed');
    expect(await outcome(mentorsPolicy.mentorsAbilities, null)).toBe(SIGNED_OUT);
  });
});
