import { Alert, Button, Center, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChecklist, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../lib/errors/useErrorText';
import { useTaskEditor } from './taskEditor';
import { TaskGroups } from './TaskGroups';
import type { NavbarTasks } from './useNavbarTasks';
import { LoadingIndicator } from '../../components/LoadingIndicator';

/** The slide-over's content (CHR-32): Add Task, View all tasks (→ /tasks, GAP-33), today's list or its empty state. */
export function TasksDrawerBody({ navbar, onClose }: { navbar: NavbarTasks; onClose: () => void }) {
  const { t } = useTranslation('tasks');
  const toText = useErrorText();
  const { openAdd } = useTaskEditor();
  let list;
  if (navbar.loading) {
    list = (
      <Center py="xl">
        <LoadingIndicator size="sm" />
      </Center>
    );
  } else if (navbar.error && navbar.tasks.length === 0) {
    list = <Alert color="red">{toText(navbar.error)}</Alert>;
  } else if (navbar.tasks.length === 0) {
    list = (
      <Stack align="center" gap="xs" py="xl" data-testid="tasks-empty">
        <ThemeIcon size={48} radius="xl" variant="light" color="teal">
          <IconChecklist size={26} aria-hidden />
        </ThemeIcon>
        <Text fw={500}>{t('empty')}</Text>
      </Stack>
    );
  } else {
    list = <TaskGroups tasks={navbar.tasks} onNavigate={onClose} />;
  }
  return (
    <Stack gap="md" data-testid="tasks-drawer">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => openAdd()} data-testid="tasks-add">
          {t('add')}
        </Button>
        <Button size="xs" variant="subtle" component={Link} to="/tasks" onClick={onClose} data-testid="tasks-view-all">
          {t('viewAll')}
        </Button>
      </Group>
      {list}
    </Stack>
  );
}
