import { Alert, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDate, timeIn, useCoachingErrorText } from '../format';
import { FREE_SLOTS, type FreeSlot } from './documents';

const PREVIEW_DAYS = 14;
const SHOWN_DATES = 7;
const SHOWN_PER_DATE = 8;

/** The next two weeks' free slots, as startups will see them (settings, exceptions and bookings applied). */
export function SlotsPreview({ hostId, timeZone }: { hostId: string | null; timeZone: string }) {
  const { t, i18n } = useTranslation('coaching');
  const errorText = useCoachingErrorText();
  const [range] = useState(() => {
    const from = new Date();
    return { from: from.toISOString(), to: new Date(from.getTime() + PREVIEW_DAYS * 86_400_000).toISOString() };
  });
  const { data, error, loading } = useQuery(FREE_SLOTS, { variables: { hostId, ...range }, fetchPolicy: 'cache-and-network' });
  const slots = data?.freeSlots ?? [];
  const byDate = new Map<string, FreeSlot[]>();
  for (const slot of slots) byDate.set(slot.date, [...(byDate.get(slot.date) ?? []), slot]);
  const dates = [...byDate.keys()].slice(0, SHOWN_DATES);

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="slots-preview">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {t('availability.preview.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('availability.preview.help')}
          </Text>
        </Stack>
        {error ? (
          <Alert color="red">{errorText(error)}</Alert>
        ) : loading && !data ? (
          <Skeleton height={120} radius="md" />
        ) : dates.length === 0 ? (
          <Text c="dimmed" size="sm" data-testid="preview-empty">
            {t('availability.preview.empty')}
          </Text>
        ) : (
          <Stack gap="sm" aria-live="polite">
            {dates.map((date) => {
              const ofDate = byDate.get(date) ?? [];
              return (
                <Stack gap={4} key={date} data-testid="preview-date" data-date={date}>
                  <Text size="sm" fw={600}>
                    {localDate(date, i18n.language)}
                  </Text>
                  <Group gap={6}>
                    {ofDate.slice(0, SHOWN_PER_DATE).map((slot) => (
                      <Badge key={slot.start} variant="light" radius="sm" dir="ltr" data-testid="preview-slot">
                        {timeIn(slot.start, timeZone, i18n.language)}
                      </Badge>
                    ))}
                    {ofDate.length > SHOWN_PER_DATE ? (
                      <Text size="xs" c="dimmed" dir="ltr">
                        +{ofDate.length - SHOWN_PER_DATE}
                      </Text>
                    ) : null}
                  </Group>
                </Stack>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
