import { useMemo } from 'react';
import { htmlLang } from '../../app/i18n/locale';
import { useLocale } from '../../app/i18n/LocaleProvider';

/** A due date as a short day in the current language (the year only when it is not this year's). */
export function useDueDateText(): (dueDate: string) => string {
  const { locale } = useLocale();
  return useMemo(() => {
    const tag = htmlLang(locale);
    const thisYear = new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short' });
    const otherYear = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric' });
    return (dueDate: string) => {
      const date = new Date(dueDate);
      return (date.getFullYear() === new Date().getFullYear() ? thisYear : otherYear).format(date);
    };
  }, [locale]);
}
