/** Dates, times, weekdays and durations of the coaching pages in the reader's language (no translation strings needed). */
import { WEEKDAY_CODES, type WeekdayCode } from '@hatchery/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { COACHING_MESSAGES } from '@hatchery/domain';
import { htmlLang } from '../../app/i18n/locale';
import { useErrorText } from '../../lib/errors/useErrorText';
import { coachingMessageKey } from './availability/weekModel';

/** BCP 47 for Intl (ja_JP → ja-JP): the app's one conversion, under the name the coaching code uses. */
export const localeTag = htmlLang;

/** 2024-01-01 was a Monday: REF-27 weekday i is that date plus i days. */
export function weekdayName(code: WeekdayCode, language: string): string {
  const day = new Date(Date.UTC(2024, 0, 1 + WEEKDAY_CODES.indexOf(code), 12));
  return new Intl.DateTimeFormat(localeTag(language), { weekday: 'long', timeZone: 'UTC' }).format(day);
}

/** A host-local date (YYYY-MM-DD) as "Monday 7 December". */
export function localDate(date: string, language: string, style: 'long' | 'short' = 'long'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'long' ? { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' } : { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(localeTag(language), options).format(new Date(`${date}T12:00:00Z`));
}

/** An instant as a wall-clock time in the host's zone. */
export function timeIn(instant: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(localeTag(language), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(instant));
}

/** "45 minutes", "2 days" with the language's own plural forms. */
export function amount(value: number, unit: 'minute' | 'hour' | 'day', language: string): string {
  return new Intl.NumberFormat(localeTag(language), { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** Minutes as the largest whole unit: 1440 → "1 day", 90 → "90 minutes". */
export function duration(minutes: number, language: string): string {
  if (minutes > 0 && minutes % 1440 === 0) return amount(minutes / 1440, 'day', language);
  if (minutes > 0 && minutes % 60 === 0) return amount(minutes / 60, 'hour', language);
  return amount(minutes, 'minute', language);
}

/**
 * The zone's current offset, e.g. "Europe/Paris (GMT+01:00)", so the reader knows which clock the page uses. Written
 * the IANA way in every language (the name is an identifier; shown left to right), so the offset is too.
 */
export function zoneLabel(timeZone: string): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName');
    return part ? `${timeZone} (${part.value})` : timeZone;
  } catch {
    return timeZone;
  }
}

/** The server's coaching messages ("field: text", COACHING_MESSAGES) in the reader's language; others as the app shows them. */
export function useCoachingErrorText(): (error: unknown) => string {
  const { t } = useTranslation('coaching');
  const generic = useErrorText();
  return useCallback(
    (error: unknown) =>
      generic(error)
        .split(/(?<=\.) /)
        .map((part) => {
          const key = coachingMessageKey(part.replace(/^[\w.]+: /, ''));
          return key ? t(`errors.${key}`) : part;
        })
        .join(' '),
    [generic, t],
  );
}

/** The field a server message names ("rules.0.endMinute: …" → "rules.0.endMinute"). */
export function fieldOf(message: string): string | null {
  const match = /^([\w.]+): /.exec(message);
  return match && Object.values(COACHING_MESSAGES).some((text) => message.endsWith(text)) ? match[1]! : null;
}

/** An instant as "Tue 2 Mar, 10:00" in the given zone (the host's, on the host's pages). */
export function whenIn(instant: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(localeTag(language), {
    weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone,
  }).format(new Date(instant));
}
