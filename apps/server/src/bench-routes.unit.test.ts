import { describe, expect, it } from 'vitest';
import { outcome, SIGNED_OUT } from './modules/permissions/access-test-kit.js';
import { benchRoutePolicy } from './bench-routes.js';

describe('bench routes policy', () => {
  it('the bench route needs a viewer', async () => {
    expect(await outcome(benchRoutePolicy.benchCurrentUser, null)).toBe(SIGNED_OUT);
    expect(await outcome(benchRoutePolicy.benchCurrentUser, 'Mentor')).toBe('allowed');
  });
});
