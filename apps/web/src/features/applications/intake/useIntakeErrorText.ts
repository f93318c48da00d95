import { callClosedPattern } from '@hatchery/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/errors/useErrorText';
import { graphQLMessages, parseServerMessage } from '../serverMessage';

/**
 * A refusal of the intake API in the reader's language: "closesAt: This call closed on {date}." with the date
 * formatted for them, the intake texts from this namespace, the funnel texts from `applications`, else the generic
 * error text.
 */
export function useIntakeErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation('applicationsIntake');
  const generic = useErrorText();
  return useCallback(
    (error: unknown) => {
      const texts = graphQLMessages(error).flatMap((message) => {
        const parsed = parseServerMessage(message);
        const closed = callClosedPattern.exec(parsed.text);
        if (closed) {
          const date = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { dateStyle: 'long', timeStyle: 'short' }).format(new Date(closed[1]!));
          return [t('errors.callClosed', { date })];
        }
        if (!parsed.key) return [];
        return [i18n.exists(`applicationsIntake:errors.${parsed.key}`) ? t(`errors.${parsed.key}`) : t(`applications:errors.${parsed.key}`)];
      });
      return texts.length > 0 ? texts.join(' ') : generic(error);
    },
    [t, i18n, generic],
  );
}
