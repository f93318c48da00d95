import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toast } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { useAppForm } from '../../lib/forms/useAppForm';
import { CREATE_COURSE_CHAPTER, UPDATE_COURSE_CHAPTER, type CourseChapter } from './documents';

export const CHAPTER_TITLE_MAX = 200;

const chapterFormSchema = z.object({ title: z.string().trim().min(1).max(CHAPTER_TITLE_MAX) });
type ChapterFormValues = z.input<typeof chapterFormSchema>;

/** Add a chapter at the end of a course, or rename one. The answer is the whole course, written to the cache. */
export function ChapterDialog({ courseId, chapter, opened, onClose }: { courseId: string; chapter: CourseChapter | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('courses');
  const errorText = useErrorText();
  const [create] = useMutation(CREATE_COURSE_CHAPTER);
  const [update] = useMutation(UPDATE_COURSE_CHAPTER);
  const labels = { title: t('chapter.title') };
  const form = useAppForm<ChapterFormValues>({ schema: chapterFormSchema, labels, values: { title: chapter?.title ?? '' } });
  const submit = form.handleSubmit(async (values) => {
    const title = values.title.trim();
    try {
      if (chapter) await update({ variables: { id: chapter._id, title } });
      else await create({ variables: { courseId, title } });
      toast('success', t(chapter ? 'chapter.saved' : 'chapter.created', { title }));
      onClose();
    } catch (error) {
      toast('error', errorText(error));
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t(chapter ? 'chapter.renameTitle' : 'chapter.newTitle')} centered>
      <form onSubmit={submit} noValidate data-testid="chapter-dialog">
        <Stack gap="sm">
          <TextInput label={labels.title} required data-autofocus maxLength={CHAPTER_TITLE_MAX} {...form.register('title')} error={form.fieldError('title')} data-testid="chapter-dialog-title" />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting} data-testid="chapter-dialog-save" data-action={chapter ? 'updateCourseChapter' : 'createCourseChapter'}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
