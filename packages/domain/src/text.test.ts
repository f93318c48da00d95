import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './text.js';

describe('storable text', () => {
  it('refuses NUL and unpaired surrogates, keeps everything else (pairs, emoji, controls)', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\uD800', 'x\uDBFF', '\uDC00y', '\uDFFF', '\uDC00\uD800']) expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['', 'plain', '😀', '\uD83D\uDE00', 'tab\there', 'é', '\u202E', '\uFFFF']) expect(isStorableText(good), JSON.stringify(good)).toBe(true);
  });

  it('agrees with "has a UTF-8 form and no NUL" (encodeURIComponent refuses exactly the unpaired surrogates)', () => {
    const hasUtf8Form = (text: string): boolean => {
      try {
        encodeURIComponent(text);
        return true;
      } catch {
        return false;
      }
    };
    const unit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 12 }), (text) => {
        expect(isStorableText(text)).toBe(hasUtf8Form(text) && !text.includes('\u0000'));
      }),
      { seed: 86, numRuns: 2000 },
    );
  });

  it('names the first bad string or key by its path', () => {
    expect(findUnstorableText({ user: { firstName: 'Ada', lastName: 'x\u0000' } })).toBe('user.lastName');
    expect(findUnstorableText({ items: ['ok', { name: '\uD800' }] }, 'input')).toBe('input.items[1].name');
    expect(findUnstorableText({ 'bad\u0000key': 1 })).toBe('"bad\\u0000key"');
    expect(findUnstorableText({ a: { 'we ird': '\u0000' } })).toBe('a["we ird"]');
    expect(findUnstorableText(['\uDC00'], 'ids')).toBe('ids[0]');
    expect(findUnstorableText({ a: [1, true, null, { b: 'fine' }] })).toBeNull();
  });

  it('walks a deeply nested value without recursion', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findUnstorableText(deep)).toMatch(/^(\[0\]){100000}$/);
  });
});
