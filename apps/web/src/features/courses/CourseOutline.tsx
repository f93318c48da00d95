import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircle, IconCircleCheck, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseDetail } from './documents';
import { coursewarePath } from './paths';

const LIST_STYLE = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** A lesson's length ("15 min"), or nothing when none was given. */
export function useDurationText(): (minutes: number | null | undefined) => string | null {
  const { t } = useTranslation('courses');
  return (minutes) => (minutes ? t('lesson.minutes', { count: minutes }) : null);
}

/** The course's chapters with their lessons in order, each lesson leading to its courseware page. */
export function CourseOutline({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('courses');
  const duration = useDurationText();
  if (course.chapters.length === 0 || course.lessonCount === 0) {
    return (
      <Paper withBorder radius="md" p="xl" data-testid="course-outline">
        <Text c="dimmed" ta="center" data-testid="course-outline-empty">
          {t('course.noLessons')}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="md" component="section" aria-labelledby="course-outline-title" data-testid="course-outline">
      <Title order={2} size="h4" id="course-outline-title">
        {t('course.outline')}
      </Title>
      {course.chapters.map((chapter, index) => (
        <Paper key={chapter._id} withBorder radius="md" p="md" data-testid="course-outline-chapter">
          <Stack gap="xs">
            <Title order={3} size="h5" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {t('course.chapterTitle', { number: index + 1, title: chapter.title })}
            </Title>
            {chapter.lessons.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('course.chapterEmpty')}
              </Text>
            ) : (
              <Stack gap={6} component="ol" style={LIST_STYLE}>
                {chapter.lessons.map((lesson) => (
                  <Group key={lesson._id} component="li" gap="xs" wrap="nowrap" align="flex-start">
                    {lesson.viewerCompleted ? (
                      <IconCircleCheck size={18} aria-label={t('lesson.done')} role="img" style={{ flexShrink: 0, marginTop: 2, color: 'var(--mantine-color-green-filled)' }} />
                    ) : (
                      <IconCircle size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2, opacity: 0.4 }} />
                    )}
                    <Anchor component={Link} to={coursewarePath(course._id, lesson._id)} dir="auto" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }} data-testid="course-lesson-link" data-completed={lesson.viewerCompleted}>
                      {lesson.title}
                    </Anchor>
                    {lesson.videoUrl ? <IconVideo size={16} aria-label={t('lesson.hasVideo')} role="img" style={{ flexShrink: 0, marginTop: 3 }} /> : null}
                    {duration(lesson.durationMinutes) ? (
                      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                        {duration(lesson.durationMinutes)}
                      </Text>
                    ) : null}
                  </Group>
                ))}
              </Stack>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
