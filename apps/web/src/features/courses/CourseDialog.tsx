import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { toast } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { useAppForm } from '../../lib/forms/useAppForm';
import { CREATE_COURSE } from './documents';
import { courseBuilderPath } from './paths';

export const COURSE_TITLE_MAX = 200;
export const COURSE_SUMMARY_MAX = 2000;

/** A course's title and summary, as the server takes them (CourseInput). */
export const courseFormSchema = z.object({
  title: z.string().trim().min(1).max(COURSE_TITLE_MAX),
  summary: z.string().trim().max(COURSE_SUMMARY_MAX),
});
export type CourseFormValues = z.input<typeof courseFormSchema>;

/** The form's labels, for its fields and for "{field} is a required field". */
export function useCourseLabels() {
  const { t } = useTranslation('courses');
  return { title: t('courseForm.title'), summary: t('courseForm.summary') };
}

/**
 * A new course (D-583): its title and summary. It starts as a draft without chapters; the builder opens on it so the
 * manager can write its outline.
 */
export function CourseDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('courses');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [create] = useMutation(CREATE_COURSE, { refetchQueries: ['ManagedCourses'] });
  const labels = useCourseLabels();
  const form = useAppForm<CourseFormValues>({ schema: courseFormSchema, labels, defaultValues: { title: '', summary: '' } });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    const input = { title: values.title.trim(), summary: values.summary.trim() };
    try {
      const result = await create({ variables: { input } });
      const course = result.data?.createCourse;
      toast('success', t('courseForm.created', { title: input.title }));
      close();
      if (course) await navigate(courseBuilderPath(course._id));
    } catch (error) {
      toast('error', errorText(error));
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={t('courseForm.newTitle')} centered size="lg">
      <form onSubmit={submit} noValidate data-testid="course-dialog">
        <Stack gap="sm">
          <TextInput label={labels.title} required data-autofocus maxLength={COURSE_TITLE_MAX} {...form.register('title')} error={form.fieldError('title')} data-testid="course-dialog-title" />
          <Textarea label={labels.summary} description={t('courseForm.summaryHelp')} autosize minRows={3} maxRows={8} maxLength={COURSE_SUMMARY_MAX} {...form.register('summary')} error={form.fieldError('summary')} data-testid="course-dialog-summary" />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting} data-testid="course-dialog-save" data-action="createCourse">
              {t('courseForm.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
