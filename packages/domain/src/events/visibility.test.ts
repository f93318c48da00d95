import { describe, expect, it } from 'vitest';
import { eventInputSchema } from './vocabulary.js';
import { isOpenVisibility, mayViewerSeeEvent, OPEN_VISIBILITY, visibilityRefusal, type EventVisibility, type VisibilityFacts } from './visibility.js';

const facts = (over: Partial<VisibilityFacts> = {}): VisibilityFacts => ({ roleIds: ['role-founder'], userTagIds: ['ut-1'], startupTagIds: ['st-1'], programIds: ['p-1'], ...over });
const withRule = (dimension: keyof EventVisibility, is: string[], isNot: string[] = []): EventVisibility => ({ ...OPEN_VISIBILITY, [dimension]: { is, isNot } });

describe('event visibility rules (D2 §3.7, D-420)', () => {
  it('open visibility lets everybody in, even a viewer with no tags, startup or program', () => {
    expect(isOpenVisibility(OPEN_VISIBILITY)).toBe(true);
    expect(mayViewerSeeEvent(OPEN_VISIBILITY, { roleIds: ['r'], userTagIds: [], startupTagIds: [], programIds: [] })).toBe(true);
  });

  it.each([
    ['userRoles', 'roleIds', 'role-founder'],
    ['userTags', 'userTagIds', 'ut-1'],
    ['startupTags', 'startupTagIds', 'st-1'],
    ['startupPrograms', 'programIds', 'p-1'],
  ] as const)('%s: the is list admits a holder and refuses the others', (dimension, fact, held) => {
    expect(visibilityRefusal(withRule(dimension, [held, 'other']), facts())).toBeNull();
    expect(visibilityRefusal(withRule(dimension, ['other']), facts())).toBe(dimension);
    expect(visibilityRefusal(withRule(dimension, [held]), facts({ [fact]: [] }))).toBe(dimension);
  });

  it.each([
    ['userRoles', 'role-founder'],
    ['userTags', 'ut-1'],
    ['startupTags', 'st-1'],
    ['startupPrograms', 'p-1'],
  ] as const)('%s: the isNot list refuses a holder even when the is list admits them', (dimension, held) => {
    expect(visibilityRefusal(withRule(dimension, [], [held]), facts())).toBe(dimension);
    expect(visibilityRefusal(withRule(dimension, [held], [held]), facts())).toBe(dimension);
    expect(visibilityRefusal(withRule(dimension, [], ['other']), facts())).toBeNull();
  });

  it('every dimension must let the viewer through', () => {
    const visibility: EventVisibility = { ...OPEN_VISIBILITY, userRoles: { is: ['role-founder'], isNot: [] }, startupPrograms: { is: ['p-2'], isNot: [] } };
    expect(visibilityRefusal(visibility, facts())).toBe('startupPrograms');
    expect(mayViewerSeeEvent(visibility, facts({ programIds: ['p-1', 'p-2'] }))).toBe(true);
  });
});

describe('eventInputSchema', () => {
  it('names the field of an end before the start', () => {
    const result = eventInputSchema.safeParse({ startTime: '2026-12-01T10:00:00Z', endTime: '2026-12-01T09:00:00Z' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['endTime']);
  });

  it('refuses a capacity of 0 and a link without a scheme, naming each field', () => {
    const result = eventInputSchema.safeParse({ capacity: 0, conferenceUrl: 'meet.example.com/x' });
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(['capacity', 'conferenceUrl']);
  });

  it('fills the defaults of an empty draft', () => {
    const value = eventInputSchema.parse({});
    expect(value).toMatchObject({ title: null, capacity: null, editPermission: 'hosts', hostIds: [], visibility: OPEN_VISIBILITY });
  });
});
