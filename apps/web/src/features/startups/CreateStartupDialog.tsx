import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { withScheme } from '@hatchery/domain';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAppForm } from '../../lib/forms/useAppForm';
import { CREATE_STARTUP, type StartupStage } from './documents';
import { usePortfolioAlerts, usePortfolioMessage } from './portfolioUi';
import { profileFormSchema } from './profileForm';
import { StageSelect } from './StageSelect';

/** The first facts of a new startup: the profile's own fields and rules (profileForm.ts). */
export const createStartupForm = profileFormSchema.pick({ name: true, oneLiner: true, website: true, stage: true });
type Values = z.input<typeof createStartupForm>;

/** The Create menu's and /startups/management's "New startup": a name (required) and the first facts. */
export function CreateStartupDialog({ opened, onClose, onCreated }: { opened: boolean; onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation('startups');
  const message = usePortfolioMessage();
  const { saved, failed } = usePortfolioAlerts();
  const [create] = useMutation(CREATE_STARTUP, { refetchQueries: ['ManagedStartups'] });
  const labels = { name: t('profile.name'), oneLiner: t('profile.oneLiner'), website: t('profile.website') };
  const { register, control, handleSubmit, formState, fieldError, reset } = useAppForm<Values>({
    schema: createStartupForm,
    labels,
    defaultValues: { name: '', oneLiner: '', website: '', stage: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      const result = await create({
        variables: {
          input: {
            name: values.name.trim(),
            oneLiner: values.oneLiner.trim(),
            website: values.website.trim() === '' ? '' : withScheme(values.website),
            stage: values.stage === '' ? null : (values.stage as StartupStage),
          },
        },
      });
      const created = result.data?.createStartup;
      if (created) {
        saved(t('management.created', { name: created.name }));
        reset();
        onCreated(created._id);
      }
    } catch (error) {
      failed(error);
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('management.newTitle')} centered>
      <form onSubmit={submit} noValidate data-testid="create-startup-form">
        <Stack gap="sm">
          <TextInput label={labels.name} required data-autofocus {...register('name')} error={message(fieldError('name'))} />
          <TextInput label={labels.oneLiner} {...register('oneLiner')} error={message(fieldError('oneLiner'))} />
          <TextInput label={labels.website} placeholder="https://" dir="ltr" {...register('website')} error={message(fieldError('website'))} />
          <StageSelect control={control} error={message(fieldError('stage'))} />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={formState.isSubmitting} data-testid="submit-create-startup">
              {t('management.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
