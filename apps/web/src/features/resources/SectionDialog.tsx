import { Button, Group, Modal, MultiSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toast } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { useAppForm } from '../../lib/forms/useAppForm';
import { CREATE_RESOURCE_SECTION, UPDATE_RESOURCE_SECTION, type ResourceSectionSummary, type RoleOption } from './documents';

export const SECTION_TITLE_MAX = 120;
export const DESCRIPTION_MAX = 1000;

const sectionFormSchema = z.object({
  title: z.string().trim().min(1).max(SECTION_TITLE_MAX),
  description: z.string().trim().max(DESCRIPTION_MAX),
  audienceRoleIds: z.array(z.string()),
});
type SectionFormValues = z.input<typeof sectionFormSchema>;

/**
 * Create or change a section of the library (D-582): its title, what it is for and — with the resourceVisibility
 * feature — the roles it is kept for (none chosen: everyone).
 */
export function SectionDialog({
  section,
  opened,
  audienceEditable,
  roleOptions,
  onClose,
}: {
  section: ResourceSectionSummary | null;
  opened: boolean;
  audienceEditable: boolean;
  roleOptions: readonly RoleOption[];
  onClose: () => void;
}) {
  const { t } = useTranslation('resources');
  const errorText = useErrorText();
  const refetchQueries = ['ResourceLibrary'];
  const [create] = useMutation(CREATE_RESOURCE_SECTION, { refetchQueries });
  const [update] = useMutation(UPDATE_RESOURCE_SECTION, { refetchQueries });
  const labels = { title: t('section.title'), description: t('section.description') };
  const form = useAppForm<SectionFormValues>({
    schema: sectionFormSchema,
    labels,
    values: { title: section?.title ?? '', description: section?.description ?? '', audienceRoleIds: [...(section?.audienceRoleIds ?? [])] },
  });
  const submit = form.handleSubmit(async (values) => {
    const input = { title: values.title.trim(), description: values.description.trim(), audienceRoleIds: values.audienceRoleIds };
    try {
      if (section) await update({ variables: { id: section._id, input } });
      else await create({ variables: { input } });
      toast('success', t(section ? 'section.saved' : 'section.created', { title: input.title }));
      onClose();
    } catch (error) {
      toast('error', errorText(error));
    }
  });
  // A section kept for roles stays so while the feature is off; its audience is then shown, not changed.
  const showAudience = audienceEditable || (section?.audienceRoleIds.length ?? 0) > 0;
  return (
    <Modal opened={opened} onClose={onClose} title={t(section ? 'section.editTitle' : 'section.newTitle')} centered size="lg">
      <form onSubmit={submit} noValidate data-testid="resource-section-form">
        <Stack gap="sm">
          <TextInput label={labels.title} required data-autofocus maxLength={SECTION_TITLE_MAX} {...form.register('title')} error={form.fieldError('title')} data-testid="resource-section-title" />
          <Textarea label={labels.description} autosize minRows={2} maxRows={6} maxLength={DESCRIPTION_MAX} {...form.register('description')} error={form.fieldError('description')} />
          {showAudience ? (
            <Controller
              control={form.control}
              name="audienceRoleIds"
              render={({ field }) => (
                <MultiSelect
                  label={t('section.audience')}
                  description={t(audienceEditable ? 'section.audienceHelp' : 'section.audienceLocked')}
                  placeholder={field.value.length === 0 ? t('section.everyone') : undefined}
                  data={roleOptions.map((r) => ({ value: r.value, label: r.label }))}
                  value={field.value}
                  onChange={field.onChange}
                  disabled={!audienceEditable}
                  searchable
                  clearable
                  comboboxProps={{ withinPortal: true }}
                  data-testid="resource-section-audience"
                />
              )}
            />
          ) : null}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting} data-testid="resource-section-save" data-action={section ? 'updateResourceSection' : 'createResourceSection'}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
