import { Alert, Badge, Center, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_EVALUATIONS } from './documents';
import { useReviewErrorText, useScoreFormat } from './useReviewErrorText';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

/**
 * The application file's "Evaluations" slot (issue 16 items 4 and 6): per round, each evaluator's weighted score with
 * the per-criterion scores and comments, the raw and normalised means and the disagreement flag. Self-contained: the
 * file passes the application id. An evaluator sees their own evaluation (the others' under evaluationVisibility).
 */
export function ApplicationEvaluationsPanel({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('applicationsReview');
  const errorText = useReviewErrorText();
  const score = useScoreFormat();
  const { data, error, loading } = useQuery(APPLICATION_EVALUATIONS, { variables: { id: applicationId }, fetchPolicy: 'cache-and-network' });
  if (!data) return loading ? <Center py="md"><LoadingIndicator size="sm" label={t('loading')} /></Center> : <Alert color="red">{error ? errorText(error) : t('loadFailed')}</Alert>;
  const rounds = data.applicationEvaluations;
  return (
    <Stack gap="md" data-testid="application-evaluations">
      <Title order={2} size="h4">{t('panel.title')}</Title>
      {rounds.length === 0 ? <Text c="dimmed">{t('panel.empty')}</Text> : null}
      {rounds.map((r) => (
        <Paper key={r.round._id} withBorder p="md" radius="md">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap">
              <Text fw={600}><bdi>{r.round.name}</bdi></Text>
              {r.summary ? (
                <Group gap="md">
                  <Text size="sm">{t('panel.raw')}: <b>{score(r.summary.rawMean)}</b></Text>
                  <Text size="sm">{t('panel.normalised')}: <b>{score(r.summary.normalisedMean)}</b></Text>
                  {r.summary.disagreement ? <Badge color="orange" variant="light" leftSection={<IconAlertTriangle size={12} aria-hidden />}>{t('panel.disagreement')}</Badge> : null}
                </Group>
              ) : (
                <Text size="sm" c="dimmed">{t('panel.ownOnly')}</Text>
              )}
            </Group>
            {r.evaluations.map((e) => (
              <div key={e._id} data-testid="application-evaluation">
                <Group justify="space-between" gap="xs">
                  <Text size="sm" fw={600}><bdi>{e.evaluator?.fullName ?? '—'}</bdi></Text>
                  <Text size="sm">{t('panel.weighted')}: <b>{score(e.weightedScore)}</b>{e.zScore !== null ? ` (z ${score(e.zScore)})` : ''}</Text>
                </Group>
                <Table.ScrollContainer minWidth={360}>
                  <Table fz="sm" verticalSpacing={4}>
                    <Table.Thead>
                      <Table.Tr><Table.Th>{t('panel.criterion')}</Table.Th><Table.Th ta="end">{t('panel.score')}</Table.Th><Table.Th>{t('panel.comment')}</Table.Th></Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {e.scores.map((s, i) => (
                        <Table.Tr key={s.criterion?._id ?? i}>
                          <Table.Td><bdi>{s.criterion ? `${s.criterion.name} ×${score(s.criterion.weight)}` : '—'}</bdi></Table.Td>
                          <Table.Td ta="end">{score(s.score)}</Table.Td>
                          <Table.Td dir="auto" style={{ overflowWrap: 'anywhere' }}>{s.comment ?? ''}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </div>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
