import { Anchor, Group, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DATA_COLLECTION, METRICS_ABILITIES, METRIC_STARTUPS, STAFF_METRICS } from './documents';
import { ExportPanel } from './ExportPanel';
import { PortfolioView } from './PortfolioView';
import { StartupMetricsCharts } from './StartupMetricsCharts';

/** /startups/metrics: the portfolio on one metric, one startup's charts, and the report export (METRICS/EDIT:VIEW). */
export function StaffMetricsPage() {
  const { t } = useTranslation('metrics');
  const [tab, setTab] = useState<string | null>('portfolio');
  const [programId, setProgramId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [startupId, setStartupId] = useState<string | null>(null);
  const metrics = useQuery(STAFF_METRICS, { variables: { includeArchived: false } });
  const abilities = useQuery(METRICS_ABILITIES).data?.metricsAbilities;
  // Programs are known from the collections, which only the set-up may read: others see every startup they cover.
  const collections = useQuery(DATA_COLLECTION, { skip: !abilities?.viewerCanManageSetup });
  const startups = useQuery(METRIC_STARTUPS, { variables: { search: search || null, limit: 50 } });
  const programs = useMemo(() => {
    const map = new Map<string, string>();
    for (const c of collections.data?.metricCollections ?? []) if (c.program) map.set(c.program._id, c.program.name);
    return [...map].map(([_id, name]) => ({ _id, name }));
  }, [collections.data]);
  return (
    <Stack gap="lg" maw={1100} w="100%" data-testid="staff-metrics-page">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} size="h2">{t('staff.dashboard.title')}</Title>
          <Text c="dimmed">{t('staff.dashboard.intro')}</Text>
        </Stack>
        {abilities && (abilities.viewerCanManageSetup || abilities.viewerCanRequestData) ? (
          <Anchor component={Link} to="/startups/metrics/data-collection" size="sm" data-testid="metrics-collection-link">
            {t('staff.dashboard.collectionLink')}
          </Anchor>
        ) : null}
      </Group>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="portfolio" data-testid="metrics-tab-portfolio">{t('staff.dashboard.portfolio')}</Tabs.Tab>
          <Tabs.Tab value="startup" data-testid="metrics-tab-startup">{t('staff.dashboard.startup')}</Tabs.Tab>
          <Tabs.Tab value="export" data-testid="metrics-tab-export">{t('staff.dashboard.export')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="portfolio" pt="md">
          {metrics.data && <PortfolioView metrics={metrics.data.metrics} programs={programs} programId={programId} onProgram={setProgramId} />}
        </Tabs.Panel>
        <Tabs.Panel value="startup" pt="md">
          <Stack gap="md">
            <Select
              label={t('staff.dashboard.chooseStartup')}
              // Only startups whose charts the server would show (viewerCanSeeMetrics).
              data={(startups.data?.startups.results ?? []).filter((s) => s.viewerCanSeeMetrics).map((s) => ({ value: s._id, label: s.name }))}
              value={startupId}
              onChange={setStartupId}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              nothingFoundMessage={t('staff.dashboard.noStartup')}
              w={{ base: '100%', sm: 320 }}
              data-testid="metrics-startup-select"
            />
            {startupId && <StartupMetricsCharts startupId={startupId} />}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="export" pt="md">
          <Stack gap="sm">
            <Select
              label={t('staff.portfolio.program')}
              data={[{ value: '', label: t('staff.portfolio.allPrograms') }, ...programs.map((p) => ({ value: p._id, label: p.name }))]}
              value={programId ?? ''}
              onChange={(value) => setProgramId(value || null)}
              allowDeselect={false}
              w={{ base: '100%', sm: 260 }}
            />
            <ExportPanel programId={programId} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
