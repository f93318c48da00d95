import { REVIEW_MESSAGES, type ReviewMessageKey } from '@hatchery/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/errors/useErrorText';
import { graphQLMessages } from '../serverMessage';

const KEY_BY_TEXT = new Map<string, ReviewMessageKey>((Object.entries(REVIEW_MESSAGES) as Array<[ReviewMessageKey, string]>).map(([key, text]) => [text, key]));

/** The review API's "field: text" refusals in the viewer's language (REVIEW_MESSAGES by key); others as usual. */
export function useReviewErrorText(): (error: unknown) => string {
  const { t } = useTranslation('applicationsReview');
  const generic = useErrorText();
  return useCallback(
    (error: unknown) => {
      const known = graphQLMessages(error).flatMap((message) => {
        const text = /^[A-Za-z0-9_.]+: (.+)$/s.exec(message.trim())?.[1] ?? message.trim();
        const key = KEY_BY_TEXT.get(text);
        return key ? [t(`errors.${key}`)] : [];
      });
      return known.length > 0 ? known.join(' ') : generic(error);
    },
    [t, generic],
  );
}

/** A score for people: two decimals at most, in the viewer's locale. */
export function useScoreFormat(): (value: number | null | undefined) => string {
  const { i18n, t } = useTranslation('applicationsReview');
  return useCallback(
    (value) => (value === null || value === undefined ? t('noScore') : new Intl.NumberFormat(i18n.language.replace('_', '-'), { maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(value)),
    [i18n.language, t],
  );
}
