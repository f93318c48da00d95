import { Alert, Button, Chip, Group, Modal, MultiSelect, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookingErrorText } from '../booking/bookingText';
import { localDate, timeIn } from '../format';
import { ELIGIBILITY_OPTIONS, PUBLISH_OFFICE_HOURS } from './agendaDocuments';
import type { FreeSlot } from './documents';
import { useUpcomingFreeSlots } from './useUpcomingFreeSlots';

/** The dates offered, as in the preview: a week of the host's free slots fits the dialog (the server takes up to 100 a call). */
const SHOWN_DATES = 7;

interface Props {
  opened: boolean;
  hostId: string | null;
  timeZone: string;
  onClose: () => void;
  onPublished: (count: number) => void;
}

/** Publish office hours: some of the host's free slots, open to startups of chosen programs or tags (none: all). */
export function PublishOfficeHoursDialog({ opened, hostId, timeZone, onClose, onPublished }: Props) {
  const { t, i18n } = useTranslation('coaching');
  const errorText = useBookingErrorText();
  const { slots, loading } = useUpcomingFreeSlots(hostId, !opened);
  const { data: options } = useQuery(ELIGIBILITY_OPTIONS, { skip: !opened });
  const [picked, setPicked] = useState<string[]>([]);
  const [programIds, setProgramIds] = useState<string[]>([]);
  const [tagIds, setTagIds] = useState<string[]>([]);
  const [publish, { loading: saving, error, reset }] = useMutation(PUBLISH_OFFICE_HOURS, { refetchQueries: ['HostOfficeHours', 'FreeSlots'] });

  const byDate = new Map<string, FreeSlot[]>();
  for (const slot of slots) byDate.set(slot.date, [...(byDate.get(slot.date) ?? []), slot]);
  const dates = [...byDate.keys()].slice(0, SHOWN_DATES);
  const close = () => {
    setPicked([]);
    reset();
    onClose();
  };
  const submit = async () => {
    const chosen = slots.filter((s) => picked.includes(s.start)).map((s) => ({ start: s.start, end: s.end }));
    const result = await publish({ variables: { hostId, slots: chosen, programIds, tagIds } }).catch(() => null);
    if (result?.data) {
      onPublished(result.data.publishOfficeHours.length);
      close();
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('officeHours.publish')} size="lg" centered closeButtonProps={{ 'aria-label': t('common:alerts.close') }}>
      <Stack gap="md" data-testid="publish-office-hours">
        <Stack gap={4}>
          <Text fw={600} size="sm" id="office-hours-slots-label">
            {t('officeHours.pickSlots')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('officeHours.pickSlotsHelp')}
          </Text>
        </Stack>
        {loading ? (
          <Skeleton height={120} />
        ) : dates.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('officeHours.noFreeSlots')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={280} type="auto">
            <Chip.Group multiple value={picked} onChange={setPicked}>
              <Stack gap="sm" role="group" aria-labelledby="office-hours-slots-label">
                {dates.map((date) => (
                  <Stack gap={4} key={date}>
                    <Text size="sm">{localDate(date, i18n.language)}</Text>
                    <Group gap={6}>
                      {(byDate.get(date) ?? []).map((slot) => (
                        <Chip key={slot.start} value={slot.start} size="sm" wrapperProps={{ 'data-testid': 'office-hour-slot' }}>
                          <span dir="ltr">{timeIn(slot.start, timeZone, i18n.language)}</span>
                        </Chip>
                      ))}
                    </Group>
                  </Stack>
                ))}
              </Stack>
            </Chip.Group>
          </ScrollArea.Autosize>
        )}
        <MultiSelect
          label={t('officeHours.programs')}
          data={(options?.programs ?? []).map((p) => ({ value: p._id, label: p.name }))}
          value={programIds}
          onChange={setProgramIds}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <MultiSelect
          label={t('officeHours.tags')}
          description={t('officeHours.eligibilityHelp')}
          data={(options?.tags ?? []).map((tag) => ({ value: tag._id, label: tag.name }))}
          value={tagIds}
          onChange={setTagIds}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        {error ? (
          <Alert color="red" role="alert">
            {errorText(error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('officeHours.cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={picked.length === 0} loading={saving} data-testid="confirm-publish">
            {t('officeHours.submit', { count: picked.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
