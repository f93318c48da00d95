import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CourseSummary } from './documents';

/** A course's status as a badge: draft (grey) or published (green). */
export function CourseStatusBadge({ status }: { status: CourseSummary['status'] }) {
  const { t } = useTranslation('courses');
  return (
    <Badge variant="light" color={status === 'published' ? 'green' : 'gray'} data-testid="course-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
