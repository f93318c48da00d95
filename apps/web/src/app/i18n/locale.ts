import { LANG_COOKIE, LANG_COOKIE_DAYS, effectiveLocale, isRtl, normalizeLocale, type Locale } from '@hatchery/domain';

export function readCookie(name: string, cookieString: string = document.cookie): string | null {
  for (const part of cookieString.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The cookie string for an explicit language choice: 60 days, secure, path / (LOC-05, GAP-03). */
export function langCookie(locale: Locale, now: Date = new Date()): string {
  const expires = new Date(now.getTime() + LANG_COOKIE_DAYS * 24 * 60 * 60 * 1000);
  return `${LANG_COOKIE}=${encodeURIComponent(locale)}; expires=${expires.toUTCString()}; path=/; secure; samesite=lax`;
}

export function readLangPreference(cookieString?: string): Locale | null {
  return normalizeLocale(readCookie(LANG_COOKIE, cookieString));
}

export function storeLangPreference(locale: Locale): void {
  document.cookie = langCookie(locale);
}

export interface LocaleInputs {
  /** An explicit choice from the chooser (cookie lang_pref). */
  preference: Locale | null;
  userLanguage: string | null | undefined;
  incubatorDefault: string | null | undefined;
}

/** LOC-03: explicit choice, else the user's language, else the incubator default, else en. */
export function resolveLocale({ preference, userLanguage, incubatorDefault }: LocaleInputs): Locale {
  return preference ?? effectiveLocale(userLanguage, incubatorDefault);
}

/** LOC-06: the chooser acts only when the chosen locale differs from the current one. */
export function shouldChangeLanguage(current: string, chosen: Locale): boolean {
  return normalizeLocale(current) !== chosen;
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return isRtl(locale) ? 'rtl' : 'ltr';
}

/** BCP 47 tag for <html lang> (ja_JP → ja-JP). */
export function htmlLang(locale: Locale | string): string {
  return locale.replace('_', '-');
}
