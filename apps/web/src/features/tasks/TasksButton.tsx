import { ActionIcon, Drawer, Indicator, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BADGE_CAP } from '@hatchery/domain';
import { IconListCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../../app/viewer/ViewerContext';
import { hasRoleIn } from '../../app/viewer/roles';
import { addTaskRequests } from './addTaskRequests';
import { badgeText } from './taskCount';
import { TaskEditorProvider, useTaskEditor } from './taskEditor';
import { TasksDrawerBody } from './TasksDrawerBody';
import { useNavbarTasks } from './useNavbarTasks';

/** GAP-46: the Create menu's "task" opens the slide-over and its Add Task form. */
function AddTaskRequestListener({ onOpenDrawer }: { onOpenDrawer: () => void }) {
  const { openAdd } = useTaskEditor();
  useEffect(
    () =>
      addTaskRequests.listen(() => {
        onOpenDrawer();
        openAdd();
      }),
    [onOpenDrawer, openAdd],
  );
  return null;
}

function TasksButtonFor({ userId }: { userId: string }) {
  const { t } = useTranslation('tasks');
  const narrow = useMediaQuery('(max-width: 36em)');
  const navbar = useNavbarTasks(userId);
  const [opened, setOpened] = useState(false);
  const { refetch } = navbar;
  const open = useCallback(() => setOpened(true), []);
  useEffect(() => {
    if (opened) refetch();
  }, [opened, refetch]);
  return (
    <TaskEditorProvider>
      <AddTaskRequestListener onOpenDrawer={open} />
      <Tooltip label={t('title')} withArrow>
        <Indicator
          label={<span data-testid="tasks-count">{badgeText(navbar.count, BADGE_CAP)}</span>}
          disabled={navbar.count === 0}
          size={16}
          offset={6}
          color="red"
          inline
        >
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('button')} data-testid="tasks-button" onClick={open}>
            <IconListCheck size={20} stroke={1.6} aria-hidden />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        // Mantine's sides are logical: "right" is the end side, so on the left in a right-to-left layout.
        position="right"
        size={narrow ? '100%' : 440}
        title={t('title')}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        <TasksDrawerBody navbar={navbar} onClose={() => setOpened(false)} />
      </Drawer>
    </TaskEditorProvider>
  );
}

/** CHR-32: the tasks button with the pending count, for staff-type roles (the staff group, GAP-14). */
export function TasksButton() {
  const viewer = useViewer();
  if (viewer.status !== 'authenticated' || !hasRoleIn(viewer.roles, 'staff')) return null;
  return <TasksButtonFor userId={viewer.user._id} />;
}
