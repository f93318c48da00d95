import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { WEEKDAY_CODES, type WeekdayCode } from '@hatchery/domain';
import { IconPlus } from '@tabler/icons-react';
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../../lib/alerts/alertStore';
import { useCoachingErrorText, weekdayName } from '../format';
import { SET_WEEKLY_AVAILABILITY, type AvailabilityRule } from './documents';
import { IntervalRow } from './IntervalRow';
import { draftsFromRules, intervalErrorFromServer, newInterval, rulesFromDrafts, sortDrafts, type IntervalDraft, type IntervalErrors } from './weekModel';

interface WeeklyEditorProps {
  hostId: string | null;
  rules: readonly AvailabilityRule[];
}

/** The weekly hours per REF-27 weekday (Monday first): several intervals a day, added and removed, saved together. */
export function WeeklyEditor({ hostId, rules }: WeeklyEditorProps) {
  const { t, i18n } = useTranslation('coaching');
  const errorText = useCoachingErrorText();
  const initial = useMemo(() => draftsFromRules(rules), [rules]);
  const [drafts, setDrafts] = useState<IntervalDraft[]>(initial);
  const [errors, setErrors] = useState<IntervalErrors>({});
  const [save, { loading }] = useMutation(SET_WEEKLY_AVAILABILITY, { refetchQueries: ['FreeSlots'] });
  const dirty = JSON.stringify(rulesFromDrafts(drafts).rules) !== JSON.stringify(rulesFromDrafts(initial).rules);

  const update = (key: string, patch: Partial<IntervalDraft>) => {
    setDrafts((all) => all.map((d) => (d.key === key ? { ...d, ...patch } : d)));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  };
  const add = (weekday: WeekdayCode) => setDrafts((all) => sortDrafts([...all, newInterval(weekday, all)]));
  const remove = (key: string) => {
    setDrafts((all) => all.filter((d) => d.key !== key));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  };

  const submit = async () => {
    const ordered = sortDrafts(drafts);
    const checked = rulesFromDrafts(ordered);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return;
    try {
      await save({ variables: { hostId, rules: checked.rules } });
      alerts.success(t('availability.saved'));
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      const onInterval = intervalErrorFromServer(message, ordered);
      if (onInterval) setErrors(onInterval);
      else alerts.error(errorText(error));
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="weekly-editor">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {t('availability.weekly')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('availability.weeklyHelp')}
          </Text>
        </Stack>
        {WEEKDAY_CODES.map((weekday, index) => {
          const dayName = weekdayName(weekday, i18n.language);
          const ofDay = drafts.filter((d) => d.weekday === weekday);
          return (
            <Fragment key={weekday}>
              {index > 0 ? <Divider /> : null}
              <Group align="flex-start" gap="md" wrap="wrap" data-testid={`weekday-${weekday}`} role="group" aria-label={dayName}>
                <Text fw={600} w={120} pt={6}>
                  {dayName}
                </Text>
                <Stack gap="xs" style={{ flex: '1 1 280px' }}>
                  {ofDay.length === 0 ? (
                    <Text c="dimmed" pt={6} size="sm">
                      {t('availability.unavailable')}
                    </Text>
                  ) : (
                    ofDay.map((draft) => (
                      <IntervalRow key={draft.key} draft={draft} dayName={dayName} error={errors[draft.key]} onChange={(patch) => update(draft.key, patch)} onRemove={() => remove(draft.key)} />
                    ))
                  )}
                </Stack>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  mt={4}
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() => add(weekday)}
                  aria-label={t('availability.addIntervalOn', { day: dayName })}
                  data-testid={`add-interval-${weekday}`}
                >
                  {t('availability.addInterval')}
                </Button>
              </Group>
            </Fragment>
          );
        })}
        <Group justify="flex-end" gap="sm">
          {dirty ? (
            <Button variant="default" onClick={() => { setDrafts(initial); setErrors({}); }}>
              {t('availability.discard')}
            </Button>
          ) : null}
          <Button onClick={() => void submit()} loading={loading} disabled={!dirty} data-testid="save-weekly">
            {t('availability.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
