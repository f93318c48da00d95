import { ROLE_TYPES } from '@hatchery/domain';
import { describe, expect, it } from 'vitest';
import { forbidden, outcome, rulesListedAs, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { resourcesPolicy } from './resources.policy.js';

describe('resources policy (D-106, D-582)', () => {
  const readers = ['resourceLibrary', 'resourceSection', 'resource'] as const;
  const writers = rulesListedAs(resourcesPolicy, 'role:staff');

  it('every write is staff’s; the reads are everyone’s who is signed in', () => {
    expect(writers.map(([field]) => field).sort()).toEqual([
      'createResource', 'createResourceSection', 'deleteResource', 'deleteResourceSection', 'moveResource', 'moveResourceSection', 'updateResource', 'updateResourceSection',
    ]);
  });

  it.each(readers)('%s: any signed-in role (which sections is the data’s answer); not the signed-out', async (field) => {
    for (const role of ROLE_TYPES.filter((r) => r !== 'System')) expect(await outcome(resourcesPolicy[field], role), role).toBe('allowed');
    expect(await outcome(resourcesPolicy[field], null)).toBe(SIGNED_OUT);
  });

  it.each(writers)('%s: staff in, members out', async (_field, rule) => {
    for (const role of ['Admin', 'AdminCoach', 'Staff', 'Coach', 'SubAdmin'] as const) expect(await outcome(rule, role), role).toBe('allowed');
    for (const role of ['Mentor', 'Expert', 'Evaluator', 'Cofounder', 'CommunityMember', 'Applicant'] as const) {
      expect(await outcome(rule, role), role).toBe(forbidden('Only staff can change the resource library.'));
    }
    expect(await outcome(rule, null)).toBe(SIGNED_OUT);
  });
});
