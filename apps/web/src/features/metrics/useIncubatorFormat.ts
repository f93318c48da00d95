import { useQuery } from '@apollo/client/react';
import { DEFAULT_CURRENCY } from '@hatchery/domain';
import { useTranslation } from 'react-i18next';
import { htmlLang } from '../../app/i18n/locale';
import { usableTimeZone } from '../../app/incubator/useTenantTimeZone';
import { METRICS_PROMPT_INCUBATOR } from './promptDocuments';

export interface IncubatorFormat {
  /** False while the incubator's settings are on their way (labels would otherwise change under the reader). */
  ready: boolean;
  /** The app locale (i18n language, e.g. ja_JP). */
  locale: string;
  /** The incubator's currency (monetary fields and amounts, MET-27, MET-33); USD by default (D2 §9). */
  currency: string;
  /** The incubator's time zone: periods and form dates are its days and months. Undefined → the browser's. */
  timeZone: string | undefined;
}

/** The locale, currency and time zone the metrics prompt formats with. A failed lookup falls back to the defaults. */
export function useIncubatorFormat(): IncubatorFormat {
  const { i18n } = useTranslation('metrics');
  const { data, loading } = useQuery(METRICS_PROMPT_INCUBATOR, { fetchPolicy: 'cache-first' });
  const incubator = data?.publicIncubator;
  return {
    ready: !loading,
    locale: i18n.language,
    currency: incubator?.currency || DEFAULT_CURRENCY,
    timeZone: usableTimeZone(incubator?.timezone),
  };
}

/** BCP 47 for Intl (ja_JP → ja-JP): the app's one conversion, under the name the metrics code uses. */
export const intlTag = htmlLang;
