import { Button, Group, Modal, MultiSelect, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { isInRoleGroup, PORTFOLIO_MESSAGES, PROGRAM_MODES, programSchema } from '@hatchery/domain';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useAppForm } from '../../lib/forms/useAppForm';
import { usePortfolioAlerts, usePortfolioMessage } from '../startups';
import { ADMIN_CANDIDATES, CREATE_PROGRAM, SET_PROGRAM_ADMINS, UPDATE_PROGRAM, type ProgramItem, type ProgramMode } from './documents';

/** The form's text values; the domain's programSchema checks them as the server will (dates in order, lengths). */
export const programFormSchema = z
  .object({
    name: z.string().trim().min(1, PORTFOLIO_MESSAGES.required).max(120, PORTFOLIO_MESSAGES.tooLong),
    shortName: z.string().trim().max(24, PORTFOLIO_MESSAGES.tooLong),
    programType: z.enum(['startup', 'user']),
    mode: z.string(),
    description: z.string().trim().max(5000, PORTFOLIO_MESSAGES.tooLong),
    startsOn: z.string(),
    endsOn: z.string(),
    adminIds: z.array(z.string()),
  })
  .superRefine((value, ctx) => {
    const checked = programSchema.safeParse({ ...value, mode: value.mode === '' ? null : value.mode });
    if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
export type ProgramFormValues = z.input<typeof programFormSchema>;

export function programFormValues(program: ProgramItem | null): ProgramFormValues {
  return {
    name: program?.name ?? '',
    shortName: program?.shortName ?? '',
    programType: program?.programType ?? 'startup',
    mode: program?.mode ?? '',
    description: program?.description ?? '',
    startsOn: program?.startsOn ?? '',
    endsOn: program?.endsOn ?? '',
    adminIds: program?.admins.map((a) => a._id) ?? [],
  };
}

/** Create or edit a program (issue 14 item 2); admins are chosen by staff (the Sub-Admin does not see the field). */
export function ProgramDialog({ program, opened, mayChooseAdmins, onClose }: { program: ProgramItem | null; opened: boolean; mayChooseAdmins: boolean; onClose: () => void }) {
  const { t } = useTranslation('startups');
  const message = usePortfolioMessage();
  const { saved, failed } = usePortfolioAlerts();
  const refetchQueries = ['Programs'];
  const [create] = useMutation(CREATE_PROGRAM, { refetchQueries });
  const [update] = useMutation(UPDATE_PROGRAM, { refetchQueries });
  const [setAdmins] = useMutation(SET_PROGRAM_ADMINS);
  const candidates = useQuery(ADMIN_CANDIDATES, { skip: !opened || !mayChooseAdmins });
  const labels = { name: t('programs.name'), shortName: t('programs.shortName'), startsOn: t('programs.startsOn'), endsOn: t('programs.endsOn'), description: t('programs.description') };
  const { register, control, handleSubmit, formState, fieldError } = useAppForm<ProgramFormValues>({ schema: programFormSchema, labels, defaultValues: programFormValues(program) });
  const err = (name: keyof ProgramFormValues) => message(fieldError(name));
  const submit = handleSubmit(async (values) => {
    const input = {
      name: values.name.trim(),
      shortName: values.shortName.trim(),
      programType: values.programType,
      mode: values.mode === '' ? null : (values.mode as ProgramMode),
      description: values.description.trim(),
      startsOn: values.startsOn,
      endsOn: values.endsOn,
    };
    try {
      const result = program ? (await update({ variables: { programId: program._id, input } })).data?.updateProgram : (await create({ variables: { input } })).data?.createProgram;
      if (result && mayChooseAdmins) await setAdmins({ variables: { programId: result._id, userIds: values.adminIds } });
      saved(t(program ? 'programs.saved' : 'programs.created', { name: input.name }));
      onClose();
    } catch (error) {
      failed(error);
    }
  });
  const adminOptions = (candidates.data?.users.results ?? []).filter((u) => isInRoleGroup(u.role.roleType, 'staff')).map((u) => ({ value: u._id, label: u.fullName }));
  return (
    <Modal opened={opened} onClose={onClose} title={t(program ? 'programs.editTitle' : 'programs.newTitle')} centered size="lg">
      <form onSubmit={submit} noValidate data-testid="program-form">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput label={labels.name} required data-autofocus {...register('name')} error={err('name')} style={{ gridColumn: 'span 2' }} />
            <TextInput label={labels.shortName} {...register('shortName')} error={err('shortName')} />
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('programs.type')}
            </Text>
            <Controller
              control={control}
              name="programType"
              render={({ field }) => (
                <SegmentedControl value={field.value} onChange={field.onChange} data={[{ value: 'startup', label: t('programs.types.startup') }, { value: 'user', label: t('programs.types.user') }]} />
              )}
            />
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput type="date" label={labels.startsOn} {...register('startsOn')} error={err('startsOn')} />
            <TextInput type="date" label={labels.endsOn} {...register('endsOn')} error={err('endsOn')} />
            <Controller
              control={control}
              name="mode"
              render={({ field }) => (
                <Select
                  label={t('programs.mode')}
                  data={PROGRAM_MODES.map((mode) => ({ value: mode, label: t(`programs.modes.${mode}`) }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  clearable
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
          </SimpleGrid>
          {mayChooseAdmins ? (
            <Controller
              control={control}
              name="adminIds"
              render={({ field }) => (
                <MultiSelect label={t('programs.admins')} description={t('programs.adminsHelp')} data={adminOptions} value={field.value} onChange={field.onChange} searchable clearable comboboxProps={{ withinPortal: true }} />
              )}
            />
          ) : null}
          <Textarea label={labels.description} autosize minRows={2} maxRows={8} {...register('description')} error={err('description')} />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={formState.isSubmitting} data-testid="submit-program">
              {t(program ? 'actions.save' : 'programs.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
