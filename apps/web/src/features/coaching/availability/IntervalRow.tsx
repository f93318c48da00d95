import { ActionIcon, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCalendarEvent, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntervalDraft, IntervalErrors } from './weekModel';

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
  return (
    <Stack gap={4} data-testid="interval" data-weekday={draft.weekday}>
      <Group gap="xs" wrap="wrap" align="flex-start">
        <TextInput
          type="time"
          step={300}
          w={130}
          dir="ltr"
          aria-label={label(t('availability.start'))}
          value={draft.start}
          onChange={(e) => onChange({ start: e.currentTarget.value })}
          error={error?.field === 'start' ? message : undefined}
          data-testid="interval-start"
        />
        <Text c="dimmed" pt={6} aria-hidden>
          –
        </Text>
        <TextInput
          type="time"
          step={300}
          w={130}
          dir="ltr"
          aria-label={label(t('availability.end'))}
          value={draft.end}
          onChange={(e) => onChange({ end: e.currentTarget.value })}
          error={error?.field === 'end' ? message : undefined}
          data-testid="interval-end"
        />
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
          <TextInput
            type="date"
            size="xs"
            w={160}
            label={t('availability.validFrom')}
            value={draft.validFrom}
            onChange={(e) => onChange({ validFrom: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            size="xs"
            w={160}
            label={t('availability.validUntil')}
            value={draft.validUntil}
            onChange={(e) => onChange({ validUntil: e.currentTarget.value })}
            error={error?.field === 'validUntil' ? message : undefined}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
