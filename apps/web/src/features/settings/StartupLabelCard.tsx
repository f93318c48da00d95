import { Button, Card, Group, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { APP_LANGUAGES, LOCALE_NAMES, startupLabelSchema, type StartupLabelInput } from '@hatchery/domain';
import { useTranslation } from 'react-i18next';
import { UPDATE_STARTUP_LABEL, type IncubatorSettings } from './documents';
import { useFieldMessage, useSaveAlerts } from './settingsUi';
import { useAppForm } from '../../lib/forms/useAppForm';

/** One row per app language (D2 §9), filled from the stored label list. */
export function startupLabelDefaults(s: IncubatorSettings['startupNameAlternative']): StartupLabelInput {
  return {
    active: s.active,
    label: APP_LANGUAGES.map((language) => ({ language, value: s.label.find((entry) => entry.language === language)?.value ?? '' })),
  };
}

/** TEN-05: the organisation's own word for "startup", per language. */
export function StartupLabelCard({ settings }: { settings: IncubatorSettings }) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const { saved, failed } = useSaveAlerts();
  const [save, { loading }] = useMutation(UPDATE_STARTUP_LABEL);
  const { register, handleSubmit, formState, reset, watch } = useAppForm<StartupLabelInput>({
    schema: startupLabelSchema,
    mode: 'onTouched',
    defaultValues: startupLabelDefaults(settings.startupNameAlternative),
  });
  const active = watch('active');
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await save({ variables: { input: values } });
      if (data) {
        saved();
        reset(startupLabelDefaults(data.updateStartupLabel.startupNameAlternative));
      }
    } catch (error) {
      failed(error);
    }
  });
  const listError = formState.errors.label?.message ?? formState.errors.label?.root?.message;
  return (
    <Card withBorder radius="lg" padding="xl" component="form" onSubmit={onSubmit} noValidate data-testid="startup-label-form">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">{t('adminSettings.startupLabel.title')}</Title>
          <Text size="sm" c="dimmed">{t('adminSettings.startupLabel.help')}</Text>
        </Stack>
        <Switch label={t('adminSettings.startupLabel.active')} {...register('active')} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {APP_LANGUAGES.map((language, index) => (
            <TextInput
              key={language}
              label={LOCALE_NAMES[language]}
              placeholder={t('adminSettings.startupLabel.placeholder')}
              disabled={!active}
              {...register(`label.${index}.value` as const)}
              error={message(formState.errors.label?.[index]?.value?.message)}
            />
          ))}
        </SimpleGrid>
        {listError ? <Text size="sm" c="red" role="alert">{message(listError)}</Text> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={loading} disabled={!formState.isDirty} data-action="updateStartupLabel">
            {t('adminSettings.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
