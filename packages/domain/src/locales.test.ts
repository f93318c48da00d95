import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES, effectiveLocale, isRtl, normalizeLocale } from './locales.js';

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
