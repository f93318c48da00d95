import { useTranslation } from 'react-i18next';
import { parseUserAgent } from './userAgent';

export function useDeviceLabel(): (userAgent: string | null) => string {
  const { t } = useTranslation();
  return (userAgent) => {
    const { browser, os } = parseUserAgent(userAgent);
    if (browser && os) return t('sessions.deviceOn', { browser, os });
    return browser ?? os ?? t('sessions.unknownDevice');
  };
}
