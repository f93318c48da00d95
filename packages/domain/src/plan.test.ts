import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from './flags.js';
import { FEATURE_FLAG_GROUPS, featureState, PLAN_FEATURE_FLAGS, PLAN_FEATURES, planFeatureState } from './plan.js';

describe('plan gating (GAP-17)', () => {
  const flags = [
    { name: 'course', enabled: false, activated: false },
    { name: 'liveChat', enabled: true, activated: false },
    { name: 'milestones', enabled: true, activated: true },
    { name: 'zoomIntegration', enabled: false, activated: false },
    { name: 'teamsIntegration', enabled: true, activated: true },
  ];

  it('locked when not in the plan, off when not switched on, on otherwise; unknown flags are locked', () => {
    expect(featureState(flags, 'course')).toBe('locked');
    expect(featureState(flags, 'liveChat')).toBe('off');
    expect(featureState(flags, 'milestones')).toBe('on');
    expect(featureState(flags, 'nope')).toBe('locked');
  });

  it('a plan feature takes the best state of its flags', () => {
    expect(planFeatureState(flags, 'videoConferencing')).toBe('on');
    expect(planFeatureState(flags, 'hoursAllocation')).toBe('locked');
  });

  it('maps every plan feature to catalogue flags, and groups every flag exactly once', () => {
    for (const feature of PLAN_FEATURES) {
      expect(PLAN_FEATURE_FLAGS[feature].every((name) => (FEATURE_FLAGS as readonly string[]).includes(name))).toBe(true);
    }
    const grouped = FEATURE_FLAG_GROUPS.flatMap((group) => group.flags);
    expect([...grouped].sort()).toEqual([...FEATURE_FLAGS].sort());
  });
});
