import { Card, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWhen } from '../booking/bookingText';
import type { CoachingSessionData } from './documents';

type Change = CoachingSessionData['changes'][number];
const MAX_VALUE = 80;

/** A changelog value as read: a date in the viewer's zone, a status in their language, a long text cut short. */
function useValueText(): (change: Change, value: string | null) => string {
  const { t } = useTranslation('coaching');
  const when = useWhen();
  return (change, value) => {
    if (value === null || value === '') return t('session.none');
    if (change.valueType === 'date') return when.full(value);
    if (change.type === 'cancelled' || change.type === 'held') return t(`session.status.${value}`, { defaultValue: value });
    return value.length > MAX_VALUE ? `${value.slice(0, MAX_VALUE)}…` : value;
  };
}

/** Who changed what and when (D2 §3.11 changelogs), newest first. */
export function ChangelogCard({ session }: { session: CoachingSessionData }) {
  const { t, i18n } = useTranslation('coaching');
  const when = useWhen();
  const valueText = useValueText();
  // The arrow points the way the text reads.
  const arrow = i18n.dir() === 'rtl' ? '←' : '→';
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="session-changelog">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('session.changelog')}
        </Title>
        <Timeline bulletSize={12} lineWidth={2}>
          {session.changes.map((change) => (
            <Timeline.Item key={change._id} title={t(`session.change.${change.type}`)} data-testid="session-change" data-type={change.type}>
              <Text size="xs" c="dimmed">
                {`${change.initiator?.fullName ?? t('session.someone')} · ${when.full(change.changeTime)}`}
              </Text>
              {change.oldValue !== null || change.newValue !== null ? (
                <Text size="sm">
                  {change.oldValue !== null ? `${valueText(change, change.oldValue)} ${arrow} ${valueText(change, change.newValue)}` : valueText(change, change.newValue)}
                </Text>
              ) : null}
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Card>
  );
}
