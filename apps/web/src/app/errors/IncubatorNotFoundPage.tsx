import { useTranslation } from 'react-i18next';
import { StatusLayout } from './StatusLayout';

/** RTE-09, TEN-02: "Lost in the cosmos you are / This link does not exist". */
export function IncubatorNotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusLayout
      code="🪐"
      title={t('errors.incubatorNotFound.title')}
      description={t('errors.incubatorNotFound.body')}
      testId="incubator-not-found-page"
    />
  );
}
