import { describe, expect, it } from 'vitest';
import { forbidden, outcome } from '../permissions/access-test-kit.js';
import { securityPolicy } from './security.policy.js';

describe('security policy (D-106)', () => {
  it('clearing sign-in failures: the admin group only', async () => {
    expect(await outcome(securityPolicy.clearLoginFailures, 'Admin')).toBe('allowed');
    expect(await outcome(securityPolicy.clearLoginFailures, 'Staff')).toBe(forbidden('Only administrators can do this'));
  });
});
