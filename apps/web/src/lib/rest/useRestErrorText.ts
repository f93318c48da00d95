import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RestResult } from './restRequest';

type Failure = Extract<RestResult<unknown>, { ok: false }>;

/**
 * The text for a failed REST call: "Network Error" when unreachable; with `preferServer` the server's own text
 * (D1 §7.3 "the server's error text is raised"); else a translated known code, else the server's text.
 */
export function useRestErrorText(): (failure: Failure, preferServer?: boolean) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (failure: Failure, preferServer = false) => {
      if (failure.network) return t('errors.network');
      const known = failure.code && i18n.exists(`errorCodes.${failure.code}`) ? t(`errorCodes.${failure.code}`) : null;
      if (preferServer) return failure.message ?? known ?? t('errors.unknown');
      return known ?? failure.message ?? t('errors.unknown');
    },
    [t, i18n],
  );
}
