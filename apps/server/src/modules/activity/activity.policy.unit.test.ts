import { describe, expect, it } from 'vitest';
import { forbidden, outcome, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { activityPolicy } from './activity.policy.js';

describe('activity policy (D-106)', () => {
  it('the log: the admin group only, refused as the settings pages are', async () => {
    expect(await outcome(activityPolicy.activityLogs, 'AdminCoach')).toBe('allowed');
    expect(await outcome(activityPolicy.activityLogs, 'Staff')).toBe(forbidden('Only administrators can change organisation settings.'));
    expect(await outcome(activityPolicy.activityLogs, null)).toBe(SIGNED_OUT);
  });
});
