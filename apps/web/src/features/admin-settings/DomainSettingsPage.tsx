import { Alert, Button, Card, Code, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { domainSettingsSchema, type DomainSettingsInput } from '@hatchery/domain';
import { IconWorldWww } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INCUBATOR_SETTINGS, UPDATE_DOMAIN, type IncubatorSettings } from './documents';
import { hostForSlug } from './hosts';
import { SettingsPage, useFieldMessage, useSaveAlerts } from './settingsUi';

function DomainForm({ settings }: { settings: IncubatorSettings }) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const { saved, failed } = useSaveAlerts();
  const [save, { loading }] = useMutation(UPDATE_DOMAIN);
  const { register, handleSubmit, formState, reset } = useForm<DomainSettingsInput>({
    resolver: zodResolver(domainSettingsSchema),
    mode: 'onTouched',
    defaultValues: { customDomain: settings.customDomain ?? '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await save({ variables: { input: values } });
      if (data) {
        saved();
        reset({ customDomain: data.updateDomainSettings.customDomain ?? '' });
      }
    } catch (error) {
      failed(error);
    }
  });
  return (
    <Card withBorder radius="lg" padding="xl" component="form" onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconWorldWww size={22} aria-hidden />
          <Title order={2} size="h4">{t('adminSettings.domain.current')}</Title>
        </Group>
        <Text>
          <Code dir="ltr">{hostForSlug(window.location.host, settings.slug)}</Code>
        </Text>
        <TextInput
          dir="ltr"
          label={t('adminSettings.domain.customDomain')}
          description={t('adminSettings.domain.customDomainHelp')}
          placeholder="app.example.org"
          {...register('customDomain')}
          error={message(formState.errors.customDomain?.message)}
        />
        <Alert variant="light" color="blue">{t('adminSettings.domain.dnsHelp')}</Alert>
        <Group justify="flex-end">
          <Button type="submit" loading={loading} disabled={!formState.isDirty}>{t('adminSettings.save')}</Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function DomainSettingsPage() {
  const { t } = useTranslation();
  const { data } = useQuery(INCUBATOR_SETTINGS, { fetchPolicy: 'cache-and-network' });
  return (
    <SettingsPage section="domain" description={t('adminSettings.domain.intro')}>
      {data ? <DomainForm settings={data.incubatorSettings} /> : <Skeleton height={260} radius="lg" />}
    </SettingsPage>
  );
}
