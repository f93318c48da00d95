import { formatCurrencyAmount } from '@hatchery/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MetricPeriod } from './promptDocuments';
import { localizedText } from './localized';
import type { MessageContext } from './metricsForm';
import { intlTag, type IncubatorFormat } from './useIncubatorFormat';

/** The shared engine's {value} placeholder, kept through i18next's interpolation. */
const VALUE = { value: '{value}' };

/** Translated texts and formatters for the form's messages (MET-22–34). */
export function useMessageContext(periods: readonly MetricPeriod[], format: IncubatorFormat): MessageContext {
  const { t } = useTranslation('metrics');
  const { locale, currency } = format;
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const period of periods) {
      for (const item of period.data) names.set(item.metric._id, localizedText(item.metric.name, locale));
    }
    const numbers = new Intl.NumberFormat(intlTag(locale), { maximumFractionDigits: 20 });
    return {
      texts: {
        invalidAmount: t('form.invalidAmount'),
        invalidNumber: t('form.invalidNumber'),
        fillAtLeastOne: t('form.fillAtLeastOne'),
        rules: {
          lessThan: t('form.rules.lessThan', VALUE),
          moreThan: t('form.rules.moreThan', VALUE),
          min: t('form.rules.min', VALUE),
          max: t('form.rules.max', VALUE),
        },
        and: t('form.rules.and'),
        notAccepted: t('form.notAccepted'),
      },
      metricName: (metricId: string) => names.get(metricId) || metricId,
      formatAmount: (amount: number) => formatCurrencyAmount(amount, currency, locale),
      formatNumber: (value: number) => numbers.format(value),
    };
  }, [periods, locale, currency, t]);
}
