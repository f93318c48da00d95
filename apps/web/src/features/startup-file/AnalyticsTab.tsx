import { Alert, Center } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { NoAccessState } from '../../app/errors/NoAccessState';
import { useErrorText } from '../../lib/errors/useErrorText';
import { StartupMetricsCharts } from '../metrics';
import { STARTUP_METRICS_ABILITY } from './documents';
import { StartupFileTab } from './StartupFileTab';
import { LoadingIndicator } from '../../components/LoadingIndicator';

function Analytics({ startupId }: { startupId: string }) {
  const { t } = useTranslation('startupFile');
  const errorText = useErrorText();
  const { data, error } = useQuery(STARTUP_METRICS_ABILITY, { variables: { startupId }, fetchPolicy: 'cache-and-network' });
  const abilities = data?.startupAbilities;
  if (!abilities) {
    if (error) return <Alert color="red">{errorText(error)}</Alert>;
    return (
      <Center py="xl">
        <LoadingIndicator size="sm" label={t('loading')} />
      </Center>
    );
  }
  // The server answers metric series only to who may see them (D-92): nobody else is asked for them.
  if (!abilities.viewerCanSeeMetrics) return <NoAccessState />;
  return <StartupMetricsCharts startupId={startupId} />;
}

/** /startup/:id/file/analytics: the startup's metric charts (the metrics feature's own charts). */
export function StartupAnalyticsPage() {
  return (
    <StartupFileTab testId="startup-analytics-page">
      {(summary) => <Analytics startupId={summary.startup._id} />}
    </StartupFileTab>
  );
}
