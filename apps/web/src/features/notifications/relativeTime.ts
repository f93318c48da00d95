/**
 * Relative times in the panel ("5 minutes ago"), in the reader's language, refreshed every 10 s (NTF-10, D1 §9).
 * dayjs keeps English built in; another language's wording is a small chunk fetched when first needed.
 */
import { RELATIVE_TIME_REFRESH_MS } from '@hatchery/domain';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useEffect, useState } from 'react';

dayjs.extend(relativeTime);

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
