import { ActionIcon, Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsExchange, IconDots, IconPencil, IconPlus, IconTrash, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDurationText } from './CourseOutline';
import type { CourseChapter, CourseLesson } from './documents';

const LIST_STYLE = { listStyle: 'none', padding: 0, margin: 0 } as const;

export interface ChapterActions {
  onRename: () => void;
  onMove: (offset: -1 | 1) => void;
  onDelete: () => void;
  onAddLesson: () => void;
  onEditLesson: (lesson: CourseLesson) => void;
  onMoveLesson: (lesson: CourseLesson, offset: -1 | 1) => void;
  onMoveLessonToChapter: (lesson: CourseLesson) => void;
  onDeleteLesson: (lesson: CourseLesson) => void;
}

function LessonMenu({ lesson, first, last, canChangeChapter, actions }: { lesson: CourseLesson; first: boolean; last: boolean; canChangeChapter: boolean; actions: ChapterActions }) {
  const { t } = useTranslation('courses');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('lessonForm.actions', { title: lesson.title })} data-testid="lesson-menu">
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={() => actions.onEditLesson(lesson)} data-testid="lesson-menu-edit" data-action="updateCourseLesson">
          {t('edit')}
        </Menu.Item>
        <Menu.Item leftSection={<IconArrowUp size={14} aria-hidden />} onClick={() => actions.onMoveLesson(lesson, -1)} disabled={first} data-testid="lesson-menu-up" data-action="moveCourseLesson">
          {t('moveUp')}
        </Menu.Item>
        <Menu.Item leftSection={<IconArrowDown size={14} aria-hidden />} onClick={() => actions.onMoveLesson(lesson, 1)} disabled={last} data-testid="lesson-menu-down" data-action="moveCourseLesson">
          {t('moveDown')}
        </Menu.Item>
        <Menu.Item leftSection={<IconArrowsExchange size={14} aria-hidden />} onClick={() => actions.onMoveLessonToChapter(lesson)} disabled={!canChangeChapter} data-testid="lesson-menu-move" data-action="moveCourseLesson">
          {t('lessonForm.moveToChapter')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => actions.onDeleteLesson(lesson)} data-testid="lesson-menu-delete" data-action="deleteCourseLesson">
          {t('delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function ChapterMenu({ chapter, first, last, actions }: { chapter: CourseChapter; first: boolean; last: boolean; actions: ChapterActions }) {
  const { t } = useTranslation('courses');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('chapter.actions', { title: chapter.title })} data-testid="chapter-menu">
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={actions.onRename} data-testid="chapter-menu-rename" data-action="updateCourseChapter">
          {t('rename')}
        </Menu.Item>
        <Menu.Item leftSection={<IconArrowUp size={14} aria-hidden />} onClick={() => actions.onMove(-1)} disabled={first} data-testid="chapter-menu-up" data-action="moveCourseChapter">
          {t('moveUp')}
        </Menu.Item>
        <Menu.Item leftSection={<IconArrowDown size={14} aria-hidden />} onClick={() => actions.onMove(1)} disabled={last} data-testid="chapter-menu-down" data-action="moveCourseChapter">
          {t('moveDown')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={actions.onDelete} data-testid="chapter-menu-delete" data-action="deleteCourseChapter">
          {t('delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** One chapter in the builder: its title and menu, its lessons in order (each with its menu) and "Add lesson". */
export function ChapterCard({ chapter, index, count, actions }: { chapter: CourseChapter; index: number; count: number; actions: ChapterActions }) {
  const { t } = useTranslation('courses');
  const duration = useDurationText();
  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid="chapter-card" data-chapter-id={chapter._id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Title order={3} size="h5" dir="auto" style={{ overflowWrap: 'anywhere', minWidth: 0 }} data-testid="chapter-title">
            {t('course.chapterTitle', { number: index + 1, title: chapter.title })}
          </Title>
          <ChapterMenu chapter={chapter} first={index === 0} last={index === count - 1} actions={actions} />
        </Group>
        {chapter.lessons.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="chapter-empty">
            {t('builder.chapterEmpty')}
          </Text>
        ) : (
          <Stack gap={4} component="ol" style={LIST_STYLE} aria-label={t('builder.lessonsOf', { title: chapter.title })}>
            {chapter.lessons.map((lesson, at) => (
              <Group key={lesson._id} component="li" gap="xs" wrap="nowrap" py={4} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} data-testid="lesson-row" data-lesson-id={lesson._id}>
                <Text size="sm" dir="auto" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }} data-testid="lesson-row-title">
                  {lesson.title}
                </Text>
                {lesson.videoUrl ? <IconVideo size={16} role="img" aria-label={t('lesson.hasVideo')} style={{ flexShrink: 0 }} /> : null}
                {duration(lesson.durationMinutes) ? (
                  <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                    {duration(lesson.durationMinutes)}
                  </Text>
                ) : null}
                <LessonMenu lesson={lesson} first={at === 0} last={at === chapter.lessons.length - 1} canChangeChapter={count > 1} actions={actions} />
              </Group>
            ))}
          </Stack>
        )}
        <Group>
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={actions.onAddLesson} data-testid="add-lesson" data-action="createCourseLesson">
            {t('builder.addLesson')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
