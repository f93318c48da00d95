import { Alert, Badge, Center, Checkbox, Container, Group, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssignPanel } from './AssignPanel';
import { REVIEW_ABILITIES, REVIEW_FUNNELS, ROUND_REVIEW, type RoundApplication } from './documents';
import { MarkConflictButton } from './MarkConflictButton';
import { RankingTable } from './RankingTable';
import { ReviewAccessGate } from './ReviewAccessGate';
import { useReviewErrorText } from './useReviewErrorText';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

function ApplicationsTable({ rows, selected, onSelect, canAssign, evaluators, onChanged }: { rows: RoundApplication[]; selected: string[]; onSelect: (ids: string[]) => void; canAssign: boolean; evaluators: Array<{ _id: string; fullName: string }>; onChanged: () => void }) {
  const { t } = useTranslation('applicationsReview');
  const all = rows.map((r) => r.application._id);
  const toggle = (id: string) => onSelect(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" data-testid="round-applications">
        <Table.Thead>
          <Table.Tr>
            {canAssign ? <Table.Th w={40}><Checkbox aria-label={t('assignation.selectAll')} checked={selected.length === all.length && all.length > 0} indeterminate={selected.length > 0 && selected.length < all.length} onChange={() => onSelect(selected.length === all.length ? [] : all)} /></Table.Th> : null}
            <Table.Th>{t('assignation.applications')}</Table.Th>
            <Table.Th>{t('assignation.evaluators')}</Table.Th>
            <Table.Th>{t('assignation.conflicts')}</Table.Th>
            {canAssign ? <Table.Th w={48} /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const title = row.application.title ?? t('hiddenApplicant');
            return (
              <Table.Tr key={row.application._id} data-testid="round-application">
                {canAssign ? <Table.Td><Checkbox aria-label={t('assignation.select', { name: title })} checked={selected.includes(row.application._id)} onChange={() => toggle(row.application._id)} /></Table.Td> : null}
                <Table.Td><Text size="sm" fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>{title}</Text></Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {row.assignments.length === 0 ? <Text size="sm" c="dimmed">{t('assignation.none')}</Text> : null}
                    {row.assignments.map((a) => (
                      <Badge key={a._id} variant="light" color={a.status === 'submitted' ? 'green' : a.status === 'cancelled' ? 'gray' : 'blue'} style={{ textTransform: 'none' }}>
                        <bdi>{a.evaluator?.fullName ?? '—'}</bdi> · {t(`assignation.statuses.${a.status}`)}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    {row.conflicts.length === 0 ? <Text size="sm" c="dimmed">{t('assignation.none')}</Text> : null}
                    {row.conflicts.map((c) => (
                      <Text key={c._id} size="xs" data-testid="round-conflict" style={{ overflowWrap: 'anywhere' }}>
                        <bdi>{c.evaluator?.fullName ?? '—'}</bdi>: {c.source === 'declared_self' || c.source === 'declared_staff' ? <bdi>{c.reason}</bdi> : t(`conflictSources.${c.source}`)}
                      </Text>
                    ))}
                  </Stack>
                </Table.Td>
                {canAssign ? <Table.Td><MarkConflictButton applicationId={row.application._id} title={title} evaluators={evaluators} onDone={onChanged} /></Table.Td> : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RoundPanel({ roundId, evaluators, canAssign }: { roundId: string; evaluators: Array<{ _id: string; fullName: string }>; canAssign: boolean }) {
  const { t } = useTranslation('applicationsReview');
  const errorText = useReviewErrorText();
  const { data, error, loading, refetch } = useQuery(ROUND_REVIEW, { variables: { roundId }, fetchPolicy: 'cache-and-network' });
  const [selected, setSelected] = useState<string[]>([]);
  const [refreshKey, setRefreshKey] = useState(0);
  const changed = () => {
    void refetch();
    setRefreshKey((k) => k + 1);
  };
  if (!data) return loading ? <Center py="md"><LoadingIndicator size="sm" label={t('loading')} /></Center> : <Alert color="red">{error ? errorText(error) : t('loadFailed')}</Alert>;
  const rows = data.roundReview.applications;
  const titleOf = (id: string) => rows.find((r) => r.application._id === id)?.application.title ?? t('hiddenApplicant');
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">{t('assignation.applications')}</Title>
        {rows.length === 0 ? <Text c="dimmed" data-testid="round-empty">{t('assignation.empty')}</Text> : <ApplicationsTable rows={rows} selected={selected} onSelect={setSelected} canAssign={canAssign} evaluators={evaluators} onChanged={changed} />}
      </Paper>
      {canAssign && rows.length > 0 ? <AssignPanel roundId={roundId} selected={selected} evaluators={evaluators} titleOf={titleOf} onDone={changed} /> : null}
      <Paper withBorder p="md" radius="md"><RankingTable roundId={roundId} refreshKey={refreshKey} /></Paper>
    </Stack>
  );
}

function Assignation() {
  const { t } = useTranslation('applicationsReview');
  const errorText = useReviewErrorText();
  const abilities = useQuery(REVIEW_ABILITIES);
  const { data, error, loading } = useQuery(REVIEW_FUNNELS, { fetchPolicy: 'cache-and-network' });
  const [funnelId, setFunnelId] = useState<string | null>(null);
  const [roundId, setRoundId] = useState<string | null>(null);
  if (!data) return loading ? <Center py="xl"><LoadingIndicator size="sm" label={t('loading')} /></Center> : <Alert color="red">{error ? errorText(error) : t('loadFailed')}</Alert>;
  const funnels = data.funnels.results;
  const funnel = funnels.find((f) => f._id === funnelId) ?? null;
  const rounds = (funnel?.rounds ?? []).filter((r) => r.kind === 'evaluation');
  const round = rounds.find((r) => r._id === roundId) ?? null;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select label={t('assignation.funnel')} data={funnels.map((f) => ({ value: f._id, label: f.name }))} value={funnelId} onChange={(v) => { setFunnelId(v); setRoundId(null); }} searchable data-testid="assignation-funnel" />
        <Select label={t('assignation.round')} data={rounds.map((r) => ({ value: r._id, label: r.name }))} value={roundId} onChange={setRoundId} disabled={!funnel} data-testid="assignation-round" />
      </SimpleGrid>
      {!funnel || !round ? <Text c="dimmed" data-testid="assignation-pick">{funnel && rounds.length === 0 ? t('assignation.noRounds') : t('assignation.pickRound')}</Text> : (
        <RoundPanel key={round._id} roundId={round._id} evaluators={round.evaluators} canAssign={abilities.data?.reviewAbilities.viewerCanAssign ?? false} />
      )}
    </Stack>
  );
}

/** /startups/programs/evaluation-assignation (issue 16 items 4–6): assign evaluators, see and record conflicts, the ranking. */
export function AssignationPage() {
  const { t } = useTranslation('applicationsReview');
  return (
    <Container size="xl" w="100%" py="md" data-testid="evaluation-assignation-page">
      <Stack gap="md">
        <Title order={1} size="h2">{t('assignation.title')}</Title>
        <ReviewAccessGate ability="viewerCanOpenAssignation">
          <Assignation />
        </ReviewAccessGate>
      </Stack>
    </Container>
  );
}
