import { isLocale, isRtl } from '@hatchery/domain';

/**
 * `lang` and `dir` of text written in `locale`: an English page shown in the Arabic interface reads left to right, and
 * screen readers pronounce it as English.
 */
export function contentLanguage(locale: string): { lang: string; dir: 'ltr' | 'rtl' } {
  return { lang: locale.replace('_', '-'), dir: isLocale(locale) && isRtl(locale) ? 'rtl' : 'ltr' };
}
