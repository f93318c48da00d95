import { describe, expect, it } from 'vitest';
import { isPublicPath, withScheme } from './constants.js';
import { CURRENCIES, DEFAULT_CURRENCY, yearList } from './reference.js';
import { FEATURE_FLAGS } from './flags.js';

describe('constants', () => {
  it('adds http:// to links lacking a scheme (ERR-22)', () => {
    expect(withScheme('example.com')).toBe('http://example.com');
    expect(withScheme('https://example.com')).toBe('https://example.com');
    expect(withScheme('mailto:a@b.c')).toBe('mailto:a@b.c');
  });
  it('knows the public paths for error handling (RTE-16)', () => {
    for (const p of ['/login', '/reset/abc', '/application/new', '/acceptinvitation', '/forgotpassword', '/share/forms/x', '/welcome']) {
      expect(isPublicPath(p)).toBe(true);
    }
    expect(isPublicPath('/tasks')).toBe(false);
    expect(isPublicPath('/login/extra')).toBe(false);
  });
  it('lists 35 currencies with USD as default (REF-01)', () => {
    expect(CURRENCIES).toHaveLength(35);
    expect(DEFAULT_CURRENCY).toBe('USD');
  });
  it('lists 38 feature flags (FLG)', () => {
    expect(new Set(FEATURE_FLAGS).size).toBe(38);
  });
  it('runs the year list from the current year down to 1950 (REF-19)', () => {
    const years = yearList(new Date('2026-06-01'));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1950);
  });
});
