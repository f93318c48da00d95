/** One funnel's analytics (issue 16 item 8): totals, conversion per round with time in round, sources, evaluators, scores. */
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Columns, HorizontalBars } from './AnalyticsCharts';
import { conversionSteps, scoreHistogram } from './analyticsModel';
import { FUNNEL_ANALYTICS, type FunnelAnalyticsData } from './documents';
import { QuietState } from './QuietState';

function Section({ title, description, children, testId }: { title: string; description?: string; children: React.ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid={testId} miw={0}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          {description ? (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

function Totals({ data }: { data: FunnelAnalyticsData }) {
  const { t, i18n } = useTranslation('applicationsAnalytics');
  const number = new Intl.NumberFormat(i18n.language.replace('_', '-'));
  const items = [
    { key: 'submitted', value: data.submitted },
    { key: 'drafts', value: data.drafts },
    { key: 'decided', value: data.decided },
    { key: 'accepted', value: data.accepted },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="analytics-totals">
      {items.map((item) => (
        <Paper key={item.key} withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t(`totals.${item.key}`)}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {number.format(item.value)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function Conversion({ data }: { data: FunnelAnalyticsData }) {
  const { t, i18n } = useTranslation('applicationsAnalytics');
  const number = new Intl.NumberFormat(i18n.language.replace('_', '-'), { maximumFractionDigits: 1 });
  const steps = conversionSteps(data.submitted, data.rounds, data.accepted, { submitted: t('conversion.submitted'), accepted: t('conversion.accepted') });
  return (
    <Section title={t('conversion.title')} description={t('conversion.description')} testId="analytics-conversion">
      <HorizontalBars
        title={t('conversion.title')}
        data={steps.map((s) => ({ step: s.label, count: s.count }))}
        dataKey="step"
        series={[{ name: 'count', label: t('conversion.applications'), color: 'indigo.6' }]}
        testId="analytics-conversion-chart"
      />
      <Table.ScrollContainer minWidth={560} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('conversion.round') } }}>
        <Table striped verticalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('conversion.round')}</Table.Th>
              <Table.Th ta="end">{t('conversion.entered')}</Table.Th>
              <Table.Th ta="end">{t('conversion.inRound')}</Table.Th>
              <Table.Th ta="end">{t('conversion.advanced')}</Table.Th>
              <Table.Th ta="end">{t('conversion.rejected')}</Table.Th>
              <Table.Th ta="end">{t('conversion.medianDays')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.rounds.map((r) => (
              <Table.Tr key={r.roundId}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {r.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`kind.${r.kind}`)}
                  </Text>
                </Table.Td>
                <Table.Td ta="end">{number.format(r.entered)}</Table.Td>
                <Table.Td ta="end">{number.format(r.inRound)}</Table.Td>
                <Table.Td ta="end">{number.format(r.advanced + r.accepted)}</Table.Td>
                <Table.Td ta="end">{number.format(r.rejected)}</Table.Td>
                <Table.Td ta="end">{r.medianDays === null ? <Text span c="dimmed" size="sm">{t('conversion.noStays')}</Text> : number.format(r.medianDays)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Section>
  );
}

function Evaluators({ data }: { data: FunnelAnalyticsData }) {
  const { t } = useTranslation('applicationsAnalytics');
  const keys = ['submitted', 'inProgress', 'notStarted', 'cancelled'] as const;
  const colors = { submitted: 'teal.6', inProgress: 'yellow.6', notStarted: 'gray.5', cancelled: 'red.4' };
  return (
    <Section title={t('evaluators.title')} description={t('evaluators.description')} testId="analytics-evaluators">
      {data.evaluators.length ? (
        <HorizontalBars
          title={t('evaluators.title')}
          data={data.evaluators.map((e) => ({ name: e.name, submitted: e.submitted, inProgress: e.inProgress, notStarted: e.notStarted, cancelled: e.cancelled }))}
          dataKey="name"
          stacked
          labelWidth={120}
          series={keys.map((key) => ({ name: key, label: t(`evaluators.${key}`), color: colors[key] }))}
          testId="analytics-evaluators-chart"
        />
      ) : (
        <Text c="dimmed" size="sm">
          {t('evaluators.none')}
        </Text>
      )}
    </Section>
  );
}

function Sources({ data }: { data: FunnelAnalyticsData }) {
  const { t } = useTranslation('applicationsAnalytics');
  return (
    <Section title={t('sources.title')} testId="analytics-sources">
      {data.sources.length ? (
        <HorizontalBars
          title={t('sources.title')}
          data={data.sources.map((s) => ({ source: t(`sources.${s.source}`), count: s.count }))}
          dataKey="source"
          series={[{ name: 'count', label: t('conversion.applications'), color: 'grape.6' }]}
          testId="analytics-sources-chart"
        />
      ) : (
        <Text c="dimmed" size="sm">
          {t('sources.none')}
        </Text>
      )}
    </Section>
  );
}

function Scores({ data }: { data: FunnelAnalyticsData }) {
  const { t, i18n } = useTranslation('applicationsAnalytics');
  const number = new Intl.NumberFormat(i18n.language.replace('_', '-'), { maximumFractionDigits: 2 });
  return (
    <Section title={t('scores.title')} description={t('scores.description')} testId="analytics-scores">
      {data.criteria.length ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {data.criteria.map((c) => (
            <Stack key={c.criterionId} gap={4} miw={0}>
              <Group gap={6} wrap="nowrap" justify="space-between">
                <Text dir="auto" fw={600} size="sm" truncate>
                  {`${c.name} · ${c.roundName}`}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {c.mean === null ? t('scores.noScores') : t('scores.summary', { mean: number.format(c.mean), count: c.count, weight: number.format(c.weight) })}
              </Text>
              <Columns
                title={`${c.name} · ${c.roundName}`}
                data={scoreHistogram(c.buckets).map((b) => ({ label: number.format(b.score), count: b.count }))}
                seriesLabel={t('scores.count')}
                testId="analytics-score-chart"
              />
            </Stack>
          ))}
        </SimpleGrid>
      ) : (
        <Text c="dimmed" size="sm">
          {t('scores.none')}
        </Text>
      )}
    </Section>
  );
}

export function FunnelAnalyticsView({ funnelId }: { funnelId: string }) {
  const { t } = useTranslation('applicationsAnalytics');
  const { data, loading, error, refetch } = useQuery(FUNNEL_ANALYTICS, { variables: { funnelId }, fetchPolicy: 'cache-and-network' });
  const analytics = data?.funnelAnalytics;
  if (!analytics && loading) {
    return (
      <Stack gap="md" data-testid="analytics-loading">
        <Skeleton h={80} radius="md" />
        <Skeleton h={260} radius="md" />
      </Stack>
    );
  }
  if (!analytics || error) {
    return (
      <Alert color="red" title={t('loadError')} data-testid="analytics-error">
        <Button variant="light" size="xs" mt="xs" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  if (analytics.started === 0) return <QuietState icon={<IconInbox size={26} />} title={t('empty.title')} body={t('empty.body')} testId="analytics-empty" />;
  return (
    <Stack gap="md" data-testid="analytics-view">
      <Totals data={analytics} />
      <Conversion data={analytics} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Evaluators data={analytics} />
        <Sources data={analytics} />
      </SimpleGrid>
      <Scores data={analytics} />
    </Stack>
  );
}
