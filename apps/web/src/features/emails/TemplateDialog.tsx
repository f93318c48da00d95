import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toast } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { useAppForm } from '../../lib/forms/useAppForm';
import { CREATE_EMAIL_TEMPLATE, UPDATE_EMAIL_TEMPLATE, type EmailTemplate, type EmailTemplateKind } from './documents';
import { BODY_MAX, SUBJECT_MAX } from './draft';
import { fieldRefusalOf, useRefusalText } from './fieldErrors';
import { MergeFieldMenu } from './InsertMenus';
import { insertAt } from './mergeFields';

export const TEMPLATE_NAME_MAX = 120;

/** A template as the server takes it (EmailTemplateInput; a content template has no subject). */
const templateFormSchema = z.object({
  name: z.string().trim().min(1).max(TEMPLATE_NAME_MAX),
  subject: z.string().trim().max(SUBJECT_MAX),
  body: z.string().trim().min(1).max(BODY_MAX),
});
type TemplateFormValues = z.input<typeof templateFormSchema>;
type TemplateField = keyof TemplateFormValues;

export interface TemplateDialogProps {
  kind: EmailTemplateKind;
  /** The template to edit; null for a new one. */
  template: EmailTemplate | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * A new or edited template (D-584): an email template's name, subject and body, or a content template's name and
 * body. Merge fields go into the body where the caret was.
 */
export function TemplateDialog({ kind, template, opened, onClose }: TemplateDialogProps) {
  const { t } = useTranslation('emails');
  const errorText = useErrorText();
  const refusalText = useRefusalText();
  const [create] = useMutation(CREATE_EMAIL_TEMPLATE, { refetchQueries: ['EmailTemplates'] });
  const [update] = useMutation(UPDATE_EMAIL_TEMPLATE);
  const withSubject = kind === 'TEMPLATE';
  const labels = { name: t('templates.name'), subject: t('composer.subject'), body: t('composer.body') };
  const form = useAppForm<TemplateFormValues>({
    schema: templateFormSchema,
    labels,
    defaultValues: { name: template?.name ?? '', subject: template?.subject ?? '', body: template?.body ?? '' },
  });
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  // A body never focused has its caret at the start: a merge field then goes at the end, where one writes next.
  const bodyFocused = useRef(false);
  const { ref: registerBodyRef, ...bodyField } = form.register('body');

  const insert = (text: string) => {
    const element = bodyFocused.current ? bodyRef.current : null;
    const { value, caret } = insertAt(form.getValues('body'), text, element?.selectionStart ?? null, element?.selectionEnd ?? null);
    bodyFocused.current = true;
    form.setValue('body', value, { shouldDirty: true });
    requestAnimationFrame(() => {
      bodyRef.current?.focus();
      bodyRef.current?.setSelectionRange(caret, caret);
    });
  };

  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    const input = { kind, name: values.name.trim(), subject: withSubject ? values.subject.trim() || null : null, body: values.body.trim() };
    try {
      if (template) await update({ variables: { id: template._id, input } });
      else await create({ variables: { input } });
      toast('success', t(template ? 'templates.saved' : 'templates.created', { name: input.name }));
      close();
    } catch (error) {
      const refusal = fieldRefusalOf(error);
      if (refusal && ['name', 'subject', 'body'].includes(refusal.field)) {
        const field = refusal.field as TemplateField;
        form.setError(field, { message: refusalText(refusal, labels[field]) }, { shouldFocus: true });
      } else toast('error', errorText(error));
    }
  });

  const title = t(template ? `templates.editTitle.${kind}` : `templates.newTitle.${kind}`);
  return (
    <Modal opened={opened} onClose={close} title={title} centered size="lg" closeButtonProps={{ 'aria-label': t('close') }}>
      <form onSubmit={submit} noValidate data-testid="template-dialog">
        <Stack gap="sm">
          <TextInput label={labels.name} required data-autofocus maxLength={TEMPLATE_NAME_MAX} dir="auto" {...form.register('name')} error={form.fieldError('name')} data-testid="template-name" />
          {withSubject ? (
            <TextInput label={labels.subject} maxLength={SUBJECT_MAX} dir="auto" {...form.register('subject')} error={form.fieldError('subject')} data-testid="template-subject" />
          ) : null}
          <Group gap="xs">
            <MergeFieldMenu onInsert={insert} testId="template-merge-field" />
          </Group>
          <Textarea
            label={labels.body}
            description={t('composer.bodyHelp')}
            required
            autosize
            minRows={6}
            maxRows={16}
            maxLength={BODY_MAX}
            dir="auto"
            {...bodyField}
            onFocus={() => {
              bodyFocused.current = true;
            }}
            ref={(element) => {
              registerBodyRef(element);
              bodyRef.current = element;
            }}
            error={form.fieldError('body')}
            data-testid="template-body"
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting} data-testid="template-save" data-action={template ? 'updateEmailTemplate' : 'createEmailTemplate'}>
              {template ? t('save') : t('templates.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
