import { Alert, Card, Center, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { calendarDateIn, safeTimeZone } from '@hatchery/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedText } from './localized';
import { useIncubatorFormat } from './useIncubatorFormat';
import { portfolioPoints } from './chartData';
import { PORTFOLIO_METRIC, type StaffMetric } from './documents';
import { asUnitType, changeDirection, formatChange, type ValueFormat } from './metricValue';
import { ChartTable } from './ChartTable';
import { BarChart } from './LazyCharts';
import { LoadingIndicator } from '../../components/LoadingIndicator';

/**
 * The last `count` months before the current one, counted on the tenant's calendar (its reporting months: on a
 * month's last evening in New York, UTC's month is already the next one), as options whose value is an instant inside
 * the month, safe in every time zone (noon UTC on the 1st).
 */
export function recentMonths(count: number, locale: string, now = new Date(), timeZone?: string): Array<{ value: string; label: string }> {
  // An unknown zone counts as UTC (safeTimeZone); none given, the browser's.
  const current = calendarDateIn(now, timeZone ? safeTimeZone(timeZone) : Intl.DateTimeFormat().resolvedOptions().timeZone);
  const out: Array<{ value: string; label: string }> = [];
  for (let i = 1; i <= count; i += 1) {
    const d = new Date(Date.UTC(current.year, current.month - 1 - i, 1, 12));
    let label = d.toISOString().slice(0, 7);
    try {
      label = new Intl.DateTimeFormat(locale.replace(/_/g, '-'), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d);
    } catch {
      /* keep the ISO month */
    }
    out.push({ value: d.toISOString(), label });
  }
  return out;
}

/** A program's startups (or all the viewer sees) compared on one metric for one period, with the change. */
export function PortfolioView({ metrics, programs, programId, onProgram }: { metrics: StaffMetric[]; programs: Array<{ _id: string; name: string }>; programId: string | null; onProgram: (id: string | null) => void }) {
  const { t, i18n } = useTranslation('metrics');
  const { currency, timeZone } = useIncubatorFormat();
  const format: ValueFormat = { locale: i18n.language, currency, timeZone };
  const months = useMemo(() => recentMonths(24, i18n.language, new Date(), timeZone), [i18n.language, timeZone]);
  const [metricId, setMetricId] = useState<string | null>(metrics[0]?._id ?? null);
  const [chosenPeriod, setPeriodFrom] = useState<string | null>(null);
  // The last month until one is chosen (the list shifts once the tenant's zone has arrived).
  const periodFrom = chosenPeriod ?? months[0]?.value ?? '';
  const metric = metrics.find((m) => m._id === metricId) ?? null;
  const { data, loading, error } = useQuery(PORTFOLIO_METRIC, {
    variables: { metricId: metricId ?? '', programId, periodFrom },
    skip: !metricId || !periodFrom,
    fetchPolicy: 'cache-and-network',
  });
  const values = data?.portfolioMetric ?? [];
  const unitType = metric ? metric.unitOfMeasure.unitType : asUnitType('CUSTOM');
  const points = portfolioPoints(values, unitType, format);
  const name = metric ? localizedText(metric.name, i18n.language) : '';
  return (
    <Card withBorder radius="md" padding="md" data-testid="metrics-portfolio">
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('staff.portfolio.metric')}
            data={metrics.map((m) => ({ value: m._id, label: localizedText(m.name, i18n.language) }))}
            value={metricId}
            onChange={setMetricId}
            allowDeselect={false}
            searchable
            w={{ base: '100%', sm: 240 }}
            data-testid="portfolio-metric"
          />
          <Select
            label={t('staff.portfolio.program')}
            data={[{ value: '', label: t('staff.portfolio.allPrograms') }, ...programs.map((p) => ({ value: p._id, label: p.name }))]}
            value={programId ?? ''}
            onChange={(value) => onProgram(value || null)}
            allowDeselect={false}
            w={{ base: '100%', sm: 220 }}
            data-testid="portfolio-program"
          />
          <Select
            label={t('staff.portfolio.period')}
            data={months}
            value={periodFrom}
            onChange={(value) => value && setPeriodFrom(value)}
            allowDeselect={false}
            w={{ base: '100%', sm: 200 }}
            data-testid="portfolio-period"
          />
        </Group>
        {loading && !data ? (
          <Center py="lg">
            <LoadingIndicator size="sm" label={t('staff.loading')} />
          </Center>
        ) : error && !data ? (
          <Alert color="red">{t('staff.charts.error')}</Alert>
        ) : values.length === 0 ? (
          <Text c="dimmed">{t('staff.portfolio.empty')}</Text>
        ) : (
          <>
            {unitType !== 'DATE' && <BarChart points={points} title={t('staff.portfolio.chartTitle', { metric: name })} seriesLabel={name} locale={i18n.language} />}
            <ChartTable points={points} labelHeader={t('staff.portfolio.startup')} valueHeader={name} />
            <Table.ScrollContainer minWidth={360}>
              <Table fz="sm" verticalSpacing={4} data-testid="portfolio-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('staff.portfolio.startup')}</Table.Th>
                    <Table.Th>{t('staff.portfolio.value')}</Table.Th>
                    <Table.Th>{t('staff.portfolio.change')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {points.map((p) => {
                    const v = values.find((x) => x.startup._id === p.key);
                    const direction = v ? changeDirection(v.diff, v.change) : null;
                    return (
                      <Table.Tr key={p.key}>
                        <Table.Td>{p.label}</Table.Td>
                        <Table.Td dir="ltr" style={{ textAlign: 'start' }}>{p.text}</Table.Td>
                        <Table.Td dir="ltr" style={{ textAlign: 'start' }} c={direction === 'up' ? 'teal.7' : direction === 'down' ? 'red.7' : 'dimmed'}>
                          {v?.change !== null && v?.change !== undefined ? `${direction === 'up' ? '▲' : direction === 'down' ? '▼' : ''} ${formatChange(v.change, format)}` : '—'}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Stack>
    </Card>
  );
}
