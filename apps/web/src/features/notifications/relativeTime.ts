/**
 * Relative times in the panel ("5 minutes ago"), in the reader's language, refreshed every 10 s (NTF-10, D1 §9).
 * dayjs keeps English built in; another language's wording is a small chunk fetched when first needed.
 */
import { RELATIVE_TIME_REFRESH_MS } from '@hatchery/domain';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useEffect, useState } from 'react';

dayjs.extend(relativeTime);

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

/** The current time, ticking every `intervalMs` (10 s by default) while the component is mounted. */
export function useNow(intervalMs: number = RELATIVE_TIME_REFRESH_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const handle = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(handle);
  }, [intervalMs]);
  return now;
}

/** "5 minutes ago" in the given dayjs locale; a time slightly ahead of the clock reads as just now, not "in …". */
export function formatRelative(iso: string, now: number, locale: string): string {
  const at = dayjs(iso);
  return (at.valueOf() > now ? dayjs(now) : at).locale(locale).from(now);
}

/** The full date and time, for the tooltip, in the app locale (`ja_JP` → `ja-JP`). */
export function formatFull(iso: string, appLocale: string): string {
  try {
    return new Intl.DateTimeFormat(appLocale.replace('_', '-'), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  } catch {
    return new Date(iso).toISOString();
  }
}
