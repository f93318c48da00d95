import { useMemo } from 'react';
import { htmlLang } from '../../app/i18n/locale';
import { useLocale } from '../../app/i18n/LocaleProvider';

/** An event's start–end in the reader's language and the event's zone (or the browser's when it has none). */
export function useEventTime(): (start: string | null, end: string | null, timeZone: string | null) => string {
  const { locale } = useLocale();
  return useMemo(() => {
    const tag = htmlLang(locale);
    return (start, end, timeZone) => {
      if (!start) return '';
      const zone = timeZone ?? undefined;
      const day = new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: zone, timeZoneName: 'short' });
      if (!end) return day.format(new Date(start));
      return day.formatRange(new Date(start), new Date(end));
    };
  }, [locale]);
}
