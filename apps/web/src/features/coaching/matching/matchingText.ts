/** The server's matching messages ("field: text", MATCHING_MESSAGES) in the reader's language (namespace matching). */
import { MATCHING_MESSAGES, type MatchingMessageKey } from '@hatchery/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/errors/useErrorText';

const KEY_OF = new Map<string, MatchingMessageKey>(Object.entries(MATCHING_MESSAGES).map(([key, text]) => [text, key as MatchingMessageKey]));

export function matchingMessageKey(text: string): MatchingMessageKey | null {
  return KEY_OF.get(text.replace(/^[\w.]+: /, '')) ?? null;
}

export function useMatchingErrorText(): (error: unknown) => string {
  const { t } = useTranslation('coaching');
  const generic = useErrorText();
  return useCallback(
    (error: unknown) =>
      generic(error)
        .split('; ')
        .map((part) => {
          const key = matchingMessageKey(part);
          return key ? t(`matching.errors.${key}`) : part;
        })
        .join(' '),
    [generic, t],
  );
}
