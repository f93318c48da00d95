import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { movedTo, reordered } from './ordering.js';

describe('moving one place (D-582)', () => {
  it('swaps with the neighbour and leaves the ends where they are', () => {
    expect(reordered(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(reordered(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(reordered(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(reordered(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
    expect(reordered(['a'], 'x', 1)).toEqual(['a']);
  });

  it('keeps every item exactly once, and moving back undoes it', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 12 }), fc.nat(), fc.constantFrom(-1 as const, 1 as const), (ids, pick, offset) => {
        const id = ids[pick % ids.length]!;
        const moved = reordered(ids, id, offset);
        expect([...moved].sort()).toEqual([...ids].sort());
        const index = moved.indexOf(id);
        const changed = moved.join('\u0000') !== ids.join('\u0000');
        if (changed) expect(reordered(moved, id, offset === 1 ? -1 : 1)).toEqual(ids);
        expect(Math.abs(index - ids.indexOf(id))).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('moving to an index (D-583)', () => {
  it('puts the item at the index, clamped to the list', () => {
    expect(movedTo(['a', 'b', 'c'], 'a', 2)).toEqual(['b', 'c', 'a']);
    expect(movedTo(['a', 'b', 'c'], 'c', 0)).toEqual(['c', 'a', 'b']);
    expect(movedTo(['a', 'b', 'c'], 'b', 99)).toEqual(['a', 'c', 'b']);
    expect(movedTo(['a', 'b', 'c'], 'b', -5)).toEqual(['b', 'a', 'c']);
    expect(movedTo(['a', 'b'], 'x', 1)).toEqual(['a', 'x', 'b']);
    expect(movedTo([], 'x', 3)).toEqual(['x']);
  });

  it('keeps every other item once and in its order, and the moved one lands where asked', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { maxLength: 12 }), fc.string(), fc.integer({ min: -20, max: 20 }), (ids, id, index) => {
        const moved = movedTo(ids, id, index);
        const others = ids.filter((other) => other !== id);
        expect(moved.filter((other) => other !== id)).toEqual(others);
        expect(moved.filter((other) => other === id)).toHaveLength(1);
        expect(moved.indexOf(id)).toBe(Math.min(Math.max(index, 0), others.length));
      }),
    );
  });
});
