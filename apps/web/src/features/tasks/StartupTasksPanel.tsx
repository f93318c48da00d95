import { Alert, Button, Center, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/errors/useErrorText';
import { STARTUP_TASKS, type TaskCompletionStatus } from './documents';
import { TaskEditorProvider, useTaskEditor } from './taskEditor';
import { endOfDay, startOfDay } from './taskDates';
import { TaskGroups } from './TaskGroups';
import { LoadingIndicator } from '../../components/LoadingIndicator';

interface StartupTasksPanelProps {
  startup: { _id: string; name: string };
}

function StartupTasks({ startup }: StartupTasksPanelProps) {
  const { t } = useTranslation('tasks');
  const errorText = useErrorText();
  const { openAdd } = useTaskEditor();
  const [status, setStatus] = useState<TaskCompletionStatus>('PENDING');
  // The viewer's own day decides what is overdue, today and later, as on /tasks.
  const today = useMemo(() => {
    const now = new Date();
    return { todayStart: startOfDay(now).toISOString(), todayEnd: endOfDay(now).toISOString() };
  }, []);
  const { data, loading, error } = useQuery(STARTUP_TASKS, {
    variables: { startupId: startup._id, ...today, completionStatus: status },
    fetchPolicy: 'cache-and-network',
  });
  const groups = data?.startupTasks;
  const tasks = groups ? [...groups.overdueTasks, ...groups.todayTasks, ...groups.futureTasks] : [];
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          value={status}
          onChange={(value) => setStatus(value === 'COMPLETED' ? 'COMPLETED' : 'PENDING')}
          data={[
            { value: 'PENDING', label: t('startupFile.pending') },
            { value: 'COMPLETED', label: t('startupFile.completed') },
          ]}
          aria-label={t('startupFile.statusLabel')}
          data-testid="startup-tasks-status"
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openAdd({ startup })} data-testid="startup-tasks-add" data-action="createTask">
          {t('add')}
        </Button>
      </Group>
      {!groups ? (
        error ? (
          <Alert color="red">{errorText(error)}</Alert>
        ) : (
          <Center py="xl">{loading ? <LoadingIndicator size="sm" label={t('startupFile.loading')} /> : null}</Center>
        )
      ) : tasks.length === 0 ? (
        <Text c="dimmed" data-testid="startup-tasks-empty">
          {status === 'COMPLETED' ? t('emptyCompleted') : t('startupFile.empty')}
        </Text>
      ) : (
        <TaskGroups tasks={tasks} withCreator />
      )}
    </Stack>
  );
}

/** A startup's tasks (the startup file's tasks tab): the startupTasks grouping, and Add Task with the startup assigned. */
export function StartupTasksPanel({ startup }: StartupTasksPanelProps) {
  return (
    <TaskEditorProvider>
      <StartupTasks startup={startup} />
    </TaskEditorProvider>
  );
}
