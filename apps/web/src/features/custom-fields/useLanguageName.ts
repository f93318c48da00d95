import type { Locale } from '@hatchery/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A language's name in the page's language ("ar" → "Arabic" in English, "العربية" in Arabic). */
export function useLanguageName(): (lang: Locale) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([i18n.language.replace('_', '-')], { type: 'language' });
    } catch {
      names = null;
    }
    return (lang: Locale) => names?.of(lang.replace('_', '-')) ?? lang;
  }, [i18n.language]);
}
