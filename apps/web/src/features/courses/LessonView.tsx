import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconArrowBackUp, IconCheck, IconChevronLeft, IconChevronRight, IconExternalLink, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { MIRROR_IN_RTL } from '../../lib/direction/mirror';
import { LinkifiedText } from '../../components/LinkifiedText';
import { useDurationText } from './CourseOutline';
import { SET_COURSE_LESSON_COMPLETED, type CourseDetail, type CourseLesson } from './documents';
import { useAttempt } from './courseState';
import { neighboursOf } from './outline';
import { coursewarePath } from './paths';

/**
 * One lesson of the courseware: its title and length, its text, its video, and the way on — "Mark as complete" (then
 * the next lesson, if any) or "Completed — undo", and the previous and next lessons.
 */
export function LessonView({ course, lesson }: { course: CourseDetail; lesson: CourseLesson }) {
  const { t } = useTranslation('courses');
  const navigate = useNavigate();
  const attempt = useAttempt();
  const duration = useDurationText();
  const [setCompleted, { loading }] = useMutation(SET_COURSE_LESSON_COMPLETED);
  const { previous, next } = neighboursOf(course, lesson._id);
  const length = duration(lesson.durationMinutes);

  const complete = () =>
    void attempt(async () => {
      await setCompleted({ variables: { id: lesson._id, completed: true } });
      if (next) await navigate(coursewarePath(course._id, next._id));
    });
  const undo = () => void attempt(() => setCompleted({ variables: { id: lesson._id, completed: false } }));

  return (
    <Stack gap="lg" component="article" aria-labelledby="lesson-title" style={{ minWidth: 0 }}>
      <Stack gap={4}>
        <Title order={1} size="h2" id="lesson-title" dir="auto" style={{ overflowWrap: 'anywhere' }} data-testid="lesson-title">
          {lesson.title}
        </Title>
        {length ? (
          <Text size="sm" c="dimmed" data-testid="lesson-duration">
            {length}
          </Text>
        ) : null}
      </Stack>
      {lesson.videoUrl ? (
        <Group>
          <Button component="a" href={lesson.videoUrl} target="_blank" rel="noopener noreferrer" variant="light" leftSection={<IconPlayerPlay size={16} aria-hidden />} rightSection={<IconExternalLink size={14} aria-hidden />} data-testid="lesson-video">
            {t('lesson.watchVideo')}
          </Button>
        </Group>
      ) : null}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        {lesson.body.trim() ? (
          <LinkifiedText testId="lesson-body" text={lesson.body} />
        ) : (
          <Text c="dimmed" data-testid="lesson-body">
            {t('lesson.noText')}
          </Text>
        )}
      </Paper>
      <Group gap="sm">
        {lesson.viewerCompleted ? (
          <Button variant="light" color="green" leftSection={<IconArrowBackUp size={16} aria-hidden />} loading={loading} onClick={undo} data-testid="lesson-complete" data-completed="true" data-action="setCourseLessonCompleted">
            {t('lesson.undo')}
          </Button>
        ) : (
          <Button leftSection={<IconCheck size={16} aria-hidden />} loading={loading} onClick={complete} data-testid="lesson-complete" data-completed="false" data-action="setCourseLessonCompleted">
            {t('lesson.markComplete')}
          </Button>
        )}
      </Group>
      <Group justify="space-between" gap="sm" component="nav" aria-label={t('lesson.pager')}>
        {previous ? (
          <Button component={Link} to={coursewarePath(course._id, previous._id)} variant="default" leftSection={<IconChevronLeft size={16} className={MIRROR_IN_RTL} aria-hidden />} data-testid="lesson-previous" style={{ maxWidth: '100%' }}>
            {t('lesson.previous')}
          </Button>
        ) : (
          <span />
        )}
        {next ? (
          <Button component={Link} to={coursewarePath(course._id, next._id)} variant="default" rightSection={<IconChevronRight size={16} className={MIRROR_IN_RTL} aria-hidden />} data-testid="lesson-next" style={{ maxWidth: '100%' }}>
            {t('lesson.next')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
