import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlTag, useIncubatorFormat } from '../../metrics';

type DateText = (value: string | null | undefined) => string;

/** One formatter for the options; a value that is not a date reads as nothing, an unusable locale as ISO. */
function formatWith(locale: string, options: Intl.DateTimeFormatOptions): DateText {
  let format: Intl.DateTimeFormat | null = null;
  try {
    format = new Intl.DateTimeFormat(locale, options);
  } catch {
    format = null;
  }
  return (value) => {
    if (!value) return '';
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) return '';
    return format ? format.format(date) : date.toISOString();
  };
}

/** When something happened on the timeline, in the viewer's language and clock. */
export function useDateTimeText(): DateText {
  const { i18n } = useTranslation('timeline');
  const locale = intlTag(i18n.language);
  return useMemo(() => formatWith(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale]);
}

/**
 * A metric form's due day: the first of a month in the incubator's calendar (the server's `monthStartIn`), so it is
 * written in the incubator's zone — in the viewer's, a team west of it read "due on Feb 29" for March's form (D-565).
 */
export function useDueDayText(): DateText {
  const { i18n } = useTranslation('timeline');
  const { timeZone } = useIncubatorFormat();
  const locale = intlTag(i18n.language);
  return useMemo(() => formatWith(locale, { dateStyle: 'medium', timeZone }), [locale, timeZone]);
}
