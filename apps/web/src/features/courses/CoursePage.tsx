import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconArrowRight, IconChartBar, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MIRROR_IN_RTL } from '../../lib/direction/mirror';
import { CourseCrumbs } from './CourseCrumbs';
import { CourseOutline } from './CourseOutline';
import { CourseProgress } from './CourseProgress';
import { COURSE } from './documents';
import { NotReady } from './courseState';
import { resumeAction, resumeLessonId } from './outline';
import { COURSES_CATALOGUE_PATH, courseBuilderPath, courseDashboardPath, coursewarePath } from './paths';

/**
 * /courses/:id (D-583): one course — what it is about, how far the viewer is, the button that takes them on (Start,
 * Continue or Review) and the outline. Managers see drafts too, with the ways to the builder and the learners.
 */
export function CoursePage() {
  const { t } = useTranslation('courses');
  const { id = '' } = useParams();
  const { data, error } = useQuery(COURSE, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const course = data?.course;

  if (!course) {
    const back = (
      <Anchor component={Link} to={COURSES_CATALOGUE_PATH} size="sm">
        {t('course.backToCourses')}
      </Anchor>
    );
    return <NotReady error={error} testId="course-error" maw={880} back={back} />;
  }

  const target = resumeLessonId(course);
  const action = resumeAction(course);
  return (
    <Stack gap="lg" maw={880} w="100%" data-testid="course-page">
      <CourseCrumbs current={course.title} />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Group gap="sm" wrap="wrap">
            <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {course.title}
            </Title>
            {course.status === 'draft' ? (
              <Badge variant="light" color="gray" data-testid="course-draft-badge">
                {t('status.draft')}
              </Badge>
            ) : null}
          </Group>
          <Text c="dimmed" size="sm">
            {t('lessonCount', { count: course.lessonCount })}
          </Text>
        </Stack>
        {course.viewerCanManage ? (
          <Group gap="xs">
            <Button component={Link} to={courseBuilderPath(course._id)} variant="default" leftSection={<IconPencil size={16} aria-hidden />} data-testid="course-edit">
              {t('course.editInBuilder')}
            </Button>
            <Button component={Link} to={courseDashboardPath(course._id)} variant="default" leftSection={<IconChartBar size={16} aria-hidden />} data-testid="course-learners">
              {t('course.learners')}
            </Button>
          </Group>
        ) : null}
      </Group>
      {course.summary ? (
        <Text dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {course.summary}
        </Text>
      ) : null}
      {course.lessonCount > 0 ? (
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" align="center" gap="md">
            <div style={{ flex: '1 1 240px', minWidth: 0 }}>
              <CourseProgress completed={course.viewerCompletedCount} total={course.lessonCount} label={t('progress.label', { title: course.title })} size="md" />
            </div>
            {target ? (
              <Button component={Link} to={coursewarePath(course._id, target)} rightSection={<IconArrowRight size={16} className={MIRROR_IN_RTL} aria-hidden />} data-testid="course-start" data-action-kind={action}>
                {t(`course.${action}`)}
              </Button>
            ) : null}
          </Group>
        </Paper>
      ) : null}
      <CourseOutline course={course} />
    </Stack>
  );
}
