import { describe, expect, it } from 'vitest';
import { forbidden, outcome, SIGNED_OUT } from '../../permissions/access-test-kit.js';
import { throttlingPolicy } from '../throttling/throttling.policy.js';
import { ssoPolicy, ssoRoutePolicy } from './sso.policy.js';

describe('sso policy (D-106)', () => {
  it('the configuration and the sign-in unlock: the admin group only', async () => {
    for (const rule of [ssoPolicy.updateSsoConfiguration, throttlingPolicy.clearLoginFailures]) {
      expect(await outcome(rule, 'AdminCoach')).toBe('allowed');
      expect(await outcome(rule, 'SubAdmin')).toBe(forbidden('Only administrators can do this'));
      expect(await outcome(rule, null)).toBe(SIGNED_OUT);
    }
  });

  it('the sign-in round trip answers visitors', async () => {
    expect(await outcome(ssoRoutePolicy.signIn, null)).toBe('allowed');
  });
});
