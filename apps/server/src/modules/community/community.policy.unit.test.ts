import { describe, expect, it } from 'vitest';
import { outcome, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { communityPolicy } from './community.policy.js';

describe('community policy (D-106)', () => {
  it('updateMyProfile: any signed-in viewer (their own profile only)', async () => {
    expect(await outcome(communityPolicy.updateMyProfile, 'CommunityMember')).toBe('allowed');
    expect(await outcome(communityPolicy.updateMyProfile, null)).toBe(SIGNED_OUT);
  });
});
