import { describe, expect, it } from 'vitest';
import { outcome, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { filesRoutePolicy } from './files.policy.js';

describe('files routes policy (D-106)', () => {
  it('every attachment route needs a viewer; opening a file is decided with the file', async () => {
    const { open, ...signedIn } = filesRoutePolicy;
    for (const rule of Object.values(signedIn)) {
      expect(await outcome(rule, null)).toBe(SIGNED_OUT);
      expect(await outcome(rule, 'Applicant')).toBe('allowed');
    }
    expect(await outcome(open, null)).toBe('allowed');
  });
});
