import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Long dates (and date-times) in the reader's language. */
export function useDates(): { day: (iso: string) => string; moment: (iso: string) => string } {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const locale = i18n.language.replace('_', '-');
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
    const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' });
    return { day: (iso: string) => day.format(new Date(iso)), moment: (iso: string) => moment.format(new Date(iso)) };
  }, [i18n.language]);
}
