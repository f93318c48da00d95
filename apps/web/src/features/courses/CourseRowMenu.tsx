import { ActionIcon, Menu } from '@mantine/core';
import { IconChartBar, IconDots, IconEye, IconEyeOff, IconPencil, IconSend, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseSummary } from './documents';
import { courseBuilderPath, courseDashboardPath, coursePath } from './paths';

/** A managed course's actions: its builder, its learners, publish or take back, see it as a learner, delete it. */
export function CourseRowMenu({ course, onPublish, onDelete }: { course: CourseSummary; onPublish: (published: boolean) => void; onDelete: () => void }) {
  const { t } = useTranslation('courses');
  const published = course.status === 'published';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('management.actions', { title: course.title })} data-testid="course-row-menu">
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={courseBuilderPath(course._id)} leftSection={<IconPencil size={14} aria-hidden />} data-testid="course-row-builder">
          {t('management.openBuilder')}
        </Menu.Item>
        <Menu.Item component={Link} to={courseDashboardPath(course._id)} leftSection={<IconChartBar size={14} aria-hidden />} data-testid="course-row-learners">
          {t('management.learners')}
        </Menu.Item>
        <Menu.Item
          leftSection={published ? <IconEyeOff size={14} aria-hidden /> : <IconSend size={14} aria-hidden />}
          onClick={() => onPublish(!published)}
          data-testid="course-row-publish"
          data-action="setCoursePublished"
        >
          {published ? t('publish.unpublish') : t('publish.publish')}
        </Menu.Item>
        <Menu.Item component={Link} to={coursePath(course._id)} leftSection={<IconEye size={14} aria-hidden />} data-testid="course-row-view">
          {t('management.viewAsLearner')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={onDelete} data-testid="course-row-delete" data-action="deleteCourse">
          {t('delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
