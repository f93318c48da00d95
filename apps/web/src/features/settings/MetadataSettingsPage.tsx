import { Button, Card, Grid, Group, Paper, Skeleton, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { seoSettingsSchema, type SeoSettingsInput } from '@hatchery/domain';
import { useTranslation } from 'react-i18next';
import { INCUBATOR_SETTINGS, UPDATE_SEO, type IncubatorSettings } from './documents';
import { hostForSlug } from './hosts';
import { SettingsPage, useFieldMessage, useSaveAlerts } from './settingsUi';
import { useAppForm } from '../../lib/forms/useAppForm';

const TITLE_MAX = 70;
const DESCRIPTION_MAX = 300;

function SeoForm({ settings }: { settings: IncubatorSettings }) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const { saved, failed } = useSaveAlerts();
  const [save, { loading }] = useMutation(UPDATE_SEO);
  const seo = settings.incubatorSeo;
  const { register, handleSubmit, formState, reset, watch } = useAppForm<SeoSettingsInput>({
    schema: seoSettingsSchema,
    labels: { seoTitle: t('adminSettings.seo.title') },
    mode: 'onTouched',
    defaultValues: { active: seo.active, seoTitle: seo.seoTitle ?? '', seoDescription: seo.seoDescription ?? '' },
  });
  const [active, title, description] = watch(['active', 'seoTitle', 'seoDescription']);
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await save({ variables: { input: values } });
      if (!data) return;
      saved();
      const next = data.updateSeoSettings.incubatorSeo;
      reset({ active: next.active, seoTitle: next.seoTitle ?? '', seoDescription: next.seoDescription ?? '' });
    } catch (error) {
      failed(error);
    }
  });
  const shownTitle = active && title ? title : settings.name;
  const shownDescription = active && description ? description : settings.description ?? '';
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder radius="lg" padding="xl" component="form" onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Switch label={t('adminSettings.seo.active')} description={t('adminSettings.seo.activeHelp')} {...register('active')} />
            <TextInput
              label={t('adminSettings.seo.title')}
              description={`${(title ?? '').length}/${TITLE_MAX}`}
              disabled={!active}
              {...register('seoTitle')}
              error={message(formState.errors.seoTitle?.message)}
            />
            <Textarea
              label={t('adminSettings.seo.description')}
              description={`${(description ?? '').length}/${DESCRIPTION_MAX}`}
              autosize
              minRows={3}
              disabled={!active}
              {...register('seoDescription')}
              error={message(formState.errors.seoDescription?.message)}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={loading} disabled={!formState.isDirty} data-action="updateSeoSettings">{t('adminSettings.save')}</Button>
            </Group>
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="xs">
          <Title order={2} size="h5">{t('adminSettings.seo.preview')}</Title>
          <Paper withBorder radius="md" p="md" data-testid="seo-preview">
            <Text size="xs" c="dimmed" dir="ltr">{`https://${hostForSlug(window.location.host, settings.slug)}`}</Text>
            <Text dir="auto" c="var(--mantine-color-anchor)" fw={500} size="lg" lineClamp={1}>{shownTitle}</Text>
            <Text dir="auto" size="sm" c="dimmed" lineClamp={2}>{shownDescription}</Text>
          </Paper>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

export function MetadataSettingsPage() {
  const { t } = useTranslation();
  const { data } = useQuery(INCUBATOR_SETTINGS, { fetchPolicy: 'cache-and-network' });
  return (
    <SettingsPage section="metadata" description={t('adminSettings.seo.intro')}>
      {data ? <SeoForm settings={data.incubatorSettings} /> : <Skeleton height={300} radius="lg" />}
    </SettingsPage>
  );
}
