import { ActionIcon, Badge, Button, Card, Group, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { COACHING_MESSAGES, type CoachingMessageKey } from '@hatchery/domain';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../../lib/alerts/alertStore';
import { localDate, useCoachingErrorText } from '../format';
import { ADD_AVAILABILITY_EXCEPTION, REMOVE_AVAILABILITY_EXCEPTION, type AvailabilityException } from './documents';
import { clockOf, coachingMessageKey, minuteOf } from './weekModel';

/** How the form offers an exception: a day off is "blocked" without hours. */
export const EXCEPTION_CHOICES = ['dayOff', 'blocked', 'extra'] as const;
type ExceptionChoice = (typeof EXCEPTION_CHOICES)[number];

type FormErrors = Partial<Record<'date' | 'start' | 'end', CoachingMessageKey>>;

/** The server's "field: text" on the form's inputs (date, startMinute, endMinute). */
function formErrorOf(message: string): FormErrors | null {
  const match = /^(\w+): (.+)$/.exec(message.trim());
  const key = match ? coachingMessageKey(match[2]!) : null;
  if (!match || !key) return null;
  const field = match[1] === 'date' ? 'date' : match[1] === 'endMinute' ? 'end' : 'start';
  return { [field]: key };
}

export function ExceptionsCard({ hostId, exceptions }: { hostId: string | null; exceptions: readonly AvailabilityException[] }) {
  const { t, i18n } = useTranslation('coaching');
  const errorText = useCoachingErrorText();
  const [choice, setChoice] = useState<ExceptionChoice>('dayOff');
  const [date, setDate] = useState('');
  const [start, setStart] = useState('09:00');
  const [end, setEnd] = useState('12:00');
  const [errors, setErrors] = useState<FormErrors>({});
  const refetchQueries = ['HostAvailability', 'FreeSlots'];
  const [addException, adding] = useMutation(ADD_AVAILABILITY_EXCEPTION, { refetchQueries, awaitRefetchQueries: true });
  const [removeException] = useMutation(REMOVE_AVAILABILITY_EXCEPTION, { refetchQueries, awaitRefetchQueries: true });

  const submit = async () => {
    const withHours = choice !== 'dayOff';
    const startMinute = withHours ? minuteOf(start) : null;
    const endMinute = withHours ? minuteOf(end, true) : null;
    const found: FormErrors = {};
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) found.date = 'dateInvalid';
    if (withHours && startMinute === null) found.start = 'minuteRange';
    else if (withHours && (endMinute === null || endMinute <= (startMinute ?? 0))) found.end = 'endBeforeStart';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await addException({ variables: { hostId, input: { date, kind: choice === 'extra' ? 'extra' : 'blocked', startMinute, endMinute } } });
      alerts.success(t('availability.exceptions.added'));
      setDate('');
    } catch (error) {
      const onForm = formErrorOf(error instanceof Error ? error.message : '');
      if (onForm) setErrors(onForm);
      else alerts.error(errorText(error));
    }
  };

  const remove = async (exception: AvailabilityException) => {
    try {
      await removeException({ variables: { id: exception._id } });
      alerts.success(t('availability.exceptions.removed'));
    } catch (error) {
      alerts.error(errorText(error));
    }
  };

  const message = (key: CoachingMessageKey | undefined) => (key && key in COACHING_MESSAGES ? t(`errors.${key}`) : undefined);
  const hoursOf = (e: AvailabilityException) =>
    e.startMinute === null || e.endMinute === null ? t('availability.exceptions.wholeDay') : `${clockOf(e.startMinute)}–${e.endMinute === 1440 ? '24:00' : clockOf(e.endMinute)}`;
  const kindOf = (e: AvailabilityException): ExceptionChoice => (e.kind === 'extra' ? 'extra' : e.startMinute === null ? 'dayOff' : 'blocked');

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="exceptions-card">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {t('availability.exceptions.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('availability.exceptions.help')}
          </Text>
        </Stack>
        {exceptions.length === 0 ? (
          <Text c="dimmed" size="sm" data-testid="exceptions-empty">
            {t('availability.exceptions.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={360}>
            <Table verticalSpacing="xs" data-testid="exceptions-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('availability.exceptions.date')}</Table.Th>
                  <Table.Th>{t('availability.exceptions.kind')}</Table.Th>
                  <Table.Th>{t('availability.exceptions.hours')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {exceptions.map((e) => (
                  <Table.Tr key={e._id} data-testid="exception-row">
                    <Table.Td>{localDate(e.date, i18n.language, 'short')}</Table.Td>
                    <Table.Td>
                      <Badge
                        variant="light"
                        tt="none"
                        color={e.kind === 'extra' ? 'teal' : 'orange'}
                        // The kind is short: shown whole on a phone rather than cut by the badge's ellipsis.
                        styles={{ root: { maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible', textOverflow: 'clip' } }}
                      >
                        {t(`availability.exceptions.kinds.${kindOf(e)}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <span dir="ltr">{hoursOf(e)}</span>
                    </Table.Td>
                    <Table.Td ta="end">
                      <ActionIcon variant="subtle" color="red" aria-label={t('availability.exceptions.remove', { date: localDate(e.date, i18n.language, 'short') })} onClick={() => void remove(e)}>
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }} data-testid="exception-form">
          <Text component="legend" fw={600} size="sm">
            {t('availability.exceptions.add')}
          </Text>
          <SegmentedControl
            value={choice}
            onChange={(value) => setChoice(value as ExceptionChoice)}
            data={EXCEPTION_CHOICES.map((value) => ({ value, label: t(`availability.exceptions.kinds.${value}`) }))}
            fullWidth
          />
          <Group gap="xs" wrap="wrap" align="flex-start">
            <TextInput type="date" w={170} label={t('availability.exceptions.date')} value={date} onChange={(e) => setDate(e.currentTarget.value)} error={message(errors.date)} data-testid="exception-date" />
            {choice !== 'dayOff' ? (
              <>
                <TextInput type="time" step={300} w={130} dir="ltr" label={t('availability.start')} value={start} onChange={(e) => setStart(e.currentTarget.value)} error={message(errors.start)} />
                <TextInput type="time" step={300} w={130} dir="ltr" label={t('availability.end')} value={end} onChange={(e) => setEnd(e.currentTarget.value)} error={message(errors.end)} />
              </>
            ) : null}
          </Group>
          <Group justify="flex-end">
            <Button variant="light" onClick={() => void submit()} loading={adding.loading} data-testid="add-exception">
              {t('availability.exceptions.add')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}
