import { ActionIcon, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCalendarEvent, IconTrash } from '@tabler/icons-react';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntervalDraft, IntervalErrors } from './weekModel';

type InputField = 'start' | 'end' | 'validFrom' | 'validUntil';

/** Times in 5-minute steps, read left to right in every language; dates narrower, under the times. */
const TIME_INPUT = { type: 'time', step: 300, w: 130, dir: 'ltr' } as const;
const DATE_INPUT = { type: 'date', size: 'xs', w: 160 } as const;

interface IntervalRowProps {
  draft: IntervalDraft;
  dayName: string;
  error: IntervalErrors[string] | undefined;
  onChange: (patch: Partial<IntervalDraft>) => void;
  onRemove: () => void;
}

/** One interval of a weekday: from, to, optional validity dates, remove. Times read left to right in every language. */
export function IntervalRow({ draft, dayName, error, onChange, onRemove }: IntervalRowProps) {
  const { t } = useTranslation('coaching');
  const [datesOpen, setDatesOpen] = useState(Boolean(draft.validFrom || draft.validUntil));
  const message = error ? t(`errors.${error.message}`) : undefined;
  const label = (what: string) => `${dayName} — ${what}`;
  // Value, change and the field's own error for one of the four inputs (the model names the field an error is on).
  const bind = (field: InputField) => ({
    value: draft[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange({ [field]: e.currentTarget.value }),
    error: error?.field === field ? message : undefined,
  });
  return (
    <Stack gap={4} data-testid="interval" data-weekday={draft.weekday}>
      <Group gap="xs" wrap="wrap" align="flex-start">
        <TextInput {...TIME_INPUT} aria-label={label(t('availability.start'))} {...bind('start')} data-testid="interval-start" />
        <Text c="dimmed" pt={6} aria-hidden>
          –
        </Text>
        <TextInput {...TIME_INPUT} aria-label={label(t('availability.end'))} {...bind('end')} data-testid="interval-end" />
        <Tooltip label={t('availability.dates')}>
          <ActionIcon
            variant={datesOpen ? 'light' : 'subtle'}
            size="lg"
            mt={2}
            aria-label={`${t('availability.dates')} (${dayName} ${draft.start}–${draft.end})`}
            aria-pressed={datesOpen}
            onClick={() => setDatesOpen((open) => !open)}
          >
            <IconCalendarEvent size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('availability.removeInterval')}>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mt={2}
            aria-label={`${t('availability.removeInterval')} (${dayName} ${draft.start}–${draft.end})`}
            onClick={onRemove}
            data-testid="interval-remove"
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      {datesOpen ? (
        <Group gap="xs" wrap="wrap">
          <TextInput {...DATE_INPUT} label={t('availability.validFrom')} {...bind('validFrom')} />
          <TextInput {...DATE_INPUT} label={t('availability.validUntil')} {...bind('validUntil')} />
        </Group>
      ) : null}
    </Stack>
  );
}
