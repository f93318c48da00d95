import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { intlTag } from '../../metrics';

/** Dates and times of the timeline in the viewer's language. */
export function useDateTimeText(): (value: string | null | undefined, withTime?: boolean) => string {
  const { i18n } = useTranslation('timeline');
  const locale = intlTag(i18n.language);
  return useCallback(
    (value, withTime = true) => {
      if (!value) return '';
      const date = new Date(value);
      if (Number.isNaN(date.getTime())) return '';
      try {
        return new Intl.DateTimeFormat(locale, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(date);
      } catch {
        return date.toISOString();
      }
    },
    [locale],
  );
}
