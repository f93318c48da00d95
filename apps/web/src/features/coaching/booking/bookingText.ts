import { htmlLang } from '../../../app/i18n/locale';
import { BOOKING_MESSAGES, COACHING_MESSAGES } from '@hatchery/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/errors/useErrorText';

interface GraphQLErrorLike {
  message?: string;
  extensions?: Record<string, unknown>;
}

/** The first GraphQL error of an Apollo error (CombinedGraphQLErrors carries them as `errors`). */
export function firstGraphQLError(error: unknown): GraphQLErrorLike | null {
  const errors = (error as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) && errors.length > 0 ? (errors[0] as GraphQLErrorLike) : null;
}

const KNOWN: Record<string, string> = { ...COACHING_MESSAGES, ...BOOKING_MESSAGES };

/**
 * The server's booking refusals in the viewer's language: SlotTaken and OverBudget (with its minutes) by their code, the "field: text" messages by the
 * key of their English text (coaching:booking.errors.<key>), anything else as the app shows errors.
 */
export function useBookingErrorText(): (error: unknown) => string {
  const { t } = useTranslation('coaching');
  const generic = useErrorText();
  return useCallback(
    (error: unknown) => {
      const first = firstGraphQLError(error);
      if (first?.extensions?.code === 'SlotTaken') return t('booking.errors.slotTaken');
      if (first?.extensions?.code === 'OverBudget') {
        return t('booking.errors.overBudget', { needed: Number(first.extensions.neededMinutes ?? 0), remaining: Number(first.extensions.remainingMinutes ?? 0) });
      }
      const text = first?.message?.replace(/^[\w.]+: /, '');
      const key = Object.keys(KNOWN).find((k) => KNOWN[k] === text);
      if (key) return t(`booking.errors.${key}`, { defaultValue: text });
      return generic(error);
    },
    [t, generic],
  );
}

/** "Tuesday 2 March, 10:00" in the viewer's zone and language. */
export function useWhen(): { day: (iso: string) => string; time: (iso: string) => string; full: (iso: string) => string } {
  const { i18n } = useTranslation();
  const locale = htmlLang(i18n.resolvedLanguage ?? 'en');
  return {
    day: (iso) => new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso)),
    time: (iso) => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso)),
    full: (iso) => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso)),
  };
}
