import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconArrowRight, IconBook, IconCircleCheck, IconSettings } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MIRROR_IN_RTL } from '../../lib/direction/mirror';
import { CourseCard } from './CourseCard';
import { COURSE_LIBRARY, type CourseSummary } from './documents';
import { NotReady } from './courseState';
import { COURSES_CATALOGUE_PATH, COURSES_MANAGEMENT_PATH, coursePath, coursewarePath } from './paths';

const LIST_STYLE = { listStyle: 'none', padding: 0, margin: 0 } as const;

function HomeSection({ id, title, testId, children }: { id: string; title: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id} data-testid={testId}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function CardGrid({ courses, action }: { courses: readonly CourseSummary[]; action?: (course: CourseSummary) => ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={LIST_STYLE}>
      {courses.map((course) => (
        <CourseCard key={course._id} course={course} action={action?.(course)} />
      ))}
    </SimpleGrid>
  );
}

function EmptyNote({ testId, title, text, children }: { testId: string; title?: string; text: string; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid={testId}>
      <Stack align="center" gap="xs">
        <IconBook size={40} aria-hidden style={{ opacity: 0.5 }} />
        {title ? <Text fw={600}>{title}</Text> : null}
        <Text c="dimmed" ta="center">
          {text}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * /courses/home (D-583): where the viewer learns — the courses under way with the way back in, the ones finished, and
 * the published courses not started yet. Managers find the way to the management list here.
 */
export function CoursesHomePage() {
  const { t } = useTranslation('courses');
  const { data, error } = useQuery(COURSE_LIBRARY, { variables: { search: null }, fetchPolicy: 'cache-and-network' });
  const library = data?.courseLibrary;

  let content: ReactNode;
  if (!library) {
    content = <NotReady error={error} testId="courses-home-error" />;
  } else if (library.courses.length === 0 && library.inProgress.length === 0 && library.completed.length === 0) {
    content = <EmptyNote testId="courses-home-empty" title={t('home.emptyTitle')} text={library.viewerCanManage ? t('home.emptyManager') : t('home.empty')} />;
  } else {
    const started = new Set([...library.inProgress, ...library.completed].map((course) => course._id));
    const toExplore = library.courses.filter((course) => !started.has(course._id) && course.viewerCompletedCount === 0);
    content = (
      <>
        <HomeSection id="courses-home-continue" title={t('home.continue')} testId="courses-home-in-progress">
          {library.inProgress.length === 0 ? (
            <Text c="dimmed" data-testid="courses-home-in-progress-empty">
              {t('home.continueEmpty')}
            </Text>
          ) : (
            <CardGrid
              courses={library.inProgress}
              action={(course) => (
                <Button
                  component={Link}
                  to={coursewarePath(course._id, course.viewerNextLessonId)}
                  rightSection={<IconArrowRight size={16} className={MIRROR_IN_RTL} aria-hidden />}
                  aria-label={t('home.continueCourse', { title: course.title })}
                  data-testid="course-continue"
                >
                  {t('home.continueButton')}
                </Button>
              )}
            />
          )}
        </HomeSection>
        {library.completed.length > 0 ? (
          <HomeSection id="courses-home-completed" title={t('home.completed')} testId="courses-home-completed">
            <Stack gap={6} component="ul" style={LIST_STYLE}>
              {library.completed.map((course) => (
                <Group key={course._id} gap="xs" wrap="nowrap" component="li" data-testid="course-completed-row" data-course-id={course._id}>
                  <IconCircleCheck size={18} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-green-filled)' }} />
                  <Anchor component={Link} to={coursePath(course._id)} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                    {course.title}
                  </Anchor>
                  <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                    {t('lessonCount', { count: course.lessonCount })}
                  </Text>
                </Group>
              ))}
            </Stack>
          </HomeSection>
        ) : null}
        <HomeSection id="courses-home-explore" title={t('home.explore')} testId="courses-home-explore">
          {toExplore.length === 0 ? (
            <Text c="dimmed" data-testid="courses-home-explore-empty">
              {t('home.exploreEmpty')}
            </Text>
          ) : (
            <CardGrid courses={toExplore} />
          )}
        </HomeSection>
      </>
    );
  }

  return (
    <Stack gap="xl" w="100%" data-testid="courses-home">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 280px' }}>
          <Title order={1} size="h2">
            {t('home.title')}
          </Title>
          <Text c="dimmed">{t('home.subtitle')}</Text>
        </Stack>
        <Group gap="sm">
          <Button component={Link} to={COURSES_CATALOGUE_PATH} variant="default" data-testid="courses-home-catalogue">
            {t('home.allCourses')}
          </Button>
          {library?.viewerCanManage ? (
            <Button component={Link} to={COURSES_MANAGEMENT_PATH} leftSection={<IconSettings size={16} aria-hidden />} data-testid="courses-home-manage">
              {t('home.manage')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {content}
    </Stack>
  );
}
