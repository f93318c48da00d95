import { Alert, Button, Card, Group, Select, SimpleGrid, Skeleton, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { CURRENCIES, generalSettingsSchema, LOCALE_NAMES, SUPPORTED_LOCALES, type GeneralSettingsInput } from '@hatchery/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INCUBATOR_SETTINGS, UPDATE_GENERAL, type IncubatorSettings } from './documents';
import { hostForSlug } from './hosts';
import { SettingsPage, useFieldMessage, useSaveAlerts } from './settingsUi';
import { StartupLabelCard } from './StartupLabelCard';
import { useAppForm } from '../../lib/forms/useAppForm';

function timeZones(): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return supported.includes('UTC') ? supported : ['UTC', ...supported];
}

export function generalDefaults(s: IncubatorSettings): GeneralSettingsInput {
  return {
    name: s.name,
    slug: s.slug,
    description: s.description ?? '',
    timezone: s.timezone,
    currency: s.currency as GeneralSettingsInput['currency'],
    defaultLanguage: s.defaultLanguage as GeneralSettingsInput['defaultLanguage'],
    address: s.address ?? '',
    allowUserSelfDelete: s.allowUserSelfDelete,
    allowWriteInOptionInUserSkills: s.allowWriteInOptionInUserSkills,
    generalEmail: s.generalEmail.address ?? '',
    supportEmail: s.supportEmail.address ?? '',
    termsUrl: s.incubatorTermsAndServices.url ?? '',
  };
}

function GeneralForm({ settings }: { settings: IncubatorSettings }) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const { saved, failed } = useSaveAlerts();
  const [save, { loading }] = useMutation(UPDATE_GENERAL);
  const zones = useMemo(timeZones, []);
  const form = useAppForm<GeneralSettingsInput>({
    schema: generalSettingsSchema,
    labels: { name: t('adminSettings.general.name'), slug: t('adminSettings.general.slug') },
    defaultValues: generalDefaults(settings),
  });
  const { register, control, handleSubmit, formState, watch, reset } = form;
  const err = (name: keyof GeneralSettingsInput) => message(formState.errors[name]?.message);
  const slug = watch('slug');
  const slugChanged = slug.trim().toLowerCase() !== settings.slug;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await save({ variables: { input: values } });
      if (!data) return;
      saved();
      if (data.updateGeneralSettings.slug !== settings.slug) {
        // The tenant now lives at another host: the session there starts at its sign-in page.
        window.location.assign(`${window.location.protocol}//${hostForSlug(window.location.host, data.updateGeneralSettings.slug)}/login`);
        return;
      }
      reset(generalDefaults(data.updateGeneralSettings));
    } catch (error) {
      failed(error);
    }
  });

  return (
    <Card withBorder radius="lg" padding="xl" component="form" onSubmit={onSubmit} noValidate data-testid="general-form">
      <Stack gap="lg">
        <Title order={2} size="h4">{t('adminSettings.general.identity')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('adminSettings.general.name')} required {...register('name')} error={err('name')} />
          <TextInput
            label={t('adminSettings.general.slug')}
            description={t('adminSettings.general.slugHelp', { host: hostForSlug(window.location.host, slug || settings.slug) })}
            required
            dir="ltr"
            {...register('slug')}
            error={err('slug')}
          />
        </SimpleGrid>
        {slugChanged ? (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="slug-warning">
            {t('adminSettings.general.slugWarning', { host: hostForSlug(window.location.host, slug) })}
          </Alert>
        ) : null}
        <Textarea label={t('adminSettings.general.description')} autosize minRows={2} maxRows={6} {...register('description')} error={err('description')} />

        <Title order={2} size="h4" mt="sm">{t('adminSettings.general.regional')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Controller
            control={control}
            name="timezone"
            render={({ field, fieldState }) => (
              <Select label={t('adminSettings.general.timezone')} data={zones} searchable required {...field} onChange={(v) => field.onChange(v ?? '')} error={message(fieldState.error?.message)} />
            )}
          />
          <Controller
            control={control}
            name="currency"
            render={({ field, fieldState }) => (
              <Select label={t('adminSettings.general.currency')} data={[...CURRENCIES]} searchable required {...field} onChange={(v) => field.onChange(v ?? '')} error={message(fieldState.error?.message)} />
            )}
          />
          <Controller
            control={control}
            name="defaultLanguage"
            render={({ field, fieldState }) => (
              <Select
                label={t('adminSettings.general.defaultLanguage')}
                data={SUPPORTED_LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }))}
                required
                {...field}
                onChange={(v) => field.onChange(v ?? '')}
                error={message(fieldState.error?.message)}
              />
            )}
          />
        </SimpleGrid>
        <TextInput label={t('adminSettings.general.address')} {...register('address')} error={err('address')} />

        <Title order={2} size="h4" mt="sm">{t('adminSettings.general.contact')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput type="email" dir="ltr" label={t('adminSettings.general.generalEmail')} description={t('adminSettings.general.generalEmailHelp')} {...register('generalEmail')} error={err('generalEmail')} />
          <TextInput type="email" dir="ltr" label={t('adminSettings.general.supportEmail')} description={t('adminSettings.general.supportEmailHelp')} {...register('supportEmail')} error={err('supportEmail')} />
        </SimpleGrid>
        <TextInput dir="ltr" label={t('adminSettings.general.termsUrl')} placeholder="https://example.org/terms" {...register('termsUrl')} error={err('termsUrl')} />

        <Title order={2} size="h4" mt="sm">{t('adminSettings.general.policies')}</Title>
        <Stack gap="sm">
          <Switch label={t('adminSettings.general.allowUserSelfDelete')} description={t('adminSettings.general.allowUserSelfDeleteHelp')} {...register('allowUserSelfDelete')} />
          <Switch label={t('adminSettings.general.allowWriteIn')} description={t('adminSettings.general.allowWriteInHelp')} {...register('allowWriteInOptionInUserSkills')} />
        </Stack>
        <Group justify="flex-end">
          <Button type="button" variant="default" disabled={!formState.isDirty || loading} onClick={() => reset()}>
            {t('adminSettings.cancel')}
          </Button>
          <Button type="submit" loading={loading} disabled={!formState.isDirty} data-testid="save-general" data-action="updateGeneralSettings">
            {t('adminSettings.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function GeneralSettingsPage() {
  const { t } = useTranslation();
  const { data, error } = useQuery(INCUBATOR_SETTINGS, { fetchPolicy: 'cache-and-network' });
  return (
    <SettingsPage section="general" description={t('adminSettings.general.intro')}>
      {error ? <Alert color="red">{t('errors.unknown')}</Alert> : null}
      {data ? (
        <>
          <GeneralForm key={data.incubatorSettings._id} settings={data.incubatorSettings} />
          <StartupLabelCard settings={data.incubatorSettings} />
        </>
      ) : (
        <Skeleton height={480} radius="lg" />
      )}
      <Text size="xs" c="dimmed">{t('adminSettings.general.auditNote')}</Text>
    </SettingsPage>
  );
}
