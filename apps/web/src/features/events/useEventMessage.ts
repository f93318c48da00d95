/**
 * The server's and the form's English event messages (EVENT_MESSAGES, "field: text") shown in the reader's language:
 * the text is looked up by its key in `events:errors` (as coaching and applications do, D-236).
 */
import { EVENT_MESSAGES } from '@hatchery/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const KEY_OF = new Map<string, string>(Object.entries(EVENT_MESSAGES).map(([key, text]) => [text, key]));

export function useEventMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('events');
  return useCallback(
    (message: string | undefined) => {
      if (!message) return message;
      return message
        .split('; ')
        .map((part) => {
          const text = part.replace(/^[\w.]+: /, '');
          const key = KEY_OF.get(text);
          return key ? t(`errors.${key}`) : text;
        })
        .join('. ');
    },
    [t],
  );
}
