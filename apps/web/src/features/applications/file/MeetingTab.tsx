import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApplicationFile } from '../overview/documents';
import { formatDate } from '../overview/formatDate';
import { meetingSteps, type MeetingState } from './meetingSteps';

const COLOR: Record<MeetingState, string> = { toHold: 'blue', held: 'violet', done: 'green', upcoming: 'gray', notReached: 'gray' };

/**
 * /application/{id}/meeting: each meeting round of the call and where the application stands in it (to be held,
 * held and waiting for the decision, done, ahead, not reached), with the days it came in and left. The decision
 * itself is the header's (accept moves it on from the meeting).
 */
export function MeetingTab({ application }: { application: ApplicationFile }) {
  const { t, i18n } = useTranslation('applicationsPipeline');
  const steps = meetingSteps(application);
  if (steps.length === 0) return <Text c="dimmed" data-testid="meeting-none">{t('file.meetingNone')}</Text>;
  return (
    <Stack gap="sm" data-testid="meeting-steps">
      {steps.map((step) => (
        <Paper key={step.roundId} withBorder radius="md" p="md" data-testid="meeting-step" data-state={step.state}>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>{step.name}</Text>
            <Badge color={COLOR[step.state]} variant="light" data-testid="meeting-state">{t(`file.meeting.${step.state}`)}</Badge>
          </Group>
          <Text size="sm" c="dimmed" mt={4}>{t(`file.meeting.${step.state}Explained`)}</Text>
          {step.enteredAt || step.leftAt ? (
            <Group gap="lg" mt="xs" wrap="wrap">
              {step.enteredAt ? <Text size="sm">{t('file.meeting.enteredAt', { date: formatDate(step.enteredAt, i18n.language) })}</Text> : null}
              {step.leftAt ? <Text size="sm">{t('file.meeting.leftAt', { date: formatDate(step.leftAt, i18n.language) })}</Text> : null}
            </Group>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}
