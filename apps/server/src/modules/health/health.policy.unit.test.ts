import { describe, expect, it } from 'vitest';
import { outcome } from '../permissions/access-test-kit.js';
import { healthRoutePolicy } from './health.policy.js';

describe('health policy (D-106)', () => {
  it('the probes answer anyone', async () => {
    expect(await outcome(healthRoutePolicy.probe, null)).toBe('allowed');
  });
});
