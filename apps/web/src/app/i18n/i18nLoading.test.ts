import { describe, expect, it } from 'vitest';
import { i18n, initI18n, loadPageNamespaces, NAMESPACES, PAGE_NAMESPACES } from './i18n';

describe('locale resources (LOC-04)', () => {
  it('starts in en and fetches only the active locale, on demand', async () => {
    await initI18n();
    expect(i18n.language).toBe('en');
    expect(i18n.t('validation.invalid')).toBe('Invalid field');
    expect(i18n.hasResourceBundle('fr', 'common')).toBe(false);

    await i18n.changeLanguage('fr');
    const pageNamespaces: readonly string[] = PAGE_NAMESPACES;
    for (const ns of NAMESPACES.filter((n) => !pageNamespaces.includes(n))) expect(i18n.hasResourceBundle('fr', ns), ns).toBe(true);
    // A page's own namespaces come with the page, in the active language and in English (the fallback), not before.
    for (const ns of PAGE_NAMESPACES) {
      expect(i18n.hasResourceBundle('fr', ns), ns).toBe(false);
      expect(i18n.hasResourceBundle('en', ns), ns).toBe(false);
    }
    await loadPageNamespaces(PAGE_NAMESPACES);
    for (const ns of PAGE_NAMESPACES) {
      expect(i18n.hasResourceBundle('fr', ns), ns).toBe(true);
      expect(i18n.hasResourceBundle('en', ns), ns).toBe(true);
    }
    expect(i18n.t('validation.invalid')).toBe('Champ non valide');
    // No other locale was fetched along the way.
    for (const other of ['de', 'es', 'ar', 'ko', 'uk', 'pt', 'tr', 'id', 'ja_JP']) {
      expect(i18n.hasResourceBundle(other, 'common'), other).toBe(false);
    }
  });
});
