import { NavLink, Select, Stack, Text } from '@mantine/core';
import { IconCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CourseDetail } from './documents';
import { coursewarePath } from './paths';

/** The outline beside the lesson (from md up): a list of links per chapter, the current lesson marked, done ones checked. */
export function CoursewareOutline({ course, lessonId }: { course: CourseDetail; lessonId: string }) {
  const { t } = useTranslation('courses');
  return (
    <nav aria-label={t('lesson.outline')} data-testid="courseware-outline">
      <Stack gap="md">
        {course.chapters.map((chapter, index) => (
          <Stack key={chapter._id} gap={2}>
            <Text size="sm" fw={600} c="dimmed" dir="auto" px="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('course.chapterTitle', { number: index + 1, title: chapter.title })}
            </Text>
            {chapter.lessons.map((lesson) => {
              const current = lesson._id === lessonId;
              return (
                <NavLink
                  key={lesson._id}
                  component={Link}
                  to={coursewarePath(course._id, lesson._id)}
                  active={current}
                  aria-current={current ? 'page' : undefined}
                  label={<span dir="auto">{lesson.title}</span>}
                  leftSection={
                    lesson.viewerCompleted ? (
                      <IconCircleCheck size={16} role="img" aria-label={t('lesson.done')} style={{ color: 'var(--mantine-color-green-filled)' }} />
                    ) : (
                      <IconCircle size={16} aria-hidden style={{ opacity: 0.4 }} />
                    )
                  }
                  styles={{ label: { overflowWrap: 'anywhere' } }}
                  data-testid="courseware-lesson-link"
                  data-lesson-id={lesson._id}
                  data-completed={lesson.viewerCompleted}
                />
              );
            })}
          </Stack>
        ))}
      </Stack>
    </nav>
  );
}

/** On a phone, the outline is a choice above the lesson: each chapter a group of its lessons, done ones ticked. */
export function CoursewareLessonSelect({ course, lessonId }: { course: CourseDetail; lessonId: string }) {
  const { t } = useTranslation('courses');
  const navigate = useNavigate();
  const data = course.chapters
    .map((chapter, index) => ({
      group: t('course.chapterTitle', { number: index + 1, title: chapter.title }),
      items: chapter.lessons.map((lesson) => ({ value: lesson._id, label: lesson.viewerCompleted ? `✓ ${lesson.title}` : lesson.title })),
    }))
    .filter((group) => group.items.length > 0);
  return (
    <Select
      label={t('lesson.jumpTo')}
      data={data}
      value={lessonId}
      allowDeselect={false}
      onChange={(value) => {
        if (value && value !== lessonId) void navigate(coursewarePath(course._id, value));
      }}
      comboboxProps={{ withinPortal: true }}
      data-testid="courseware-lesson-select"
    />
  );
}
