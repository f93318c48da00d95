import { Alert, Badge, Center, Group, HoverCard, SegmentedControl, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUND_RANKING, type RankingEntry, type RankingSort } from './documents';
import { useReviewErrorText, useScoreFormat } from './useReviewErrorText';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

/** The explanation of one entry's scores, on hover or focus: every evaluator's weighted score and z-score. */
function ScoreExplanation({ entry, children, help }: { entry: RankingEntry; children: ReactNode; help: string }) {
  const score = useScoreFormat();
  return (
    <HoverCard width={300} shadow="md" withinPortal openDelay={100}>
      <HoverCard.Target>
        <UnstyledButton data-testid="ranking-explain" style={{ textDecoration: 'underline dotted' }}>{children}</UnstyledButton>
      </HoverCard.Target>
      <HoverCard.Dropdown>
        <Stack gap={4}>
          <Text size="xs">{help}</Text>
          {entry.evaluations.map((e) => (
            <Text size="xs" key={e._id}>
              <bdi>{e.evaluator?.fullName ?? '—'}</bdi>: {score(e.weightedScore)} (z {score(e.zScore)})
            </Text>
          ))}
        </Stack>
      </HoverCard.Dropdown>
    </HoverCard>
  );
}

/** The round's ranking, sortable by the raw or the normalised mean, with the disagreement flag and its reason (D-262, D-263). */
export function RankingTable({ roundId, refreshKey }: { roundId: string; refreshKey: number }) {
  const { t } = useTranslation('applicationsReview');
  const errorText = useReviewErrorText();
  const score = useScoreFormat();
  const [sort, setSort] = useState<RankingSort>('normalised');
  const { data, error, loading, refetch } = useQuery(ROUND_RANKING, { variables: { roundId, sort }, fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (refreshKey > 0) void refetch();
  }, [refreshKey, refetch]);
  const ranking = data?.roundRanking;
  const scored = (ranking?.entries ?? []).filter((e) => e.summary.evaluationCount > 0);
  return (
    <Stack gap="sm" data-testid="ranking">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">{t('ranking.title')}</Title>
        <SegmentedControl
          aria-label={t('ranking.sortBy')}
          value={sort}
          onChange={(v) => setSort(v as RankingSort)}
          data={[{ value: 'normalised', label: t('ranking.normalised') }, { value: 'raw', label: t('ranking.raw') }]}
          data-testid="ranking-sort"
        />
      </Group>
      {!ranking ? (
        loading ? <Center py="md"><LoadingIndicator size="sm" label={t('loading')} /></Center> : <Alert color="red">{error ? errorText(error) : t('loadFailed')}</Alert>
      ) : scored.length === 0 ? (
        <Text c="dimmed" data-testid="ranking-empty">{t('ranking.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('ranking.rank')}</Table.Th>
                <Table.Th>{t('ranking.application')}</Table.Th>
                <Table.Th ta="end">{t('ranking.evaluations')}</Table.Th>
                <Table.Th ta="end">{t('ranking.raw')}</Table.Th>
                <Table.Th ta="end">{t('ranking.normalised')} <IconInfoCircle size={12} aria-hidden /></Table.Th>
                <Table.Th>{t('ranking.disagreement')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {scored.map((entry) => (
                <Table.Tr key={entry.application._id} data-testid="ranking-row" data-disagreement={entry.summary.disagreement}>
                  <Table.Td>{entry.rank}</Table.Td>
                  <Table.Td><Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>{entry.application.title ?? t('hiddenApplicant')}</Text></Table.Td>
                  <Table.Td ta="end">{entry.summary.evaluationCount}</Table.Td>
                  <Table.Td ta="end"><ScoreExplanation entry={entry} help={t('ranking.rawHelp')}>{score(entry.summary.rawMean)}</ScoreExplanation></Table.Td>
                  <Table.Td ta="end" data-testid="ranking-normalised"><ScoreExplanation entry={entry} help={t('ranking.normalisedHelp')}>{score(entry.summary.normalisedMean)}</ScoreExplanation></Table.Td>
                  <Table.Td>
                    {entry.summary.disagreement ? (
                      <HoverCard width={260} withinPortal>
                        <HoverCard.Target>
                          <UnstyledButton data-testid="ranking-disagreement">
                            <Badge color="orange" variant="light" leftSection={<IconAlertTriangle size={12} aria-hidden />} style={{ cursor: 'help' }}>{t('ranking.disagree')}</Badge>
                          </UnstyledButton>
                        </HoverCard.Target>
                        <HoverCard.Dropdown>
                          <Text size="xs">{t('ranking.disagreementHelp', { spread: score(entry.summary.spread), share: Math.round(ranking.disagreementShare * 100), span: score(ranking.scaleSpan) })}</Text>
                        </HoverCard.Dropdown>
                      </HoverCard>
                    ) : (
                      <Text size="xs" c="dimmed">{t('ranking.agreementHelp', { spread: score(entry.summary.spread), span: score(ranking.scaleSpan) })}</Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
