import { Button, Group, Modal, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toast } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { useAppForm } from '../../lib/forms/useAppForm';
import { CREATE_COURSE_LESSON, UPDATE_COURSE_LESSON, type CourseLesson } from './documents';
import { looksLikeWebAddress } from '../../lib/text/webAddress';

export const LESSON_TITLE_MAX = 200;
export const LESSON_BODY_MAX = 20_000;
export const DURATION_MIN = 1;
export const DURATION_MAX = 600;

interface LessonFormValues {
  title: string;
  body: string;
  videoUrl: string;
  /** Minutes, or '' when not given (NumberInput's empty value). */
  durationMinutes: number | string;
}

/**
 * Add a lesson at the end of a chapter, or change one (D-583): its title, its text (plain; line breaks kept, web
 * addresses become links), an optional video link and an optional length in minutes. Checked here, then by the server.
 */
export function LessonDialog({ chapterId, lesson, opened, onClose }: { chapterId: string; lesson: CourseLesson | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('courses');
  const errorText = useErrorText();
  const [create] = useMutation(CREATE_COURSE_LESSON);
  const [update] = useMutation(UPDATE_COURSE_LESSON);
  const labels = { title: t('lessonForm.title'), body: t('lessonForm.body'), videoUrl: t('lessonForm.videoUrl'), durationMinutes: t('lessonForm.duration') };
  const schema = z
    .object({ title: z.string().trim().min(1).max(LESSON_TITLE_MAX), body: z.string().max(LESSON_BODY_MAX), videoUrl: z.string(), durationMinutes: z.union([z.number(), z.string()]) })
    .superRefine((value, issue) => {
      if (value.videoUrl.trim() && !looksLikeWebAddress(value.videoUrl)) issue.addIssue({ code: 'custom', path: ['videoUrl'], message: t('common:validation.url', { field: labels.videoUrl }) });
      const minutes = value.durationMinutes;
      if (minutes === '') return;
      if (typeof minutes !== 'number' || !Number.isInteger(minutes)) issue.addIssue({ code: 'custom', path: ['durationMinutes'], message: t('lessonForm.durationWhole', { field: labels.durationMinutes }) });
      else if (minutes < DURATION_MIN) issue.addIssue({ code: 'custom', path: ['durationMinutes'], message: t('common:validation.min', { field: labels.durationMinutes, value: DURATION_MIN }) });
      else if (minutes > DURATION_MAX) issue.addIssue({ code: 'custom', path: ['durationMinutes'], message: t('common:validation.max', { field: labels.durationMinutes, value: DURATION_MAX }) });
    });
  const form = useAppForm<LessonFormValues>({
    schema,
    labels,
    values: { title: lesson?.title ?? '', body: lesson?.body ?? '', videoUrl: lesson?.videoUrl ?? '', durationMinutes: lesson?.durationMinutes ?? '' },
  });
  const submit = form.handleSubmit(async (values) => {
    const input = {
      title: values.title.trim(),
      body: values.body,
      videoUrl: values.videoUrl.trim() || null,
      durationMinutes: typeof values.durationMinutes === 'number' ? values.durationMinutes : null,
    };
    try {
      if (lesson) await update({ variables: { id: lesson._id, input } });
      else await create({ variables: { chapterId, input } });
      toast('success', t(lesson ? 'lessonForm.saved' : 'lessonForm.created', { title: input.title }));
      onClose();
    } catch (error) {
      toast('error', errorText(error));
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t(lesson ? 'lessonForm.editTitle' : 'lessonForm.newTitle')} centered size="lg">
      <form onSubmit={submit} noValidate data-testid="lesson-dialog">
        <Stack gap="sm">
          <TextInput label={labels.title} required data-autofocus maxLength={LESSON_TITLE_MAX} {...form.register('title')} error={form.fieldError('title')} data-testid="lesson-dialog-title" />
          <Textarea label={labels.body} description={t('lessonForm.bodyHelp')} autosize minRows={6} maxRows={18} maxLength={LESSON_BODY_MAX} {...form.register('body')} error={form.fieldError('body')} data-testid="lesson-dialog-body" />
          <TextInput label={labels.videoUrl} description={t('lessonForm.videoHelp')} placeholder="https://" dir="ltr" inputMode="url" {...form.register('videoUrl')} error={form.fieldError('videoUrl')} data-testid="lesson-dialog-video" />
          <Controller
            control={form.control}
            name="durationMinutes"
            render={({ field }) => (
              <NumberInput
                label={labels.durationMinutes}
                description={t('lessonForm.durationHelp')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                min={DURATION_MIN}
                max={DURATION_MAX}
                clampBehavior="none"
                allowDecimal={false}
                allowNegative={false}
                maw={200}
                error={form.fieldError('durationMinutes')}
                data-testid="lesson-dialog-duration"
              />
            )}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting} data-testid="lesson-dialog-save" data-action={lesson ? 'updateCourseLesson' : 'createCourseLesson'}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
