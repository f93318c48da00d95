import { useTranslation } from 'react-i18next';
import { AreaCrumbs } from '../../components/AreaCrumbs';
import { EMAILS_MANAGEMENT_PATH } from './paths';

/** "Emails › subject": the way back to the list, the last step the current email. */
export function EmailCrumbs({ current }: { current: string }) {
  const { t } = useTranslation('emails');
  return <AreaCrumbs label={t('breadcrumbs')} area={t('area.title')} areaPath={EMAILS_MANAGEMENT_PATH} current={current} />;
}
