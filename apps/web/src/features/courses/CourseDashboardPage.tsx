import { Anchor, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatFull, useNow } from '../notifications';
import { CourseCrumbs } from './CourseCrumbs';
import { CourseProgress, progressPercent } from './CourseProgress';
import { CourseStatusBadge } from './CourseStatusBadge';
import { COURSE_LEARNERS, type CourseLearnersReport } from './documents';
import { NotReady } from './courseState';
import { RelativeTime } from './RelativeTime';
import { COURSES_MANAGEMENT_PATH, courseBuilderPath } from './paths';
import { StatCard } from '../../components/StatCard';

/** The report's figures: learners, those who finished every lesson, and their average progress (0..100). */
export function learnerStats(report: CourseLearnersReport): { learners: number; finished: number; averagePercent: number } {
  const learners = report.learners.length;
  const finished = report.learners.filter((learner) => learner.finishedAt !== null).length;
  const total = report.learners.reduce((sum, learner) => sum + progressPercent(learner.completedCount, report.lessonCount), 0);
  return { learners, finished, averagePercent: learners === 0 ? 0 : Math.round(total / learners) };
}

/**
 * /courses/management/course/:courseId/dashboard/* (D-583): who follows a course — how many, how many finished, their
 * average progress, and each learner's progress and last activity (most recent first).
 */
export function CourseDashboardPage() {
  const { t, i18n } = useTranslation('courses');
  const now = useNow();
  const { courseId = '' } = useParams();
  const { data, error } = useQuery(COURSE_LEARNERS, { variables: { courseId }, fetchPolicy: 'cache-and-network' });
  const crumbs = [{ label: t('management.title'), to: COURSES_MANAGEMENT_PATH }];

  if (!data) return <NotReady error={error} testId="course-dashboard-error" maw={1100} back={<CourseCrumbs trail={crumbs} current={t('dashboard.title')} />} />;

  const { course, courseLearners: report } = data;
  const stats = learnerStats(report);
  return (
    <Stack gap="lg" maw={1100} w="100%" data-testid="course-dashboard">
      <CourseCrumbs trail={[...crumbs, { label: course.title, to: courseBuilderPath(course._id) }]} current={t('dashboard.title')} />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Group gap="xs">
            <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {t('dashboard.heading', { title: course.title })}
            </Title>
            <CourseStatusBadge status={course.status} />
          </Group>
          <Text c="dimmed">{t('lessonCount', { count: report.lessonCount })}</Text>
        </Stack>
        <Group gap="md">
          <Anchor component={Link} to={courseBuilderPath(course._id)} size="sm" data-testid="course-dashboard-builder">
            <Group gap={4} component="span" wrap="nowrap">
              <IconPencil size={14} aria-hidden />
              {t('course.editInBuilder')}
            </Group>
          </Anchor>
          <Anchor component={Link} to={COURSES_MANAGEMENT_PATH} size="sm" data-testid="course-dashboard-management">
            {t('dashboard.backToManagement')}
          </Anchor>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        <StatCard label={t('dashboard.learners')} value={String(stats.learners)} testId="course-stat-learners" />
        <StatCard label={t('dashboard.finished')} value={String(stats.finished)} testId="course-stat-finished" />
        <StatCard label={t('dashboard.average')} value={t('progress.percent', { percent: stats.averagePercent })} testId="course-stat-average" />
      </SimpleGrid>
      {report.learners.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center" data-testid="course-dashboard-empty">
            {course.status === 'published' ? t('dashboard.empty') : t('dashboard.emptyDraft')}
          </Text>
        </Paper>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer
            minWidth={720}
            // The table holds no control: its scroll area takes the focus, so a keyboard user can scroll it at 375 px
            // (axe scrollable-region-focusable).
            scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('dashboard.learners') } }}
          >
            <Table verticalSpacing="sm" data-testid="course-learners-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('dashboard.name')}</Table.Th>
                  <Table.Th>{t('dashboard.role')}</Table.Th>
                  <Table.Th w={220}>{t('dashboard.progress')}</Table.Th>
                  <Table.Th>{t('dashboard.lastActivity')}</Table.Th>
                  <Table.Th>{t('dashboard.finishedAt')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.learners.map((learner) => (
                  <Table.Tr key={learner.userId} data-testid="learner-row" data-user-id={learner.userId}>
                    <Table.Td>
                      <Text size="sm" fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                        {learner.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" dir="auto">
                        {learner.roleName}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <CourseProgress completed={learner.completedCount} total={report.lessonCount} label={t('dashboard.progressOf', { name: learner.name })} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed" component="span">
                        <RelativeTime at={learner.lastActivityAt} now={now} />
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c={learner.finishedAt ? undefined : 'dimmed'} data-testid="learner-finished">
                        {learner.finishedAt ? formatFull(learner.finishedAt, i18n.language) : t('dashboard.notFinished')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}
