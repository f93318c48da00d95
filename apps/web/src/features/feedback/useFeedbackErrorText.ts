import { FEEDBACK_MESSAGES, type FeedbackMessageKey } from '@hatchery/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/errors/useErrorText';

const KEY_OF = new Map<string, FeedbackMessageKey>(Object.entries(FEEDBACK_MESSAGES).map(([key, text]) => [text, key as FeedbackMessageKey]));

/** The server's feedback messages ("field: text", FEEDBACK_MESSAGES) in the viewer's language; others as the app shows them. */
export function useFeedbackErrorText(): (error: unknown) => string {
  const { t } = useTranslation('feedback');
  const generic = useErrorText();
  return useCallback(
    (error: unknown) =>
      generic(error)
        .split('. ')
        .map((part) => {
          const text = part.replace(/^[\w.]+: /, '');
          const key = KEY_OF.get(text) ?? KEY_OF.get(`${text}.`);
          return key ? t(`errors.${key}`) : part;
        })
        .join('. '),
    [generic, t],
  );
}
