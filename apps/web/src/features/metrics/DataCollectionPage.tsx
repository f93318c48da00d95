import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/errors/useErrorText';
import { NoAccessState } from '../../app/errors/NoAccessState';
import { CollectionsSetup } from './CollectionsSetup';
import { METRICS_ABILITIES } from './documents';
import { RequestDataPanel } from './RequestDataPanel';

/**
 * /startups/metrics/data-collection: who reports which metrics from when, the questionnaire, and asking for data now.
 * The route lets in every holder of METRICS/EDIT:VIEW (D1 §6); what the page then shows follows what the server says
 * the viewer may do here (D-92): the set-up, asking for data, both — or, with neither, that there is no access.
 */
export function DataCollectionPage() {
  const { t } = useTranslation('metrics');
  const errorText = useErrorText();
  const { data, loading, error } = useQuery(METRICS_ABILITIES, { fetchPolicy: 'cache-and-network' });
  const abilities = data?.metricsAbilities;
  if (!abilities) {
    if (loading || !error) return <Skeleton height={200} data-testid="data-collection-loading" />;
    return <Alert color="red" data-testid="data-collection-error">{errorText(error)}</Alert>;
  }
  if (!abilities.viewerCanManageSetup && !abilities.viewerCanRequestData) return <NoAccessState />;
  return (
    <Stack gap="lg" maw={1100} w="100%" data-testid="data-collection-page">
      <Stack gap={4}>
        <Title order={1} size="h2">{t('staff.collection.title')}</Title>
        <Text c="dimmed" maw={720}>{t('staff.collection.intro')}</Text>
      </Stack>
      {abilities.viewerCanManageSetup ? <CollectionsSetup /> : null}
      {abilities.viewerCanRequestData ? <RequestDataPanel /> : null}
    </Stack>
  );
}
