import { Alert, Button, Card, Group, NumberInput, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { SESSION_DURATIONS_MINUTES, STARTUP_LIMIT_PERIODS, VIDEO_CONFERENCING, hostSettingsSchema, meetingDefaultsSchema } from '@hatchery/domain';
import { useMemo } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { alerts } from '../../../lib/alerts/alertStore';
import { useAppForm } from '../../../lib/forms/useAppForm';
import { duration, useCoachingErrorText } from '../format';
import { HOST_AVAILABILITY, type HostSettings } from '../availability/documents';
import { coachingMessageKey } from '../availability/weekModel';
import { SAVE_HOST_SETTINGS } from './documents';

const settingsFormSchema = z.object({ ...hostSettingsSchema.shape, ...meetingDefaultsSchema.shape });
type SettingsFormInput = z.input<typeof settingsFormSchema>;
type SettingsFormOutput = z.output<typeof settingsFormSchema>;
type NumberField = 'slotStepMinutes' | 'bufferBeforeMinutes' | 'bufferAfterMinutes' | 'minNoticeMinutes' | 'horizonDays' | 'maxSessionsPerDay' | 'maxSessionsPerStartup';

function timeZones(): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return supported.includes('UTC') ? supported : ['UTC', ...supported];
}

const defaultsOf = (s: HostSettings): SettingsFormInput => ({
  timeZone: s.timeZone,
  slotMinutes: s.slotMinutes,
  slotStepMinutes: s.slotStepMinutes,
  bufferBeforeMinutes: s.bufferBeforeMinutes,
  bufferAfterMinutes: s.bufferAfterMinutes,
  minNoticeMinutes: s.minNoticeMinutes,
  horizonDays: s.horizonDays,
  maxSessionsPerDay: s.maxSessionsPerDay,
  maxSessionsPerStartup: s.maxSessionsPerStartup,
  startupLimitPeriod: s.startupLimitPeriod,
  videoProvider: (VIDEO_CONFERENCING as readonly string[]).includes(s.videoProvider ?? '') ? (s.videoProvider as (typeof VIDEO_CONFERENCING)[number]) : null,
  videoLink: s.videoLink,
  location: s.location,
});

function CountInput({ control, name, label, help, message }: { control: Control<SettingsFormInput>; name: NumberField; label: string; help?: string; message: (m?: string) => string | undefined }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          description={help}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(value === '' ? null : Number(value))}
          onBlur={field.onBlur}
          ref={field.ref}
          error={message(fieldState.error?.message)}
          data-testid={`setting-${name}`}
        />
      )}
    />
  );
}

function SettingsForm({ settings, hostId }: { settings: HostSettings; hostId: string | null }) {
  const { t, i18n } = useTranslation('coaching');
  const errorText = useCoachingErrorText();
  const zones = useMemo(timeZones, []);
  const [save, { loading }] = useMutation(SAVE_HOST_SETTINGS, { refetchQueries: ['HostAvailability', 'FreeSlots'] });
  const form = useAppForm<SettingsFormInput, SettingsFormOutput>({ schema: settingsFormSchema, defaultValues: defaultsOf(settings) });
  const { control, handleSubmit, formState, reset, register } = form;
  // Domain messages are English texts (COACHING_MESSAGES): shown by key in the reader's language.
  const message = (text?: string) => {
    if (!text) return undefined;
    const key = coachingMessageKey(text);
    return key ? t(`errors.${key}`) : text;
  };
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await save({ variables: { hostId, input: values } });
      if (data) reset(defaultsOf(data.saveHostSettings));
      alerts.success(t('settings.saved'));
    } catch (error) {
      alerts.error(errorText(error));
    }
  });
  const optional = t('settings.emptyNoLimit');
  return (
    <Card withBorder radius="lg" padding="xl" component="form" onSubmit={onSubmit} noValidate data-testid="coaching-settings-form">
      <Stack gap="md">
        <Title order={2} size="h4">{t('settings.booking')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller control={control} name="timeZone" render={({ field, fieldState }) => (
            <Select label={t('settings.timeZone')} data={zones} searchable required {...field} onChange={(v) => field.onChange(v ?? '')} error={message(fieldState.error?.message)} data-testid="setting-timeZone" />
          )} />
          <Controller control={control} name="slotMinutes" render={({ field, fieldState }) => (
            <Select
              label={t('settings.slotMinutes')}
              required
              data={SESSION_DURATIONS_MINUTES.map((m) => ({ value: String(m), label: duration(m, i18n.language) }))}
              value={field.value === undefined ? null : String(field.value)}
              onChange={(v) => field.onChange(v === null ? undefined : Number(v))}
              onBlur={field.onBlur}
              error={message(fieldState.error?.message)}
              data-testid="setting-slotMinutes"
            />
          )} />
          <CountInput control={control} name="slotStepMinutes" label={t('settings.slotStepMinutes')} help={t('settings.slotStepHelp')} message={message} />
          <CountInput control={control} name="minNoticeMinutes" label={t('settings.minNoticeMinutes')} help={t('settings.minNoticeHelp')} message={message} />
          <CountInput control={control} name="bufferBeforeMinutes" label={t('settings.bufferBeforeMinutes')} message={message} />
          <CountInput control={control} name="bufferAfterMinutes" label={t('settings.bufferAfterMinutes')} message={message} />
          <CountInput control={control} name="horizonDays" label={t('settings.horizonDays')} help={optional} message={message} />
          <CountInput control={control} name="maxSessionsPerDay" label={t('settings.maxSessionsPerDay')} help={optional} message={message} />
          <CountInput control={control} name="maxSessionsPerStartup" label={t('settings.maxSessionsPerStartup')} help={optional} message={message} />
          <Controller control={control} name="startupLimitPeriod" render={({ field }) => (
            <Select
              label={t('settings.startupLimitPeriod')}
              data={STARTUP_LIMIT_PERIODS.map((p) => ({ value: p, label: t(`settings.periods.${p}`) }))}
              value={field.value ?? 'week'}
              onChange={(v) => field.onChange(v ?? 'week')}
              allowDeselect={false}
            />
          )} />
        </SimpleGrid>
        <Title order={2} size="h4" mt="sm">{t('settings.meeting')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller control={control} name="videoProvider" render={({ field }) => (
            <Select label={t('settings.videoProvider')} data={[...VIDEO_CONFERENCING]} clearable value={field.value ?? null} onChange={(v) => field.onChange(v ?? null)} />
          )} />
          <TextInput label={t('settings.videoLink')} dir="ltr" placeholder="https://" {...register('videoLink', { setValueAs: (v: string) => (v?.trim() ? v.trim() : null) })} error={message(form.fieldError('videoLink'))} data-testid="setting-videoLink" />
          <TextInput label={t('settings.location')} {...register('location', { setValueAs: (v: string) => (v?.trim() ? v.trim() : null) })} error={message(form.fieldError('location'))} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={loading} disabled={!formState.isDirty} data-testid="save-coaching-settings">{t('settings.save')}</Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /account/settings/coaching: the viewer's booking settings and meeting defaults (?host= for AVAILABILITY:EDIT holders). */
export function CoachingSettingsPage() {
  const { t } = useTranslation('coaching');
  const errorText = useCoachingErrorText();
  const [params] = useSearchParams();
  const hostId = params.get('host');
  const { data, error } = useQuery(HOST_AVAILABILITY, { variables: { hostId }, fetchPolicy: 'cache-and-network' });
  const shown = data?.hostAvailability;
  return (
    <Stack gap="lg" maw={900} data-testid="coaching-settings-page">
      <Stack gap={4}>
        <Title order={1} size="h2">{t('pages:coachingPreferences')}</Title>
        <Text c="dimmed">{t('settings.intro')}</Text>
      </Stack>
      {hostId ? <Alert color="blue">{t('settings.forOther')}</Alert> : null}
      {error && !shown ? <Alert color="red">{errorText(error)}</Alert> : shown ? <SettingsForm key={shown.hostId} settings={shown.settings} hostId={hostId} /> : <Skeleton height={420} radius="lg" />}
    </Stack>
  );
}
