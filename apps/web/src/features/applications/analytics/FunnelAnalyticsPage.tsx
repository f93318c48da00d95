/**
 * /applications/analytics (issue 16 item 8): a funnel picker and the funnel's numbers — conversion per round, time in
 * round, sources, evaluator progress and score distributions. The page asks funnelAnalyticsOptions first and fires
 * funnelAnalytics only for a viewer it allows (D-92: no refused query while a page loads): the feature off shows the
 * feature-off state, a viewer without APPLICATION:DASHBOARD the no-access state.
 */
import { Alert, Button, Center, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconChartBarOff, IconChartFunnel } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoAccessState } from '../../../app/errors/NoAccessState';
import { FUNNEL_ANALYTICS_OPTIONS } from './documents';
import { FunnelAnalyticsView } from './FunnelAnalyticsView';
import { QuietState } from './QuietState';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

export function FunnelAnalyticsPage() {
  const { t } = useTranslation('applicationsAnalytics');
  const options = useQuery(FUNNEL_ANALYTICS_OPTIONS, { fetchPolicy: 'cache-and-network' });
  const [picked, setPicked] = useState<string | null>(null);
  const answer = options.data?.funnelAnalyticsOptions;
  if (!answer && options.loading) {
    return (
      <Center py="xl">
        <LoadingIndicator label={t('loading')} />
      </Center>
    );
  }
  if (!answer) {
    return (
      <Alert color="red" title={t('loadError')} data-testid="analytics-error">
        <Button variant="light" size="xs" mt="xs" onClick={() => void options.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  if (!answer.allowed) return <NoAccessState />;
  const funnels = answer.funnels;
  const funnelId = picked && funnels.some((f) => f._id === picked) ? picked : (funnels[0]?._id ?? null);
  return (
    <Stack gap="lg" w="100%" maw={1200} miw={0} data-testid="applications-analytics-page">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 18rem' }}>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('intro')}
          </Text>
        </Stack>
        {answer.featureOn && funnels.length ? (
          <Select
            label={t('funnel')}
            data={funnels.map((f) => ({ value: f._id, label: `${f.name} — ${t(`phase.${f.phase}`)}` }))}
            value={funnelId}
            onChange={setPicked}
            allowDeselect={false}
            w={{ base: '100%', sm: 360 }}
            data-testid="analytics-funnel"
          />
        ) : null}
      </Group>
      {!answer.featureOn ? (
        <QuietState icon={<IconChartBarOff size={26} />} title={t('featureOff.title')} body={t('featureOff.body')} testId="analytics-feature-off" />
      ) : funnelId ? (
        <FunnelAnalyticsView funnelId={funnelId} />
      ) : (
        <QuietState icon={<IconChartFunnel size={26} />} title={t('noFunnels.title')} body={t('noFunnels.body')} testId="analytics-no-funnels" />
      )}
    </Stack>
  );
}
