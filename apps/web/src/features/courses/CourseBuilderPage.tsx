import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconChartBar, IconEye, IconEyeOff, IconLayoutList, IconPlus, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { toast } from '../../lib/alerts/alertStore';
import { ChapterCard, type ChapterActions } from './ChapterCard';
import { ChapterDialog } from './ChapterDialog';
import { CourseCrumbs } from './CourseCrumbs';
import { CourseDetailsForm } from './CourseDetailsForm';
import { CourseStatusBadge } from './CourseStatusBadge';
import { COURSE, DELETE_COURSE_CHAPTER, DELETE_COURSE_LESSON, MOVE_COURSE_CHAPTER, MOVE_COURSE_LESSON, SET_COURSE_PUBLISHED, type CourseChapter, type CourseDetail, type CourseLesson } from './documents';
import { LessonDialog } from './LessonDialog';
import { MoveLessonDialog } from './MoveLessonDialog';
import { NotReady, useAttempt, useRemoval } from './courseState';
import { COURSES_MANAGEMENT_PATH, courseDashboardPath, coursePath } from './paths';

/** Publishing: the course's status and the button that changes it (a course without a lesson is refused by the server). */
function PublishPanel({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('courses');
  const attempt = useAttempt();
  const [setPublished, { loading }] = useMutation(SET_COURSE_PUBLISHED);
  const published = course.status === 'published';
  const toggle = () =>
    void attempt(async () => {
      await setPublished({ variables: { id: course._id, published: !published } });
      toast('success', t(published ? 'publish.unpublished' : 'publish.published', { title: course.title }));
    });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="course-status-title">
      <Group justify="space-between" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 240px' }}>
          <Group gap="xs">
            <Title order={2} size="h4" id="course-status-title">
              {t('builder.status')}
            </Title>
            <CourseStatusBadge status={course.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {published ? t('publish.publishedHelp') : t('publish.draftHelp')}
          </Text>
        </Stack>
        <Button
          variant={published ? 'default' : 'filled'}
          leftSection={published ? <IconEyeOff size={16} aria-hidden /> : <IconSend size={16} aria-hidden />}
          loading={loading}
          onClick={toggle}
          data-testid="course-publish"
          data-published={published}
          data-action="setCoursePublished"
        >
          {published ? t('publish.unpublish') : t('publish.publish')}
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * /courses/management/course/:courseId/builder/* (D-583): writing a course — its details, its status, and its outline:
 * chapters in order, each with its lessons. Every change answers the whole course, which the cache takes as it is.
 */
export function CourseBuilderPage() {
  const { t } = useTranslation('courses');
  const { courseId = '' } = useParams();
  const { data, error } = useQuery(COURSE, { variables: { id: courseId }, fetchPolicy: 'cache-and-network' });
  const [chapterEditing, setChapterEditing] = useState<CourseChapter | 'new' | null>(null);
  const [lessonEditing, setLessonEditing] = useState<{ chapterId: string; lesson: CourseLesson | null } | null>(null);
  const [moving, setMoving] = useState<CourseLesson | null>(null);
  const [moveChapter] = useMutation(MOVE_COURSE_CHAPTER);
  const [moveLesson] = useMutation(MOVE_COURSE_LESSON);
  const [removeChapter, { loading: removingChapter }] = useMutation(DELETE_COURSE_CHAPTER);
  const [removeLesson, { loading: removingLesson }] = useMutation(DELETE_COURSE_LESSON);
  const attempt = useAttempt();
  const chapterRemoval = useRemoval<CourseChapter>((id) => removeChapter({ variables: { id } }), (title) => t('chapter.deleted', { title }));
  const lessonRemoval = useRemoval<CourseLesson>((id) => removeLesson({ variables: { id } }), (title) => t('lessonForm.deleted', { title }));
  const course = data?.course;
  const crumbs = [{ label: t('management.title'), to: COURSES_MANAGEMENT_PATH }];

  if (!course) return <NotReady error={error} testId="course-builder-error" maw={960} back={<CourseCrumbs trail={crumbs} current={t('builder.title')} />} />;

  const actionsFor = (chapter: CourseChapter, index: number): ChapterActions => ({
    onRename: () => setChapterEditing(chapter),
    onMove: (offset) => void attempt(() => moveChapter({ variables: { id: chapter._id, position: index + offset } })),
    onDelete: () => chapterRemoval.ask(chapter),
    onAddLesson: () => setLessonEditing({ chapterId: chapter._id, lesson: null }),
    onEditLesson: (lesson) => setLessonEditing({ chapterId: chapter._id, lesson }),
    onMoveLesson: (lesson, offset) => {
      const at = chapter.lessons.findIndex((candidate) => candidate._id === lesson._id);
      void attempt(() => moveLesson({ variables: { id: lesson._id, chapterId: chapter._id, position: at + offset } }));
    },
    onMoveLessonToChapter: setMoving,
    onDeleteLesson: (lesson) => lessonRemoval.ask(lesson),
  });

  return (
    <Stack gap="lg" maw={960} w="100%" data-testid="course-builder">
      <CourseCrumbs trail={crumbs} current={course.title} />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} size="h2" dir="auto" style={{ flex: '1 1 280px', minWidth: 0, overflowWrap: 'anywhere' }}>
          {course.title}
        </Title>
        <Group gap="xs">
          <Button component={Link} to={coursePath(course._id)} variant="default" leftSection={<IconEye size={16} aria-hidden />} data-testid="course-preview">
            {t('builder.preview')}
          </Button>
          <Button component={Link} to={courseDashboardPath(course._id)} variant="default" leftSection={<IconChartBar size={16} aria-hidden />} data-testid="course-builder-learners">
            {t('course.learners')}
          </Button>
        </Group>
      </Group>
      <PublishPanel course={course} />
      <CourseDetailsForm course={course} />
      <Stack gap="sm" component="section" aria-labelledby="course-chapters-title">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="course-chapters-title">
            {t('builder.outline')}
          </Title>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setChapterEditing('new')} data-testid="add-chapter" data-action="createCourseChapter">
            {t('builder.addChapter')}
          </Button>
        </Group>
        {course.chapters.length === 0 ? (
          <Paper withBorder radius="md" p="xl" data-testid="course-builder-empty">
            <Stack align="center" gap="xs">
              <IconLayoutList size={40} aria-hidden style={{ opacity: 0.5 }} />
              <Text fw={600}>{t('builder.emptyTitle')}</Text>
              <Text c="dimmed" ta="center">
                {t('builder.empty')}
              </Text>
            </Stack>
          </Paper>
        ) : (
          <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {course.chapters.map((chapter, index) => (
              <ChapterCard key={chapter._id} chapter={chapter} index={index} count={course.chapters.length} actions={actionsFor(chapter, index)} />
            ))}
          </Stack>
        )}
      </Stack>
      <Anchor component={Link} to={COURSES_MANAGEMENT_PATH} size="sm">
        {t('builder.backToManagement')}
      </Anchor>
      <ChapterDialog
        key={`chapter-${chapterEditing === 'new' ? 'new' : (chapterEditing?._id ?? 'closed')}`}
        courseId={course._id}
        chapter={chapterEditing === 'new' ? null : chapterEditing}
        opened={chapterEditing !== null}
        onClose={() => setChapterEditing(null)}
      />
      <LessonDialog
        key={`lesson-${lessonEditing ? `${lessonEditing.chapterId}:${lessonEditing.lesson?._id ?? 'new'}` : 'closed'}`}
        chapterId={lessonEditing?.chapterId ?? ''}
        lesson={lessonEditing?.lesson ?? null}
        opened={lessonEditing !== null}
        onClose={() => setLessonEditing(null)}
      />
      <MoveLessonDialog lesson={moving} chapters={course.chapters} onClose={() => setMoving(null)} />
      <ConfirmDeleteModal
        opened={chapterRemoval.removing !== null}
        title={t('chapter.deleteTitle')}
        message={t('chapter.deleteConfirm', { title: chapterRemoval.removing?.title ?? '', count: chapterRemoval.removing?.lessons.length ?? 0 })}
        cancelLabel={t('cancel')}
        confirmLabel={t('delete')}
        loading={removingChapter}
        onConfirm={chapterRemoval.confirm}
        onClose={chapterRemoval.close}
        testId="chapter-delete-confirm"
      />
      <ConfirmDeleteModal
        opened={lessonRemoval.removing !== null}
        title={t('lessonForm.deleteTitle')}
        message={t('lessonForm.deleteConfirm', { title: lessonRemoval.removing?.title ?? '' })}
        cancelLabel={t('cancel')}
        confirmLabel={t('delete')}
        loading={removingLesson}
        onConfirm={lessonRemoval.confirm}
        onClose={lessonRemoval.close}
        testId="lesson-delete-confirm"
      />
    </Stack>
  );
}
