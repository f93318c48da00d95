import { Alert, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoAccessState } from '../../../app/errors/NoAccessState';
import { useRowSelection } from '../../batch-operations';
import { ApplicationBulkBar } from './ApplicationBulkBar';
import { ApplicationSavedViewsMenu } from './ApplicationSavedViewsMenu';
import { ApplicationsTable } from './ApplicationsTable';
import type { ApplicationBulkAction, ApplicationSavedView } from './bulkDocuments';
import { APPLICATION_ABILITIES, APPLICATIONS, PIPELINE_FUNNELS, type ApplicationQueueStage, type ApplicationsFilter } from './documents';
import { FilteredExportMenu } from './FilteredExportMenu';
import { fromView, statusFilter } from './overviewState';
import { OverviewFilters } from './OverviewFilters';
import { PipelineBar } from './PipelineBar';
import { EvaluatorQueueBar, StaffQueueBar } from './QueueBar';
import { usePipelineErrorText } from './usePipelineErrorText';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

const PAGE_SIZE = 25;

interface OverviewProps {
  canListFunnels: boolean;
  /** The bulk actions the viewer may start (the server's answer: keys, plan gate). */
  bulkActions: readonly ApplicationBulkAction[];
  savedViewsOn: boolean;
  /** Which side of the queue bar (D-386): the staff's stages, the evaluator's "left to evaluate", or none. */
  queueBar: 'staff' | 'evaluator' | null;
}

function Overview({ canListFunnels, bulkActions, savedViewsOn, queueBar }: OverviewProps) {
  const { t } = useTranslation('applicationsPipeline');
  const errorText = usePipelineErrorText();
  const [funnelId, setFunnelId] = useState<string | null>(null);
  const [roundId, setRoundId] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [queue, setQueue] = useState<ApplicationQueueStage | null>(null);
  const [search, setSearch] = useState('');
  const [current, setCurrent] = useState<ApplicationSavedView | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const selection = useRowSelection();
  const funnels = useQuery(PIPELINE_FUNNELS, { skip: !canListFunnels });
  const funnelList = (funnels.data?.funnels.results ?? []).filter((f) => f.status !== 'draft');
  const funnel = funnelList.find((f) => f._id === funnelId) ?? null;
  // Another call shows its own rounds: the round filter starts again.
  const chooseFunnel = (next: string | null) => {
    setFunnelId(next);
    setRoundId(null);
  };
  const apply = (view: ApplicationSavedView | null) => {
    const next = fromView(view?.state ?? null);
    setCurrent(view);
    setFunnelId(next.funnelId);
    setRoundId(next.roundId);
    setStatus(next.status);
    setSearch(next.search);
    setQueue(next.queue);
  };
  const selectable = bulkActions.length > 0;
  const filter = useMemo<ApplicationsFilter>(() => ({ funnelId, roundId, search: debounced || null, queue, ...statusFilter(status) }), [funnelId, roundId, debounced, status, queue]);
  const { data, error, loading, refetch, fetchMore } = useQuery(APPLICATIONS, { variables: { filter, first: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const page = data?.applications;
  const filtered = !!(funnelId || roundId || status || debounced || queue);
  return (
    <Stack gap="lg" w="100%" maw={1200} miw={0} data-testid="applications-overview-page">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 20rem' }}>
          <Title order={1} size="h2">
            {t('overview.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('overview.intro')}
          </Text>
        </Stack>
        <Group gap="xs">
          {bulkActions.includes('EXPORT') ? <FilteredExportMenu filter={filter} /> : null}
          {savedViewsOn ? <ApplicationSavedViewsMenu state={{ funnelId, roundId, status, search, queue }} current={current} onApply={apply} /> : null}
        </Group>
      </Group>
      <OverviewFilters
        funnels={canListFunnels ? funnelList : null}
        funnelId={funnelId}
        onFunnel={chooseFunnel}
        status={status}
        onStatus={setStatus}
        search={search}
        onSearch={setSearch}
      />
      {queueBar === 'staff' ? <StaffQueueBar funnelId={funnelId} roundId={roundId} value={queue} onChange={setQueue} /> : null}
      {queueBar === 'evaluator' ? <EvaluatorQueueBar /> : null}
      {funnel ? <PipelineBar funnel={funnel} roundId={roundId} onRound={setRoundId} /> : null}
      {selectable ? (
        <ApplicationBulkBar selectedIds={[...selection.selected]} actions={bulkActions} funnels={funnel ? [funnel] : funnelList} onClear={selection.clear} onResult={() => void refetch()} />
      ) : null}
      {!page ? (
        error ? (
          <Alert color="red">{errorText(error)}</Alert>
        ) : (
          <Center py="xl">
            <LoadingIndicator size="sm" label={t('overview.loading')} />
          </Center>
        )
      ) : page.results.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center" data-testid="applications-empty">
            {filtered ? t('overview.noMatch') : t('overview.empty')}
          </Text>
        </Paper>
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed" data-testid="applications-total">
            {t('overview.total', { count: page.totalCount })}
          </Text>
          <ApplicationsTable rows={page.results} selection={selectable ? selection : null} showFunnel={!funnelId} />
        </Stack>
      )}
      {page?.nextCursor ? (
        <Group justify="center">
          <Button variant="default" loading={loading} onClick={() =>
              void fetchMore({
                variables: { after: page.nextCursor },
                // Keyset pages: the next page is appended to the one on screen (the cache keeps them under one entry).
                updateQuery: (previous, { fetchMoreResult }) => ({
                  applications: { ...fetchMoreResult.applications, results: [...(previous.applications?.results ?? []), ...fetchMoreResult.applications.results] },
                }),
              })
            } data-testid="applications-more">
            {t('overview.more')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * /applications/overview (issue 16 item 3): routed for every signed-in member (RTE-26); the server's own rule
 * (applicationAbilities) decides whether the list may be asked for, else the no-access state (D-92).
 */
export function ApplicationsOverviewPage() {
  const { data, error } = useQuery(APPLICATION_ABILITIES, { fetchPolicy: 'cache-and-network' });
  if (error) return <NoAccessState />;
  if (!data) {
    return (
      <Center py="xl">
        <LoadingIndicator size="sm" />
      </Center>
    );
  }
  const abilities = data.applicationAbilities;
  if (!abilities.viewerCanRead) return <NoAccessState />;
  const queueBar = abilities.queueBar ? 'staff' : abilities.evaluates ? 'evaluator' : null;
  return <Overview canListFunnels={abilities.viewerCanListFunnels} bulkActions={abilities.bulkActions} savedViewsOn={abilities.savedViews} queueBar={queueBar} />;
}
