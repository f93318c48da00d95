import { describe, expect, it } from 'vitest';
import { LINK_STEP_MS, signFileAccess, verifyFileAccess } from './file-links.js';

const grant = { incubatorId: '11111111-1111-4111-8111-111111111111', userId: '22222222-2222-4222-8222-222222222222' };
const fileId = '33333333-3333-4333-8333-333333333333';
const now = Date.UTC(2026, 10, 24, 10, 15);

describe('signed file links', () => {
  it('verify for the same tenant, file and secret until the expiry, stable within the hour', () => {
    const access = signFileAccess('s'.repeat(32), grant, fileId, now);
    expect(signFileAccess('s'.repeat(32), grant, fileId, now + 10 * 60_000)).toBe(access);
    expect(verifyFileAccess('s'.repeat(32), grant.incubatorId, fileId, access, now)).toBe(grant.userId);
    expect(verifyFileAccess('s'.repeat(32), grant.incubatorId, fileId, access, now + LINK_STEP_MS)).toBe(grant.userId);
    expect(verifyFileAccess('s'.repeat(32), grant.incubatorId, fileId, access, now + 2 * LINK_STEP_MS)).toBeNull();
  });

  it('refuse another file, tenant, secret, user or a tampered expiry', () => {
    const access = signFileAccess(undefined, grant, fileId, now);
    expect(verifyFileAccess(undefined, grant.incubatorId, fileId, access, now)).toBe(grant.userId);
    expect(verifyFileAccess(undefined, grant.incubatorId, grant.userId, access, now)).toBeNull();
    expect(verifyFileAccess(undefined, grant.userId, fileId, access, now)).toBeNull();
    expect(verifyFileAccess('other-secret-other-secret-other-secret', grant.incubatorId, fileId, access, now)).toBeNull();
    const [expiry, , sig] = access.split('.');
    expect(verifyFileAccess(undefined, grant.incubatorId, fileId, `${expiry}.${fileId}.${sig}`, now)).toBeNull();
    expect(verifyFileAccess(undefined, grant.incubatorId, fileId, `${Number(expiry) + LINK_STEP_MS}.${grant.userId}.${sig}`, now)).toBeNull();
    for (const bad of ['', 'x', `${expiry}.${grant.userId}.`, `${expiry}.${grant.userId}.${sig}x`]) {
      expect(verifyFileAccess(undefined, grant.incubatorId, fileId, bad, now)).toBeNull();
    }
  });
});
