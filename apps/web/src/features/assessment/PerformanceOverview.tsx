import { Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { assessmentTrend, type AssessmentSource } from '@hatchery/domain';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '../../app/errors/chunkReload';
import { useTenantTimeZone } from '../../app/incubator/useTenantTimeZone';
import { htmlLang } from '../../app/i18n/locale';
import { formatMonth, formatPercent, toItems } from './assessmentItems';
import type { TrendChartProps } from './AssessmentTrendChart';
import type { StartupAssessmentData } from './documents';

const LazyChart = lazyPage<TrendChartProps>(() => import('./AssessmentTrendChart').then((m) => ({ default: m.AssessmentTrendChart })));

const COLORS: Record<AssessmentSource, string> = { applicationReview: 'var(--mantine-color-grape-6)', sessionEvaluation: 'var(--mantine-primary-color-filled)' };

/** The sources the viewer reads: both for staff reach, session evaluations only otherwise. */
export function visibleSources(assessment: Pick<StartupAssessmentData, 'viewerSeesApplicationReviews'>): AssessmentSource[] {
  return assessment.viewerSeesApplicationReviews ? ['applicationReview', 'sessionEvaluation'] : ['sessionEvaluation'];
}

/** The performance overview (D-579): each month's average per source — a chart, and the same figures as a table. */
export function PerformanceOverview({ assessment }: { assessment: StartupAssessmentData }) {
  const { t, i18n } = useTranslation('assessment');
  const locale = htmlLang(i18n.language);
  const timeZone = useTenantTimeZone() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const trend = useMemo(() => assessmentTrend(toItems(assessment.evaluations), timeZone), [assessment.evaluations, timeZone]);
  const sources = visibleSources(assessment);
  const percent = (value: number | null) => (value === null ? '—' : formatPercent(value, locale));
  if (trend.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Text c="dimmed" ta="center" data-testid="assessment-chart-empty">
          {t('chartEmpty')}
        </Text>
      </Paper>
    );
  }
  const rows = trend.map((p) => ({ month: formatMonth(p.month, locale), applicationReview: p.applicationReview, sessionEvaluation: p.sessionEvaluation }));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('scale')}
      </Text>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('chartTitle')}
          </Title>
          <Suspense fallback={<Skeleton h={240} radius="sm" />}>
            <LazyChart
              rows={rows}
              series={sources.map((s) => ({ name: s, label: t(`source.${s}`), color: COLORS[s] }))}
              title={t('chartTitle')}
              formatPercent={(value) => formatPercent(value, locale)}
            />
          </Suspense>
        </Stack>
      </Paper>
        <Table striped verticalSpacing="xs" captionSide="top" data-testid="assessment-trend-table">
          <Table.Caption>{t('tableCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('month')}</Table.Th>
              {sources.map((s) => (
                <Table.Th key={s} scope="col" ta="end">
                  {t(`source.${s}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...trend].reverse().map((p) => (
              <Table.Tr key={p.month} data-testid="assessment-trend-row" data-month={p.month}>
                <Table.Th scope="row" fw={500}>
                  {formatMonth(p.month, locale)}
                </Table.Th>
                {sources.map((s) => (
                  <Table.Td key={s} ta="end" data-source={s}>
                    {percent(p[s])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
    </Stack>
  );
}
