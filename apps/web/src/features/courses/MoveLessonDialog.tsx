import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/alerts/alertStore';
import { MOVE_COURSE_LESSON, type CourseChapter, type CourseLesson } from './documents';
import { useAttempt } from './courseState';

/** Moves a lesson to the end of another chapter of the same course. */
export function MoveLessonDialog({ lesson, chapters, onClose }: { lesson: CourseLesson | null; chapters: readonly CourseChapter[]; onClose: () => void }) {
  const { t } = useTranslation('courses');
  const attempt = useAttempt();
  const [move, { loading }] = useMutation(MOVE_COURSE_LESSON);
  const [target, setTarget] = useState<string | null>(null);
  const options = chapters
    .map((chapter, index) => ({ value: chapter._id, label: t('course.chapterTitle', { number: index + 1, title: chapter.title }) }))
    .filter((option) => option.value !== lesson?.chapterId);
  const close = () => {
    setTarget(null);
    onClose();
  };
  const submit = () => {
    const chapter = chapters.find((candidate) => candidate._id === target);
    if (!lesson || !chapter) return;
    void attempt(async () => {
      await move({ variables: { id: lesson._id, chapterId: chapter._id, position: chapter.lessons.length } });
      toast('success', t('lessonForm.moved', { title: lesson.title, chapter: chapter.title }));
      close();
    });
  };
  return (
    <Modal opened={lesson !== null} onClose={close} title={t('lessonForm.moveTitle')} centered>
      <Stack gap="sm" data-testid="lesson-move-dialog">
        <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {t('lessonForm.moveWhich', { title: lesson?.title ?? '' })}
        </Text>
        <Select label={t('lessonForm.targetChapter')} data={options} value={target} onChange={setTarget} comboboxProps={{ withinPortal: true }} data-testid="lesson-move-target" />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={close}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} disabled={!target} loading={loading} data-testid="lesson-move-save" data-action="moveCourseLesson">
            {t('lessonForm.move')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
