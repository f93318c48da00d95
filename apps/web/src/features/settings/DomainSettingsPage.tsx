import { Alert, Button, Card, Code, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { domainSettingsSchema, type DomainSettingsInput } from '@hatchery/domain';
import { IconWorldWww } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DomainVerificationCard } from './DomainVerificationCard';
import { INCUBATOR_SETTINGS, UPDATE_DOMAIN, type IncubatorSettings } from './documents';
import { hostForSlug } from './hosts';
import { SettingsPage, useFieldMessage, useSaveAlerts } from './settingsUi';
import { useAppForm } from '../../lib/forms/useAppForm';

/** What the field shows: the domain waiting for verification, else the verified one. */
function requestedDomain(settings: IncubatorSettings): string {
  return settings.domainSettings.pendingDomain ?? settings.domainSettings.customDomain ?? '';
}

function DomainForm({ settings }: { settings: IncubatorSettings }) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const { saved, failed } = useSaveAlerts();
  const [save, { loading }] = useMutation(UPDATE_DOMAIN);
  const { register, handleSubmit, formState, reset } = useAppForm<DomainSettingsInput>({
    schema: domainSettingsSchema,
    mode: 'onTouched',
    defaultValues: { customDomain: requestedDomain(settings) },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await save({ variables: { input: values } });
      if (data) {
        saved();
        reset({ customDomain: requestedDomain(data.updateDomainSettings) });
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
          <Button type="submit" loading={loading} disabled={!formState.isDirty} data-action="updateDomainSettings">{t('adminSettings.save')}</Button>
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
      {data ? (
        <>
          <DomainForm settings={data.incubatorSettings} />
          <DomainVerificationCard domain={data.incubatorSettings.domainSettings} />
        </>
      ) : (
        <Skeleton height={260} radius="lg" />
      )}
    </SettingsPage>
  );
}
