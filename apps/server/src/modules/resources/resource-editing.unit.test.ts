import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseLink, reordered } from './resource-editing.service.js';

describe('a link’s address (D-582)', () => {
  it('takes an address without a scheme as https and keeps http and https', () => {
    expect(normaliseLink('example.com/guide')).toBe('https://example.com/guide');
    expect(normaliseLink('  http://example.com  ')).toBe('http://example.com/');
    expect(normaliseLink('HTTPS://Example.com/A?b=1#c')).toBe('https://example.com/A?b=1#c');
  });

  it('refuses what is not a web address', () => {
    for (const text of ['javascript:alert(1)', 'mailto:a@b.c', 'ftp://example.com', 'not a link', 'intranet', '', 'https://']) expect(normaliseLink(text), text).toBeNull();
  });
});

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
