import { Anchor, Badge, Button, Group, Paper, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MIRROR_IN_RTL } from '../../../lib/direction/mirror';
import { MY_EVALUATION_QUEUE } from '../review/documents';
import { APPLICATION_QUEUE_BAR, type ApplicationQueueStage } from './documents';
import { nextToEvaluate, QUEUE_STAGES } from './queueBarModel';

interface StaffQueueBarProps {
  funnelId: string | null;
  roundId: string | null;
  value: ApplicationQueueStage | null;
  onChange: (stage: ApplicationQueueStage | null) => void;
}

/**
 * The queue bar (D2 §6.1 APPLICATION:QUEUE_BAR, D-386): above the list, the work of the chosen call or round in four
 * stages with their counts; a stage filters the list (again: the filter goes).
 */
export function StaffQueueBar({ funnelId, roundId, value, onChange }: StaffQueueBarProps) {
  const { t } = useTranslation('applicationsPipeline');
  const { data } = useQuery(APPLICATION_QUEUE_BAR, { variables: { funnelId, roundId }, fetchPolicy: 'cache-and-network' });
  const counts = data?.applicationQueueBar;
  return (
    <Paper withBorder radius="md" px="sm" py={6} data-testid="queue-bar" aria-label={t('queueBar.label')} component="nav">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600} me="xs">
          {t('queueBar.label')}
        </Text>
        {QUEUE_STAGES.map((stage) => {
          const active = value === stage;
          return (
            <Button
              key={stage}
              size="compact-sm"
              variant={active ? 'filled' : 'default'}
              aria-pressed={active}
              onClick={() => onChange(active ? null : stage)}
              rightSection={
                <Badge size="sm" variant={active ? 'white' : 'light'} circle={false} data-testid="queue-bar-count">
                  {counts ? counts[stage] : '…'}
                </Badge>
              }
              data-testid="queue-bar-stage"
              data-stage={stage}
            >
              {t(`queueBar.${stage}`)}
            </Button>
          );
        })}
      </Group>
    </Paper>
  );
}

/** The evaluator's side of the bar: how many evaluations are left to them, and a link to the next one. */
export function EvaluatorQueueBar() {
  const { t } = useTranslation('applicationsPipeline');
  const { data } = useQuery(MY_EVALUATION_QUEUE, { fetchPolicy: 'cache-and-network' });
  if (!data) return null;
  const next = nextToEvaluate(data.myEvaluationQueue.items);
  return (
    <Paper withBorder radius="md" px="sm" py={6} data-testid="queue-bar-evaluator">
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text size="sm" fw={600} data-testid="queue-bar-left">
          {t('queueBar.leftToEvaluate', { count: data.myEvaluationQueue.remaining })}
        </Text>
        {next ? (
          <Anchor component={Link} to={`/applications/reviews/${next}`} size="sm" data-testid="queue-bar-next">
            <Group gap={4} wrap="nowrap">
              {t('queueBar.next')}
              <IconChevronRight size={14} className={MIRROR_IN_RTL} aria-hidden />
            </Group>
          </Anchor>
        ) : null}
      </Group>
    </Paper>
  );
}
