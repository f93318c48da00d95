/**
 * dayjs wording (month names, "AM"/"PM", relative times) in the reader's language. dayjs keeps English built in;
 * another language's wording is a small chunk fetched when first needed.
 */
import { useEffect, useState } from 'react';

/** The dayjs locale of each app locale (dayjs names Japanese `ja`). */
const DAYJS_LOCALES: Record<string, () => Promise<unknown>> = {
  ar: () => import('dayjs/locale/ar'),
  de: () => import('dayjs/locale/de'),
  es: () => import('dayjs/locale/es'),
  fr: () => import('dayjs/locale/fr'),
  id: () => import('dayjs/locale/id'),
  ja_JP: () => import('dayjs/locale/ja'),
  ko: () => import('dayjs/locale/ko'),
  pt: () => import('dayjs/locale/pt'),
  tr: () => import('dayjs/locale/tr'),
  uk: () => import('dayjs/locale/uk'),
};

export function dayjsLocaleOf(appLocale: string): string {
  if (appLocale === 'ja_JP') return 'ja';
  return appLocale in DAYJS_LOCALES ? appLocale : 'en';
}

const loaded = new Set<string>(['en']);

/** Registers the dayjs locale of an app locale (once) and answers its dayjs name; English on failure. */
export async function loadDayjsLocale(appLocale: string): Promise<string> {
  const name = dayjsLocaleOf(appLocale);
  if (loaded.has(name)) return name;
  try {
    await DAYJS_LOCALES[appLocale]?.();
    loaded.add(name);
    return name;
  } catch {
    return 'en';
  }
}

/** The dayjs locale to format with: English until the app locale's wording has arrived. */
export function useDayjsLocale(appLocale: string): string {
  const wanted = dayjsLocaleOf(appLocale);
  const [ready, setReady] = useState<string>(() => (loaded.has(wanted) ? wanted : 'en'));
  useEffect(() => {
    let current = true;
    void loadDayjsLocale(appLocale).then((name) => {
      if (current) setReady(name);
    });
    return () => {
      current = false;
    };
  }, [appLocale]);
  return loaded.has(wanted) ? wanted : ready;
}

