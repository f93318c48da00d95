import { SESSION_MESSAGES } from '@hatchery/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchemaType } from '../../../lib/graphql';
import { firstGraphQLError, useBookingErrorText } from '../booking/bookingText';

const KNOWN: Record<string, string> = SESSION_MESSAGES;

/**
 * The server's session refusals in the viewer's language: the "field: text" messages by the key of their English text
 * (coaching:session.errors.<key>); SlotTaken and the booking messages as booking shows them; anything else as the app.
 */
export function useSessionErrorText(): (error: unknown) => string {
  const { t } = useTranslation('coaching');
  const booking = useBookingErrorText();
  return useCallback(
    (error: unknown) => {
      const first = firstGraphQLError(error);
      const text = first?.message?.replace(/^[\w.]+: /, '');
      const key = first?.extensions?.code === 'SlotTaken' ? undefined : Object.keys(KNOWN).find((k) => KNOWN[k] === text);
      return key ? t(`session.errors.${key}`) : booking(error);
    },
    [t, booking],
  );
}

/** REF-17's provider as the schema's enum value ("Google Meet" → GOOGLE_MEET). */
export const providerEnum = (provider: string): SchemaType<'CoachingVideoProvider'> =>
  provider.replace(/\s+/g, '_').toUpperCase() as SchemaType<'CoachingVideoProvider'>;
