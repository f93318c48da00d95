/** Locales of D1 §1 (the resolver accepts all) and D2 §9 (GAP-04). */
export const SUPPORTED_LOCALES = ['ar', 'de', 'en', 'es', 'fr', 'id', 'ja_JP', 'ko', 'pt', 'tr', 'uk'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const RTL_LOCALES: readonly Locale[] = ['ar'];
/** App languages of D2 §9. */
export const APP_LANGUAGES = ['en', 'fr', 'es', 'ar', 'ko', 'uk', 'de', 'pt', 'tr'] as const;
export const EMAIL_LANGUAGES = ['en', 'fr', 'es', 'de', 'pt'] as const;
/** GAP-04: the language choosers offer the app languages, plus the current locale when it is another one (id, ja_JP). */
export function chooserLocales(current: Locale): readonly Locale[] {
  return (APP_LANGUAGES as readonly Locale[]).includes(current) ? APP_LANGUAGES : [...APP_LANGUAGES, current];
}
/** Native names shown in the language chooser. */
export const LOCALE_NAMES: Record<Locale, string> = {
  ar: 'العربية',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  id: 'Bahasa Indonesia',
  ja_JP: '日本語',
  ko: '한국어',
  pt: 'Português',
  tr: 'Türkçe',
  uk: 'Українська',
};
export const LANG_COOKIE = 'lang_pref';
export const LANG_COOKIE_DAYS = 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** Maps loose tags (fr-FR, pt_BR, ja) onto a supported locale, or null. */
export function normalizeLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  if (isLocale(value)) return value;
  const base = value.replace('-', '_').split('_')[0]?.toLowerCase();
  if (base === 'ja') return 'ja_JP';
  return isLocale(base) ? base : null;
}

/** D1 §1: the user's own language, else the incubator's default, else en. */
export function effectiveLocale(userLanguage?: string | null, incubatorDefault?: string | null): Locale {
  return normalizeLocale(userLanguage) ?? normalizeLocale(incubatorDefault) ?? DEFAULT_LOCALE;
}

export function isRtl(locale: Locale): boolean {
  return RTL_LOCALES.includes(locale);
}
