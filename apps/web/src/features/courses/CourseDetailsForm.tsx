import { Button, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { useAppForm } from '../../lib/forms/useAppForm';
import { COURSE_SUMMARY_MAX, COURSE_TITLE_MAX, courseFormSchema, useCourseLabels, type CourseFormValues } from './CourseDialog';
import { UPDATE_COURSE, type CourseDetail } from './documents';

/** The builder's details: a course's title and summary, saved together. */
export function CourseDetailsForm({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('courses');
  const errorText = useErrorText();
  const [update] = useMutation(UPDATE_COURSE);
  const labels = useCourseLabels();
  const form = useAppForm<CourseFormValues>({ schema: courseFormSchema, labels, values: { title: course.title, summary: course.summary } });
  const submit = form.handleSubmit(async (values) => {
    const input = { title: values.title.trim(), summary: values.summary.trim() };
    try {
      await update({ variables: { id: course._id, input } });
      toast('success', t('courseForm.saved', { title: input.title }));
    } catch (error) {
      toast('error', errorText(error));
    }
  });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="course-details-title">
      <form onSubmit={submit} noValidate data-testid="course-details-form">
        <Stack gap="sm">
          <Title order={2} size="h4" id="course-details-title">
            {t('builder.details')}
          </Title>
          <TextInput label={labels.title} required maxLength={COURSE_TITLE_MAX} {...form.register('title')} error={form.fieldError('title')} data-testid="course-details-title" />
          <Textarea label={labels.summary} description={t('courseForm.summaryHelp')} autosize minRows={3} maxRows={8} maxLength={COURSE_SUMMARY_MAX} {...form.register('summary')} error={form.fieldError('summary')} data-testid="course-details-summary" />
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting} data-testid="course-details-save" data-action="updateCourse">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
