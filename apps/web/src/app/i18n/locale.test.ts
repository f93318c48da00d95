import { describe, expect, it } from 'vitest';
import { directionOf, htmlLang, langCookie, readLangPreference, resolveLocale, shouldChangeLanguage } from './locale';

describe('locale resolution (LOC-03)', () => {
  it('uses the user language, else the incubator default, else en', () => {
    expect(resolveLocale({ preference: null, userLanguage: 'de', incubatorDefault: 'fr' })).toBe('de');
    expect(resolveLocale({ preference: null, userLanguage: null, incubatorDefault: 'fr' })).toBe('fr');
    expect(resolveLocale({ preference: null, userLanguage: 'xx', incubatorDefault: undefined })).toBe('en');
    expect(resolveLocale({ preference: null, userLanguage: 'ja', incubatorDefault: null })).toBe('ja_JP');
  });
  it('an explicit choice (lang_pref) wins', () => {
    expect(resolveLocale({ preference: 'ar', userLanguage: 'de', incubatorDefault: 'fr' })).toBe('ar');
  });
});

describe('lang_pref cookie (LOC-05)', () => {
  it('is set for 60 days, secure, path /', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const cookie = langCookie('fr', now);
    expect(cookie).toContain('lang_pref=fr');
    expect(cookie).toContain('path=/');
    expect(cookie).toContain('secure');
    expect(cookie).toContain(`expires=${new Date('2026-03-02T00:00:00Z').toUTCString()}`);
  });
  it('is read back', () => {
    expect(readLangPreference('a=1; lang_pref=uk; b=2')).toBe('uk');
    expect(readLangPreference('lang_pref=zz')).toBeNull();
    expect(readLangPreference('')).toBeNull();
  });
});

describe('language chooser and direction (LOC-02, LOC-06)', () => {
  it('changes only when the choice differs', () => {
    expect(shouldChangeLanguage('en', 'en')).toBe(false);
    expect(shouldChangeLanguage('en', 'fr')).toBe(true);
    expect(shouldChangeLanguage('ja_JP', 'ja_JP')).toBe(false);
  });
  it('Arabic is right to left, others left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('uk')).toBe('ltr');
    expect(htmlLang('ja_JP')).toBe('ja-JP');
  });
});
