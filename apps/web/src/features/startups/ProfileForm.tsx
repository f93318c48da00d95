import { Button, Group, MultiSelect, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { STARTUP_SOCIAL_LINKS } from '@hatchery/domain';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppForm } from '../../lib/forms/useAppForm';
import { INDUSTRY_OPTIONS } from './documents';
import { profileFormSchema, type ProfileFormValues } from './profileForm';
import { usePortfolioMessage } from './portfolioUi';
import { StageSelect } from './StageSelect';

/** The company profile, edited in place (issue 14 item 1): the name is read-only unless the viewer may rename. */
export function ProfileForm({
  initial,
  mayRename,
  onSubmit,
  onCancel,
}: {
  initial: ProfileFormValues;
  mayRename: boolean;
  onSubmit: (values: ProfileFormValues) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('startups');
  const message = usePortfolioMessage();
  const industries = useQuery(INDUSTRY_OPTIONS);
  const labels = {
    name: t('profile.name'),
    oneLiner: t('profile.oneLiner'),
    description: t('profile.description'),
    website: t('profile.website'),
    location: t('profile.location'),
    teamSize: t('profile.teamSize'),
    foundedOn: t('profile.foundedOn'),
  };
  const { register, control, handleSubmit, formState, fieldError } = useAppForm<ProfileFormValues>({ schema: profileFormSchema, labels, defaultValues: initial });
  const err = (name: keyof ProfileFormValues) => message(fieldError(name));
  const submit = handleSubmit(async (values) => {
    await onSubmit(values);
  });
  return (
    <form onSubmit={submit} noValidate data-testid="startup-profile-form">
      <Stack gap="md">
        <TextInput label={labels.name} required disabled={!mayRename} description={mayRename ? undefined : t('profile.nameLocked')} {...register('name')} error={err('name')} />
        <TextInput label={labels.oneLiner} {...register('oneLiner')} error={err('oneLiner')} maxLength={160} />
        <Textarea label={labels.description} autosize minRows={3} maxRows={10} {...register('description')} error={err('description')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <StageSelect control={control} error={err('stage')} testId="profile-stage" />
          <TextInput type="date" label={labels.foundedOn} {...register('foundedOn')} error={err('foundedOn')} />
          <TextInput label={labels.location} {...register('location')} error={err('location')} />
          <TextInput label={labels.teamSize} inputMode="numeric" {...register('teamSize')} error={err('teamSize')} />
        </SimpleGrid>
        <Controller
          control={control}
          name="industryIds"
          render={({ field }) => (
            <MultiSelect
              label={t('profile.industries')}
              data={(industries.data?.industries ?? []).map((i) => ({ value: i._id, label: i.name }))}
              value={field.value}
              onChange={field.onChange}
              searchable
              clearable
              nothingFoundMessage={t('profile.noIndustries')}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Title order={3} size="h5" mt="xs">
          {t('profile.links')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={labels.website} placeholder="https://" dir="ltr" {...register('website')} error={err('website')} />
          {STARTUP_SOCIAL_LINKS.map((key) => (
            <TextInput key={key} label={t(`social.${key}`)} placeholder="https://" dir="ltr" {...register(key)} error={err(key)} />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting} data-testid="save-startup-profile">
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
