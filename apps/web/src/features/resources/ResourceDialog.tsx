import { Button, FileInput, Group, Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toast } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { useAppForm } from '../../lib/forms/useAppForm';
import { uploadAttachment } from '../../lib/rest/uploadAttachment';
import { CREATE_RESOURCE, UPDATE_RESOURCE, type ResourceItem, type ResourceKind } from './documents';
import { DESCRIPTION_MAX } from './SectionDialog';
import { looksLikeWebAddress } from '../../lib/text/webAddress';

export const RESOURCE_TITLE_MAX = 160;
export const PAGE_BODY_MAX = 50_000;
const KINDS: readonly ResourceKind[] = ['link', 'file', 'page'];

interface ResourceFormValues {
  kind: ResourceKind;
  title: string;
  description: string;
  url: string;
  body: string;
}

/**
 * Add or change one resource of a section (D-582): a link, a file (uploaded here) or a page written here. What each
 * kind needs is checked before anything is sent; the server checks it again.
 */
export function ResourceDialog({ sectionId, resource, opened, onClose }: { sectionId: string; resource: ResourceItem | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('resources');
  const errorText = useErrorText();
  const refetchQueries = ['ResourceSection', 'ResourceLibrary'];
  const [create] = useMutation(CREATE_RESOURCE, { refetchQueries });
  const [update] = useMutation(UPDATE_RESOURCE, { refetchQueries });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const labels = { title: t('resource.title'), description: t('resource.description'), url: t('resource.url'), body: t('resource.body') };
  const schema = z
    .object({ kind: z.enum(['link', 'file', 'page']), title: z.string().trim().min(1).max(RESOURCE_TITLE_MAX), description: z.string().trim().max(DESCRIPTION_MAX), url: z.string(), body: z.string().max(PAGE_BODY_MAX) })
    .superRefine((value, issue) => {
      if (value.kind === 'link' && !value.url.trim()) issue.addIssue({ code: 'custom', path: ['url'], message: t('common:validation.required', { field: labels.url }) });
      else if (value.kind === 'link' && !looksLikeWebAddress(value.url)) issue.addIssue({ code: 'custom', path: ['url'], message: t('resource.urlInvalid') });
      if (value.kind === 'page' && !value.body.trim()) issue.addIssue({ code: 'custom', path: ['body'], message: t('common:validation.required', { field: labels.body }) });
    });
  const form = useAppForm<ResourceFormValues>({
    schema,
    labels,
    values: { kind: resource?.kind ?? 'link', title: resource?.title ?? '', description: resource?.description ?? '', url: resource?.url ?? '', body: resource?.body ?? '' },
  });
  const kind = form.watch('kind');
  const keptFile = resource?.kind === 'file' ? resource.file : null;

  const close = () => {
    setFile(null);
    setFileError(null);
    onClose();
  };

  const fileIdToSave = async (): Promise<string | null> => {
    if (!file) return keptFile?._id ?? null;
    const uploaded = await uploadAttachment(file);
    if (uploaded.ok) return uploaded.id;
    setFileError(uploaded.status === 413 ? t('resource.fileTooLarge') : (uploaded.message ?? t('resource.uploadFailed')));
    return null;
  };

  const submit = form.handleSubmit(async (values) => {
    setFileError(null);
    let fileId: string | null = null;
    if (values.kind === 'file') {
      if (!file && !keptFile) {
        setFileError(t('common:validation.required', { field: t('resource.file') }));
        return;
      }
      fileId = await fileIdToSave();
      if (!fileId) return;
    }
    const input = {
      kind: values.kind,
      title: values.title.trim(),
      description: values.description.trim(),
      url: values.kind === 'link' ? values.url.trim() : null,
      body: values.kind === 'page' ? values.body : null,
      fileId,
    };
    try {
      if (resource) await update({ variables: { id: resource._id, input } });
      else await create({ variables: { sectionId, input } });
      toast('success', t(resource ? 'resource.saved' : 'resource.created', { title: input.title }));
      close();
    } catch (error) {
      toast('error', errorText(error));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={t(resource ? 'resource.editTitle' : 'resource.newTitle')} centered size="lg">
      <form onSubmit={submit} noValidate data-testid="resource-form">
        <Stack gap="sm">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="resource-kind-label">
              {t('resource.kind')}
            </Text>
            <Controller
              control={form.control}
              name="kind"
              render={({ field }) => (
                <SegmentedControl aria-labelledby="resource-kind-label" value={field.value} onChange={(value) => field.onChange(value as ResourceKind)} data={KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} data-testid="resource-kind" />
              )}
            />
          </Stack>
          <TextInput label={labels.title} required data-autofocus maxLength={RESOURCE_TITLE_MAX} {...form.register('title')} error={form.fieldError('title')} data-testid="resource-title" />
          {kind === 'link' ? (
            <TextInput label={labels.url} required placeholder="https://" inputMode="url" dir="ltr" {...form.register('url')} error={form.fieldError('url')} data-testid="resource-url" />
          ) : null}
          {kind === 'file' ? (
            <FileInput
              label={t('resource.file')}
              required
              description={keptFile && !file ? t('resource.fileKept', { name: keptFile.name }) : t('resource.fileHelp')}
              placeholder={t('resource.filePlaceholder')}
              leftSection={<IconUpload size={16} aria-hidden />}
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                setFileError(null);
              }}
              clearable
              error={fileError}
              data-testid="resource-file"
            />
          ) : null}
          <Textarea label={labels.description} description={t('resource.descriptionHelp')} autosize minRows={2} maxRows={4} maxLength={DESCRIPTION_MAX} {...form.register('description')} error={form.fieldError('description')} />
          {kind === 'page' ? (
            <Textarea label={labels.body} required description={t('resource.bodyHelp')} autosize minRows={8} maxRows={20} maxLength={PAGE_BODY_MAX} {...form.register('body')} error={form.fieldError('body')} data-testid="resource-body" />
          ) : null}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting} data-testid="resource-save" data-action={resource ? 'updateResource' : 'createResource'}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
