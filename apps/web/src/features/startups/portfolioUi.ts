/**
 * Messages of the portfolio forms in the reader's language: the shared rules of @hatchery/domain (PORTFOLIO_MESSAGES)
 * are English texts; the web maps each to its translation, and a server ValidationError "field: rule" to the same.
 */
import { portfolioMessageKey } from '@hatchery/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';

export function usePortfolioMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('startups');
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const key = portfolioMessageKey(message);
      return key ? t(`messages.${key}`) : message;
    },
    [t],
  );
}

/** The rule part of a server message "field: rule", translated when it is one of ours; else the generic error text. */
export function usePortfolioAlerts(): { saved: (text: string) => void; failed: (error: unknown) => void } {
  const errorText = useErrorText();
  const message = usePortfolioMessage();
  return {
    saved: useCallback((text: string) => void alerts.success(text), []),
    failed: useCallback(
      (error: unknown) => {
        const text = error instanceof Error ? error.message : '';
        const rule = text.includes(': ') ? text.slice(text.lastIndexOf(': ') + 2) : text;
        const translated = message(rule);
        void alerts.error(translated && translated !== rule ? translated : errorText(error));
      },
      [errorText, message],
    ),
  };
}

/** A whole percent in the reader's number format (Arabic digits and sign placement included). */
export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(language.replace('_', '-'), { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}
