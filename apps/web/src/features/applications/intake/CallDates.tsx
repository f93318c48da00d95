import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicFunnel } from './documents';
import { useDates } from './useDates';

/** "Open until …", "Opens on …", "Closed on …": the dates of a call as its phase reads them. */
export function CallDates({ call, size = 'sm' }: { call: Pick<PublicFunnel, 'phase' | 'opensAt' | 'closesAt'>; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('applicationsIntake');
  const { moment } = useDates();
  let text: string;
  if (call.phase === 'upcoming' && call.opensAt) text = t('call.opensOn', { date: moment(call.opensAt) });
  else if (call.phase === 'closed' && call.closesAt) text = t('call.closedOn', { date: moment(call.closesAt) });
  else if (call.closesAt) text = t('call.openUntil', { date: moment(call.closesAt) });
  else text = t('call.noDeadline');
  return (
    <Text size={size} c="dimmed" data-testid="call-dates">
      <bdi>{text}</bdi>
    </Text>
  );
}
