import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from './errorText';

/** errorText with the app's translations: known codes under `errorCodes.*`. */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown) =>
      errorText(error, {
        networkError: t('errors.network'),
        codeText: (code) => (i18n.exists(`errorCodes.${code}`) ? t(`errorCodes.${code}`) : undefined),
        fallback: t('errors.unknown'),
      }),
    [t, i18n],
  );
}
