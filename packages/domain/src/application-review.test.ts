import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPublicEmailDomain, pairKey, planAssignments, seededShuffle, sharedPrivateDomain } from './application-review.js';

describe('conflicts: e-mail domains (D-264)', () => {
  it('a shared company domain is a conflict; public providers are not', () => {
    expect(sharedPrivateDomain('ana@acme-ventures.io', 'Bob@ACME-ventures.io')).toBe('acme-ventures.io');
    expect(sharedPrivateDomain('ana@gmail.com', 'bob@gmail.com')).toBeNull();
    expect(sharedPrivateDomain('ana@a.io', 'bob@b.io')).toBeNull();
    expect(isPublicEmailDomain('mail.yahoo.com')).toBe(true);
    expect(sharedPrivateDomain('evaluator@demo.test', 'applicant@demo.test')).toBeNull();
  });
});

describe('assignment planner (D-261)', () => {
  const apps = Array.from({ length: 10 }, (_, i) => `a${i}`);
  const evaluators = ['u1', 'u2', 'u3', 'u4'];

  it('balanced: each application gets k evaluators and loads differ by at most one; the same seed gives the same plan', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.string(), (k, seed) => {
        const plan = planAssignments({ applicationIds: apps, evaluatorIds: evaluators, perApplication: k, loadCap: () => null, load: new Map(), assigned: new Set(), conflicts: new Set(), seed });
        const perApp = new Map<string, number>();
        const loads = new Map<string, number>();
        for (const p of plan.pairs) {
          perApp.set(p.applicationId, (perApp.get(p.applicationId) ?? 0) + 1);
          loads.set(p.evaluatorId, (loads.get(p.evaluatorId) ?? 0) + 1);
        }
        const values = evaluators.map((e) => loads.get(e) ?? 0);
        const again = planAssignments({ applicationIds: apps, evaluatorIds: evaluators, perApplication: k, loadCap: () => null, load: new Map(), assigned: new Set(), conflicts: new Set(), seed });
        return apps.every((a) => perApp.get(a) === k) && Math.max(...values) - Math.min(...values) <= 1 && JSON.stringify(again) === JSON.stringify(plan);
      }),
    );
  });

  it('conflicted pairs are never assigned and are reported; a load cap stops an evaluator', () => {
    const conflicts = new Set([pairKey('a0', 'u1'), pairKey('a1', 'u1')]);
    const plan = planAssignments({ applicationIds: apps, evaluatorIds: evaluators, perApplication: 2, loadCap: (e) => (e === 'u2' ? 1 : null), load: new Map(), assigned: new Set(), conflicts, seed: 's' });
    expect(plan.pairs.some((p) => conflicts.has(pairKey(p.applicationId, p.evaluatorId)))).toBe(false);
    expect(plan.skipped.filter((s) => s.reason === 'conflict')).toHaveLength(2);
    expect(plan.pairs.filter((p) => p.evaluatorId === 'u2')).toHaveLength(1);
  });

  it('tag match: only evaluators sharing a tag; none → reported', () => {
    const plan = planAssignments({
      applicationIds: ['a0', 'a1'],
      evaluatorIds: evaluators,
      perApplication: 1,
      loadCap: () => null,
      load: new Map(),
      assigned: new Set(),
      conflicts: new Set(),
      overlap: (a, e) => (a === 'a0' && e === 'u3' ? 2 : 0),
      seed: 's',
    });
    expect(plan.pairs).toEqual([{ applicationId: 'a0', evaluatorId: 'u3' }]);
    expect(plan.skipped).toEqual([{ applicationId: 'a1', evaluatorId: null, reason: 'noTagMatch' }]);
  });

  it('seeded shuffle is a permutation', () => {
    fc.assert(fc.property(fc.array(fc.integer()), fc.string(), (items, seed) => JSON.stringify([...seededShuffle(items, seed)].sort()) === JSON.stringify([...items].sort())));
  });
});
