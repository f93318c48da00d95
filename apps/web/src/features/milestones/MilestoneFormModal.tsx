import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/errors/useErrorText';
import { useAppForm } from '../../lib/forms/useAppForm';
import { MILESTONE_NAME_MAX, milestoneFormSchema, milestoneInput, type MilestoneFormValues } from './milestoneForm';

export type MilestoneInput = ReturnType<typeof milestoneInput>;

interface MilestoneFormModalProps {
  title: string;
  initial: MilestoneFormValues;
  /** A startup's milestone has a due date; a template does not. */
  withDueOn: boolean;
  onSave: (input: MilestoneInput) => Promise<unknown>;
  onClose: () => void;
}

/** Add or edit a milestone, a sub-milestone or a template: name, goal, unit, target (and due date). */
export function MilestoneFormModal({ title, initial, withDueOn, onSave, onClose }: MilestoneFormModalProps) {
  const { t } = useTranslation('milestones');
  const errorText = useErrorText();
  const narrow = useMediaQuery('(max-width: 36em)');
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(
    () => milestoneFormSchema({ nameRequired: t('form.nameRequired'), nameTooLong: t('form.nameTooLong', { max: MILESTONE_NAME_MAX }), targetInvalid: t('form.targetInvalid') }),
    [t],
  );
  const { register, handleSubmit, fieldError, formState } = useAppForm<MilestoneFormValues>({
    schema,
    labels: { name: t('form.name'), goal: t('form.goal'), unit: t('form.unit'), target: t('form.target'), dueOn: t('form.dueOn') },
    defaultValues: initial,
  });
  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSave(milestoneInput(values, withDueOn));
      onClose();
    } catch (error) {
      setServerError(errorText(error));
    }
  });
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{title}</Text>} centered size="lg" fullScreen={narrow}>
      <form
        noValidate
        data-testid="milestone-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {serverError ? (
            <Alert color="red" role="alert" data-testid="milestone-form-error">
              {serverError}
            </Alert>
          ) : null}
          <TextInput label={t('form.name')} withAsterisk data-autofocus error={fieldError('name')} data-testid="milestone-form-name" {...register('name')} />
          <Textarea label={t('form.goal')} autosize minRows={2} maxRows={5} error={fieldError('goal')} {...register('goal')} />
          <SimpleGrid cols={{ base: 1, xs: withDueOn ? 3 : 2 }} spacing="sm">
            <TextInput label={t('form.target')} inputMode="decimal" description={t('form.targetHint')} error={fieldError('target')} data-testid="milestone-form-target" {...register('target')} />
            <TextInput label={t('form.unit')} placeholder={t('form.unitPlaceholder')} error={fieldError('unit')} data-testid="milestone-form-unit" {...register('unit')} />
            {withDueOn ? <TextInput type="date" label={t('form.dueOn')} error={fieldError('dueOn')} data-testid="milestone-form-due" {...register('dueOn')} /> : null}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={formState.isSubmitting} data-testid="milestone-form-save">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
