import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenantTimeZone } from '../../app/incubator/useTenantTimeZone';

export interface FeedbackDates {
  /** When something happened (sent, answered): the day in the viewer's zone. */
  on: (value: unknown) => string;
  /** A request's due day: staff chose a day, the server keeps its last instant in the incubator's zone (D-566). */
  due: (value: unknown) => string;
}

/** The feedback pages' dates in the viewer's language (`dateStyle` medium, or long on the survey page). */
export function useFeedbackDates(dateStyle: 'medium' | 'long' = 'medium'): FeedbackDates {
  const { i18n } = useTranslation('feedback');
  const timeZone = useTenantTimeZone();
  const locale = i18n.language.replace('_', '-');
  return useMemo(() => {
    const viewer = new Intl.DateTimeFormat(locale, { dateStyle });
    const tenant = new Intl.DateTimeFormat(locale, { dateStyle, timeZone });
    return { on: (value) => viewer.format(new Date(value as string)), due: (value) => tenant.format(new Date(value as string)) };
  }, [locale, dateStyle, timeZone]);
}

/** The due day of a request as a date input takes it (yyyy-mm-dd), in the zone the server reads the day back in. */
export function calendarDay(iso: string, timeZone?: string): string {
  // en-CA writes dates as yyyy-mm-dd; the due date is the end of a day, so the day in the incubator's zone is the one chosen.
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(new Date(iso));
}
