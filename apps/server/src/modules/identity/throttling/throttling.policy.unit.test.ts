import { describe, expect, it } from 'vitest';
import { forbidden, outcome } from '../../permissions/access-test-kit.js';
import { throttlingPolicy } from './throttling.policy.js';

describe('security policy (D-106)', () => {
  it('clearing sign-in failures: the admin group only', async () => {
    expect(await outcome(throttlingPolicy.clearLoginFailures, 'Admin')).toBe('allowed');
    expect(await outcome(throttlingPolicy.clearLoginFailures, 'Staff')).toBe(forbidden('Only administrators can do this'));
  });
});
