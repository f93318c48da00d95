import { describe, expect, it } from 'vitest';
import { APP_LANGUAGES, SUPPORTED_LOCALES, chooserLocales, effectiveLocale, isRtl, normalizeLocale } from './locales.js';

describe('locales (LOC-01..03)', () => {
  it('supports the 11 locales of D1 §1', () => {
    expect([...SUPPORTED_LOCALES].sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'id', 'ja_JP', 'ko', 'pt', 'tr', 'uk']);
  });
  it('prefers the user language, then the incubator default, then en', () => {
    expect(effectiveLocale('de', 'fr')).toBe('de');
    expect(effectiveLocale(null, 'fr')).toBe('fr');
    expect(effectiveLocale(undefined, undefined)).toBe('en');
    expect(effectiveLocale('xx', 'yy')).toBe('en');
  });
  it('normalises regional tags', () => {
    expect(normalizeLocale('pt-BR')).toBe('pt');
    expect(normalizeLocale('ja')).toBe('ja_JP');
    expect(normalizeLocale('fr_CA')).toBe('fr');
    expect(normalizeLocale('zz')).toBeNull();
  });
  it('lays out Arabic right to left only', () => {
    expect(isRtl('ar')).toBe(true);
    expect(SUPPORTED_LOCALES.filter(isRtl)).toEqual(['ar']);
  });
});

describe('language lists (GAP-04)', () => {
  const NINE = ['en', 'fr', 'es', 'ar', 'ko', 'uk', 'de', 'pt', 'tr'];

  it('the choosers offer the nine app languages of D2 §9, not id or ja_JP', () => {
    for (const current of APP_LANGUAGES) expect(chooserLocales(current), current).toEqual(NINE);
    expect(chooserLocales('en')).not.toContain('id');
    expect(chooserLocales('en')).not.toContain('ja_JP');
  });

  it('the resolver accepts every D1 locale, id and ja_JP included, and falls back to en', () => {
    for (const locale of SUPPORTED_LOCALES) expect(effectiveLocale(locale, null), locale).toBe(locale);
    expect(effectiveLocale('id', 'fr')).toBe('id');
    expect(effectiveLocale(null, 'ja_JP')).toBe('ja_JP');
    expect(effectiveLocale('gom-deva', 'xx')).toBe('en');
  });

  it('a user already on id or ja_JP still sees their own locale offered, after the nine', () => {
    expect(chooserLocales('id')).toEqual([...NINE, 'id']);
    expect(chooserLocales('ja_JP')).toEqual([...NINE, 'ja_JP']);
  });
});
