import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconClockPlay } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ScheduleModalProps {
  opened: boolean;
  subject: string;
  /** The audience's count as the preview last answered it (it is counted again when the email goes out). */
  count: number;
  scheduling: boolean;
  /** The moment chosen, as an ISO string. */
  onConfirm: (sendAt: string) => void;
  onClose: () => void;
}

const LOCAL_FORMAT = 'YYYY-MM-DDTHH:mm';
/** The server takes a time at least a minute ahead; the form asks for a little more so a slow click still fits. */
const MIN_LEAD_MINUTES = 2;

/** Tomorrow at 9:00 in the reader's time zone: a working-hour default, as mail tools offer. */
function defaultSendAt(): string {
  return dayjs().add(1, 'day').hour(9).minute(0).second(0).format(LOCAL_FORMAT);
}

/**
 * D-590: when a draft should go out. A date and time in the reader's own time zone (named under the field), at least
 * a couple of minutes ahead; the audience is counted again when it goes out.
 */
export function ScheduleModal({ opened, subject, count, scheduling, onConfirm, onClose }: ScheduleModalProps) {
  const { t } = useTranslation('emails');
  const [value, setValue] = useState(defaultSendAt);
  const [error, setError] = useState<string | null>(null);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const confirm = () => {
    const at = dayjs(value);
    if (!value || !at.isValid() || at.isBefore(dayjs().add(MIN_LEAD_MINUTES, 'minute'))) {
      setError(t('schedule.inPast'));
      return;
    }
    onConfirm(at.toISOString());
  };

  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>{t('schedule.title')}</Text>} centered closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack gap="md" data-testid="schedule-modal">
        <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {t('schedule.message', { subject: subject.trim() || t('list.noSubject') })}
        </Text>
        <TextInput
          type="datetime-local"
          label={t('schedule.when')}
          description={t('schedule.whenHelp', { zone })}
          required
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-testid="schedule-when"
        />
        <Text size="sm" c="dimmed" data-testid="schedule-count" data-count={count}>
          {t('schedule.countNote', { count })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button leftSection={<IconClockPlay size={16} aria-hidden />} loading={scheduling} onClick={confirm} data-testid="schedule-confirm">
            {t('schedule.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
