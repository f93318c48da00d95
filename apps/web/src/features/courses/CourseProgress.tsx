import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Completed lessons out of all, from 0 to 100 (a course without lessons has nothing done). */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((completed / total) * 100));
}

/**
 * How far someone is in a course: a bar and "3 of 8 lessons". `label` names the bar for a screen reader ("Your
 * progress in …"); the words beside it say the same to everyone.
 */
export function CourseProgress({ completed, total, label, size = 'sm', compact = false }: { completed: number; total: number; label: string; size?: 'xs' | 'sm' | 'md' | 'lg'; compact?: boolean }) {
  const { t } = useTranslation('courses');
  const percent = progressPercent(completed, total);
  const words = t('progress.count', { completed, count: total });
  return (
    <Stack gap={4} data-testid="course-progress" data-completed={completed} data-total={total} style={{ minWidth: 0 }}>
      {compact ? null : (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {words}
          </Text>
          <Text size="xs" c="dimmed">
            {t('progress.percent', { percent })}
          </Text>
        </Group>
      )}
      <Progress value={percent} size={size} color={percent === 100 ? 'green' : undefined} aria-label={label} />
    </Stack>
  );
}
