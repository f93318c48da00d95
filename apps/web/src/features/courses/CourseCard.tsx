import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseSummary } from './documents';
import { CourseProgress } from './CourseProgress';
import { coursePath } from './paths';

/**
 * One course as a card (home, catalogue): its title leading to the course, its summary (three lines at most), how many
 * lessons it has and — once the viewer has started it — how far they are. `action` goes at the bottom (Continue).
 */
export function CourseCard({ course, action }: { course: CourseSummary; action?: ReactNode }) {
  const { t } = useTranslation('courses');
  const started = course.viewerCompletedCount > 0;
  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid="course-card" data-course-id={course._id}>
      <Stack gap="xs" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <IconBook size={22} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-primary-color-filled)' }} />
          <Anchor component={Link} to={coursePath(course._id)} fw={600} size="lg" dir="auto" style={{ overflowWrap: 'anywhere', minWidth: 0 }} data-testid="course-card-link">
            {course.title}
          </Anchor>
          {course.status === 'draft' ? (
            <Badge variant="light" color="gray" size="sm" style={{ flexShrink: 0 }}>
              {t('status.draft')}
            </Badge>
          ) : null}
        </Group>
        {course.summary ? (
          <Text size="sm" c="dimmed" dir="auto" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
            {course.summary}
          </Text>
        ) : null}
        <Stack gap="xs" mt="auto">
          <Text size="sm" c="dimmed" data-testid="course-card-lessons">
            {t('lessonCount', { count: course.lessonCount })}
          </Text>
          {started ? <CourseProgress completed={course.viewerCompletedCount} total={course.lessonCount} label={t('progress.label', { title: course.title })} /> : null}
          {action}
        </Stack>
      </Stack>
    </Paper>
  );
}
