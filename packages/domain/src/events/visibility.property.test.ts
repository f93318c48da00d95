/** Properties of the visibility rule (D-420): monotone in the lists, isNot always wins, dimensions independent. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayViewerSeeEvent, OPEN_VISIBILITY, passesRule, VISIBILITY_DIMENSIONS, type EventVisibility, type VisibilityFacts, type VisibilityRule } from './visibility.js';

const ids = fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 4 });
const rule: fc.Arbitrary<VisibilityRule> = fc.record({ is: ids, isNot: ids });
const visibility: fc.Arbitrary<EventVisibility> = fc.record({ userRoles: rule, userTags: rule, startupTags: rule, startupPrograms: rule });
const facts: fc.Arbitrary<VisibilityFacts> = fc.record({ roleIds: ids, userTagIds: ids, startupTagIds: ids, programIds: ids });

describe('visibility properties', () => {
  it('a viewer holding an id of an isNot list never passes that rule', () => {
    fc.assert(fc.property(rule, ids, (r, held) => {
      if (held.some((id) => r.isNot.includes(id))) expect(passesRule(r, held)).toBe(false);
    }));
  });

  it('an empty is list and a disjoint isNot list always pass', () => {
    fc.assert(fc.property(ids, ids, (isNot, held) => {
      const disjoint = isNot.filter((id) => !held.includes(id));
      expect(passesRule({ is: [], isNot: disjoint }, held)).toBe(true);
    }));
  });

  it('holding more ids never hides an event unless one is excluded (monotone in is)', () => {
    fc.assert(fc.property(rule, ids, ids, (r, held, extra) => {
      const more = [...held, ...extra.filter((id) => !r.isNot.includes(id))];
      if (passesRule(r, held)) expect(passesRule(r, more)).toBe(true);
    }));
  });

  it('the event is seen exactly when every dimension passes on its own', () => {
    fc.assert(fc.property(visibility, facts, (v, f) => {
      const held = { userRoles: f.roleIds, userTags: f.userTagIds, startupTags: f.startupTagIds, startupPrograms: f.programIds };
      const each = VISIBILITY_DIMENSIONS.every((d) => mayViewerSeeEvent({ ...OPEN_VISIBILITY, [d]: v[d] }, f) === passesRule(v[d], held[d]));
      expect(each).toBe(true);
      expect(mayViewerSeeEvent(v, f)).toBe(VISIBILITY_DIMENSIONS.every((d) => passesRule(v[d], held[d])));
    }));
  });

  it('adding an id to an isNot list never lets more viewers in', () => {
    fc.assert(fc.property(visibility, facts, fc.constantFrom(...VISIBILITY_DIMENSIONS), fc.constantFrom('a', 'b', 'c'), (v, f, d, id) => {
      const tighter = { ...v, [d]: { ...v[d], isNot: [...v[d].isNot, id] } };
      if (mayViewerSeeEvent(tighter, f)) expect(mayViewerSeeEvent(v, f)).toBe(true);
    }));
  });
});
