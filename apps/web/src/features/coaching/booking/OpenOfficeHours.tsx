import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconClockHour4 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OPEN_OFFICE_HOURS, TAKE_OFFICE_HOUR, type BookedSession } from './documents';
import { useBookingErrorText, useWhen } from './bookingText';

/**
 * The open office hours the startup may take (issue 17 item 2, third way): any host's, not only its assigned ones;
 * taking one books it at once, and a slot just taken by another startup says so.
 */
export function OpenOfficeHours({ startupId, onBooked }: { startupId: string; onBooked: (session: BookedSession) => void }) {
  const { t } = useTranslation('coaching');
  const when = useWhen();
  const errorText = useBookingErrorText();
  const [taking, setTaking] = useState<string | null>(null);
  const { data } = useQuery(OPEN_OFFICE_HOURS, { variables: { startupId }, fetchPolicy: 'cache-and-network' });
  const [take, { error, reset }] = useMutation(TAKE_OFFICE_HOUR, { refetchQueries: ['OpenOfficeHours'] });
  const hours = data?.openOfficeHours ?? [];
  return (
    <Stack gap={6} data-testid="open-office-hours">
      <Text fw={600} size="sm">
        {t('booking.openHours')}
      </Text>
      {error ? (
        <Alert color="red" role="alert" withCloseButton onClose={reset} closeButtonLabel={t('booking.dismiss')}>
          {errorText(error)}
        </Alert>
      ) : null}
      {data && hours.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('booking.noOpenHours')}
        </Text>
      ) : null}
      {hours.map((hour) => (
        <Group key={hour._id} justify="space-between" wrap="wrap" gap="xs" data-testid="open-office-hour" data-slot={hour._id}>
          <Group gap="xs" wrap="nowrap">
            <IconClockHour4 size={16} aria-hidden />
            <Text size="sm">{t('booking.sessionLine', { when: when.full(hour.startsAt), names: hour.host.fullName })}</Text>
          </Group>
          <Button
            size="xs"
            variant="light"
            loading={taking === hour._id}
            aria-label={t('booking.takeWith', { when: when.full(hour.startsAt), name: hour.host.fullName })}
            onClick={() => {
              setTaking(hour._id);
              void take({ variables: { slotId: hour._id, startupId } })
                .then((result) => result.data && onBooked(result.data.takeOfficeHour))
                .catch(() => undefined)
                .finally(() => setTaking(null));
            }}
          >
            {t('booking.take')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
