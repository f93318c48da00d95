import { Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';
import { APPLICATION_COUNTS, type ApplicationStatus, type PipelineFunnel } from './documents';
import classes from './PipelineBar.module.css';

interface PipelineBarProps {
  funnel: PipelineFunnel;
  roundId: string | null;
  onRound: (roundId: string | null) => void;
}

/** The pipeline of a call (applicationCounts): one card per round with its count by status; a card filters the list. */
export function PipelineBar({ funnel, roundId, onRound }: PipelineBarProps) {
  const { t } = useTranslation('applicationsPipeline');
  const { data } = useQuery(APPLICATION_COUNTS, { variables: { funnelId: funnel._id }, fetchPolicy: 'cache-and-network' });
  const counts = data?.applicationCounts ?? [];
  const rounds = [...funnel.rounds].sort((a, b) => a.position - b.position);
  return (
    <Stack gap="xs" data-testid="pipeline">
      <Group justify="space-between">
        <Text fw={600} component="h2" size="md">
          {t('overview.pipeline')}
        </Text>
        {roundId ? (
          <UnstyledButton className={classes.clear} onClick={() => onRound(null)} data-testid="pipeline-clear">
            {t('overview.clearRound')}
          </UnstyledButton>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(4, Math.max(rounds.length, 1)) }} spacing="sm">
        {rounds.map((round) => {
          const inRound = counts.filter((c) => c.roundId === round._id);
          const total = inRound.reduce((sum, c) => sum + c.count, 0);
          const active = roundId === round._id;
          return (
            <Paper
              key={round._id}
              component="button"
              type="button"
              withBorder
              radius="md"
              p="sm"
              className={classes.card}
              data-active={active || undefined}
              aria-pressed={active}
              aria-label={t('overview.showRound', { round: round.name })}
              onClick={() => onRound(active ? null : round._id)}
              data-testid="pipeline-round"
              data-round={round.name}
            >
              <Stack gap={6} align="flex-start">
                <Group justify="space-between" w="100%" wrap="nowrap" gap="xs">
                  <Text dir="auto" fw={600} size="sm" truncate>
                    <bdi>
                      {round.position + 1}. {round.name}
                    </bdi>
                  </Text>
                  <Text fw={700} size="lg" data-testid="pipeline-round-total">
                    {total}
                  </Text>
                </Group>
                <Group gap={4} wrap="wrap">
                  {inRound.map((c) => (
                    <Group key={c.status} gap={4} wrap="nowrap">
                      <ApplicationStatusBadge status={c.status as ApplicationStatus} />
                      <Text size="xs" c="dimmed">
                        {c.count}
                      </Text>
                    </Group>
                  ))}
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
