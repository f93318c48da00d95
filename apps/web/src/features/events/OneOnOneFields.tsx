/**
 * The one-on-one part of the event editor (issue 18 wave 2; D2 §3.7; D-486..D-488): how hosts' hours are found, the
 * session length and slot increment, sessions per person, the dates, the registration notice and whether the booking
 * counts against hour budgets. The window is the event's start and end (the "Time and place" card).
 */
import { EVENT_INCREMENT_MINUTES, EVENT_NOTICE_UNITS, EVENT_SESSION_MINUTES } from '@hatchery/domain';
import { Checkbox, SegmentedControl, Select, SimpleGrid, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EventFormValues } from './eventForm';

interface OneOnOneFieldsProps {
  control: Control<EventFormValues>;
  register: UseFormRegister<EventFormValues>;
  error: (name: keyof EventFormValues) => string | undefined;
}

export function OneOnOneFields({ control, register, error }: OneOnOneFieldsProps) {
  const { t } = useTranslation('events');
  const minutes = (n: number) => ({ value: String(n), label: t('oneOnOne.minutes', { n }) });
  return (
    <Stack gap="sm" data-testid="one-on-one-fields">
      <Text size="sm" c="dimmed">{t('oneOnOne.help')}</Text>
      <Controller
        control={control}
        name="availabilityMethod"
        render={({ field }) => (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="availability-method-label">{t('oneOnOne.method')}</Text>
            <SegmentedControl
              value={field.value}
              onChange={field.onChange}
              aria-labelledby="availability-method-label"
              data={[{ value: 'hosts_availability', label: t('oneOnOne.methods.hosts_availability') }, { value: 'event_specific', label: t('oneOnOne.methods.event_specific') }]}
            />
            <Text size="xs" c="dimmed">{t(`oneOnOne.methodHelp.${field.value}`)}</Text>
          </Stack>
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Controller
          control={control}
          name="sessionMinutes"
          render={({ field }) => (
            <Select label={t('oneOnOne.sessionMinutes')} required data={EVENT_SESSION_MINUTES.map(minutes)} value={field.value || null} onChange={(v) => field.onChange(v ?? '')} error={error('sessionMinutes')} data-testid="event-session-minutes" />
          )}
        />
        <Controller
          control={control}
          name="timeslotIncrement"
          render={({ field }) => (
            <Select label={t('oneOnOne.increment')} placeholder={t('oneOnOne.incrementDefault')} clearable data={EVENT_INCREMENT_MINUTES.map(minutes)} value={field.value || null} onChange={(v) => field.onChange(v ?? '')} data-testid="event-increment" />
          )}
        />
        <TextInput label={t('oneOnOne.sessions')} description={t('oneOnOne.sessionsHelp')} inputMode="numeric" {...register('numberOfSessions')} error={error('numberOfSessions')} data-testid="event-sessions" />
      </SimpleGrid>
      <Controller
        control={control}
        name="oneOnOneDates"
        render={({ field }) => (
          <TagsInput label={t('oneOnOne.dates')} description={t('oneOnOne.datesHelp')} placeholder="YYYY-MM-DD" value={field.value} onChange={field.onChange} error={error('oneOnOneDates')} dir="ltr" />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('oneOnOne.notice')} description={t('oneOnOne.noticeHelp')} inputMode="numeric" {...register('noticeValue')} error={error('noticeValue')} data-testid="event-notice" />
        <Controller
          control={control}
          name="noticeUnit"
          render={({ field }) => (
            <Select label={t('oneOnOne.noticeUnit')} data={EVENT_NOTICE_UNITS.map((u) => ({ value: u, label: t(`oneOnOne.units.${u}`) }))} value={field.value} onChange={(v) => field.onChange(v ?? 'hours')} allowDeselect={false} />
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="ignoreHourAllocation"
        render={({ field }) => <Checkbox label={t('oneOnOne.ignoreHourAllocation')} checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />}
      />
    </Stack>
  );
}
