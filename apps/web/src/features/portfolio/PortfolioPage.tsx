import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { featureState } from '@hatchery/domain';
import { IconChevronLeft, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../app/incubator/TenantContext';
import { useErrorText } from '../../lib/errors/useErrorText';
import { MIRROR_IN_RTL } from '../../lib/direction/mirror';
import { PORTFOLIO, type SavedView } from './documents';
import { ColumnChooser, PortfolioFilters, PortfolioSort } from './PortfolioFilters';
import { PortfolioTable } from './PortfolioTable';
import { activeFilterCount, DEFAULT_VIEW, fromSavedView, toViewInput, type ViewState } from './portfolioView';
import { SavedViewsMenu } from './SavedViewsMenu';
import { FiltersToggle } from '../../components/FiltersToggle';
import { ExportMenu } from './ExportMenu';
import { StartupSelectionBar, useRowSelection, useStartupBulkActions } from '../batch-operations';

const PAGE_SIZE = 25;

/**
 * /startups (staff) and /coaching (a coach's, mentor's or expert's assigned startups): the portfolio table with
 * search, filters, sort, column choice, cursor paging, saved views and the needs-attention reasons.
 */
export function PortfolioPage({ coaching }: { coaching: boolean }) {
  const { t } = useTranslation('portfolio');
  const toText = useErrorText();
  const { incubator } = useTenant();
  const savedViewsOn = featureState(incubator?.featureFlags ?? [], 'savedViewsStartups') === 'on';
  const [view, setView] = useState<ViewState>(DEFAULT_VIEW);
  const [current, setCurrent] = useState<SavedView | null>(null);
  const [showFilters, setShowFilters] = useState(false);
  // Cursor paging: the cursors of the pages before this one, to go back.
  const [cursor, setCursor] = useState<string | null>(null);
  const [previous, setPrevious] = useState<Array<string | null>>([]);
  const [search] = useDebouncedValue(view.search, 300);
  const input = useMemo(() => toViewInput({ ...view, search }), [view, search]);
  const { data, loading, error, refetch } = useQuery(PORTFOLIO, {
    variables: { view: input, coaching, cursor, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.portfolio;
  // Bulk actions (issue 14 item 8) on /startups, only those the server lets the viewer start; none on /coaching.
  const bulkActions = useStartupBulkActions(!coaching);
  const selection = useRowSelection();
  const selectable = bulkActions.length > 0;
  const change = (patch: Partial<ViewState>) => {
    setView((v) => ({ ...v, ...patch }));
    setCursor(null);
    setPrevious([]);
  };
  const apply = (saved: SavedView | null) => {
    setCurrent(saved);
    change(saved ? fromSavedView(saved.state) : DEFAULT_VIEW);
  };
  const filters = activeFilterCount(view);
  const pageNumber = previous.length + 1;

  return (
    <Stack gap="lg" data-testid={coaching ? 'coaching-page' : 'portfolio-page'}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>{coaching ? t('coachingTitle') : t('title')}</Title>
            {page ? (
              <Badge variant="light" size="lg" data-testid="portfolio-count">
                {page.totalCount}
              </Badge>
            ) : null}
          </Group>
          <Text c="dimmed">{coaching ? t('coachingIntro') : t('intro')}</Text>
        </Stack>
        <Group gap="sm">
          <ExportMenu view={input} coaching={coaching} />
          {savedViewsOn ? <SavedViewsMenu view={view} current={current} onApply={apply} /> : null}
        </Group>
      </Group>
      <Group gap="sm" wrap="wrap">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('searchPlaceholder')}
          aria-label={t('searchPlaceholder')}
          value={view.search}
          onChange={(e) => change({ search: e.currentTarget.value })}
          style={{ flex: '1 1 220px' }}
          data-testid="portfolio-search"
        />
        <FiltersToggle open={showFilters} onToggle={() => setShowFilters((s) => !s)} inUse={filters} controls="portfolio-filters" label={t('filters.title')} data-testid="portfolio-filters-toggle" />
        <PortfolioSort view={view} onChange={change} />
        <ColumnChooser view={view} onChange={(patch) => setView((v) => ({ ...v, ...patch }))} />
      </Group>
      {showFilters ? <PortfolioFilters view={view} onChange={change} /> : null}
      {selectable ? <StartupSelectionBar selection={selection} actions={bulkActions} onResult={() => void refetch().catch(() => undefined)} /> : null}
      {error ? (
        <Alert color="red" role="alert">
          {toText(error)}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {page && page.results.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl" data-testid="portfolio-empty">
            {coaching ? t('coachingEmpty') : filters > 0 || view.search ? t('emptyFiltered') : t('empty')}
          </Text>
        ) : (
          <PortfolioTable entries={page?.results ?? []} columns={view.columns} selection={selectable ? selection : undefined} />
        )}
        {loading && !page ? <Text c="dimmed" ta="center" py="md">{t('loading')}</Text> : null}
      </Paper>
      {page && (previous.length > 0 || page.nextCursor) ? (
        <Group justify="center" gap="sm" data-testid="portfolio-paging">
          <Button
            variant="default"
            leftSection={<IconChevronLeft size={16} className={MIRROR_IN_RTL} />}
            disabled={previous.length === 0}
            onClick={() => {
              setCursor(previous[previous.length - 1] ?? null);
              setPrevious((p) => p.slice(0, -1));
            }}
          >
            {t('paging.previous')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('paging.page', { page: pageNumber, pages: Math.max(1, Math.ceil(page.totalCount / PAGE_SIZE)) })}
          </Text>
          <Button
            variant="default"
            rightSection={<IconChevronRight size={16} className={MIRROR_IN_RTL} />}
            disabled={!page.nextCursor}
            onClick={() => {
              setPrevious((p) => [...p, cursor]);
              setCursor(page.nextCursor ?? null);
            }}
          >
            {t('paging.next')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

export function StartupsPortfolioPage() {
  return <PortfolioPage coaching={false} />;
}

export function CoachingPortfolioPage() {
  return <PortfolioPage coaching />;
}
