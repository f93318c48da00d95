import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/errors/useErrorText';
import { graphQLMessages, parseServerMessage } from './serverMessage';

/** A refusal of the funnels API in the viewer's language, naming the field (and the round) it is about. */
export function useFunnelErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation('applications');
  const generic = useErrorText();
  return useCallback(
    (error: unknown) => {
      const parsed = graphQLMessages(error).map(parseServerMessage).filter((m) => m.key !== null);
      if (parsed.length === 0) return generic(error);
      return parsed
        .map((m) => {
          const message = t(`errors.${m.key!}`);
          const field = m.field && i18n.exists(`applications:fields.${m.field}`) ? t(`fields.${m.field}`) : null;
          if (m.roundIndex !== null) return t('builder.problemInRound', { number: m.roundIndex + 1, field: field ?? t('fields.id'), message });
          return field ? `${field}: ${message}` : message;
        })
        .join(' ');
    },
    [t, i18n, generic],
  );
}
