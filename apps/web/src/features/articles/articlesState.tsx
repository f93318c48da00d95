import { useTranslation } from 'react-i18next';
import { NotReady as PageNotReady, type NotReadyProps } from '../../lib/queryState/NotReady';

export { useAttempt } from '../../lib/queryState/changes';

/** A page of the area whose query has not answered (the shared NotReady, with the area's loading words). */
export function NotReady(props: Omit<NotReadyProps, 'loadingLabel'>) {
  const { t } = useTranslation('articles');
  return <PageNotReady {...props} loadingLabel={t('loading')} />;
}
