import { Alert, Anchor, Box, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { MIRROR_IN_RTL } from '../../lib/direction/mirror';
import { CourseProgress } from './CourseProgress';
import { CoursewareLessonSelect, CoursewareOutline } from './CoursewareOutline';
import { COURSE } from './documents';
import { LessonView } from './LessonView';
import { NotReady } from './courseState';
import { lessonsOf, resumeLessonId } from './outline';
import { COURSES_CATALOGUE_PATH, coursePath, coursewarePath } from './paths';

function BackToCourse({ courseId, title }: { courseId: string; title: string }) {
  const { t } = useTranslation('courses');
  return (
    <Anchor component={Link} to={coursePath(courseId)} size="sm" data-testid="courseware-back">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={14} className={MIRROR_IN_RTL} aria-hidden />
        <span dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {t('lesson.backToCourse', { title })}
        </span>
      </Group>
    </Anchor>
  );
}

/**
 * /courses/:id/courseware/:lessonId (D-583): following a course lesson by lesson. The outline sits beside the lesson on
 * a wide screen and becomes a choice above it on a phone; the progress bar stays on top. Without a lesson in the
 * address, the viewer is taken (replacing the address) to where they stand: the first lesson not completed.
 */
export function CoursewarePage() {
  const { t } = useTranslation('courses');
  const params = useParams();
  const id = params.id ?? '';
  const lessonId = (params['*'] ?? '').split('/')[0] ?? '';
  const { data, error } = useQuery(COURSE, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const course = data?.course;

  if (!course) {
    const back = (
      <Anchor component={Link} to={COURSES_CATALOGUE_PATH} size="sm">
        {t('course.backToCourses')}
      </Anchor>
    );
    return <NotReady error={error} testId="courseware-error" maw={1100} back={back} />;
  }

  const resume = resumeLessonId(course);
  if (!lessonId && resume) return <Navigate to={coursewarePath(course._id, resume)} replace />;
  const lesson = lessonsOf(course).find((candidate) => candidate._id === lessonId);

  return (
    <Stack gap="md" maw={1100} w="100%" data-testid="courseware-page">
      <Stack gap="xs">
        <BackToCourse courseId={course._id} title={course.title} />
        <CourseProgress completed={course.viewerCompletedCount} total={course.lessonCount} label={t('progress.label', { title: course.title })} />
      </Stack>
      {!resume ? (
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center" data-testid="courseware-empty">
            {t('course.noLessons')}
          </Text>
        </Paper>
      ) : (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }} visibleFrom="md">
            <CoursewareOutline course={course} lessonId={lessonId} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            <Stack gap="lg">
              <Box hiddenFrom="md">
                <CoursewareLessonSelect course={course} lessonId={lessonId} />
              </Box>
              {lesson ? (
                <LessonView key={lesson._id} course={course} lesson={lesson} />
              ) : (
                <Alert color="red" data-testid="lesson-not-found">
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">{t('lesson.notFound')}</Text>
                    <Anchor component={Link} to={coursewarePath(course._id, resume)} size="sm">
                      {t('lesson.goToCurrent')}
                    </Anchor>
                  </Stack>
                </Alert>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
