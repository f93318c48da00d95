import { describe, expect, it } from 'vitest';
import { forbidden, outcome, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { NOT_ALLOWED_MESSAGE } from '../permissions/index.js';
import { tagsPolicy } from './tags.policy.js';

const REFUSED = forbidden(NOT_ALLOWED_MESSAGE);

describe('tags policy (D-106, D2 §6.1 Tags keys)', () => {
  it('tags: TAGS:VIEW holders and the admin group', async () => {
    expect(await outcome(tagsPolicy.tags, 'Admin')).toBe('allowed');
    expect(await outcome(tagsPolicy.tags, 'Mentor')).toBe('allowed'); // default Mentor permissions hold TAGS:VIEW
    expect(await outcome(tagsPolicy.tags, 'CommunityMember')).toBe(REFUSED);
    expect(await outcome(tagsPolicy.tags, null)).toBe(SIGNED_OUT);
  });

  it('create needs TAGS:CREATE; rename, merge and delete need TAGS:EDIT', async () => {
    expect(await outcome(tagsPolicy.createTag, 'Staff')).toBe('allowed');
    expect(await outcome(tagsPolicy.createTag, { roleType: 'Staff', permissions: [{ key: 'TAGS:EDIT', permissionCriteria: 'all' }] })).toBe(REFUSED);
    for (const rule of [tagsPolicy.updateTag, tagsPolicy.mergeTags, tagsPolicy.deleteTag]) {
      expect(await outcome(rule, { roleType: 'Staff', permissions: [{ key: 'TAGS:EDIT', permissionCriteria: 'all' }] })).toBe('allowed');
      expect(await outcome(rule, { roleType: 'Staff', permissions: [{ key: 'TAGS:CREATE', permissionCriteria: 'all' }] })).toBe(REFUSED);
      expect(await outcome(rule, 'Mentor')).toBe(REFUSED);
    }
  });

  it('setStartupTags: TAGS:STARTUP_EDIT (any criterion) or the founder side (row-level check in the service)', async () => {
    expect(await outcome(tagsPolicy.setStartupTags, 'Coach')).toBe('allowed'); // assigned criterion
    expect(await outcome(tagsPolicy.setStartupTags, 'Cofounder')).toBe('allowed');
    expect(await outcome(tagsPolicy.setStartupTags, 'Mentor')).toBe(REFUSED);
    expect(await outcome(tagsPolicy.setUserTags, 'Staff')).toBe('allowed');
    expect(await outcome(tagsPolicy.setUserTags, 'Mentor')).toBe(REFUSED);
  });
});
