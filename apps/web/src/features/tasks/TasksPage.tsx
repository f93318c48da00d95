import { Group, Paper, SegmentedControl, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskCompletionStatus, TaskQueryOptions, TaskScope } from './documents';
import { TaskEditorProvider } from './taskEditor';
import { TaskGroups } from './TaskGroups';
import { CompletionFilter, TaskListFrame, TasksHeader } from './TasksPageParts';
import { useTaskList } from './useTaskList';

type MineScope = Extract<TaskScope, 'MINE' | 'CREATED'>;

function MyTasks() {
  const { t } = useTranslation('tasks');
  const [scope, setScope] = useState<MineScope>('MINE');
  const [status, setStatus] = useState<TaskCompletionStatus>('PENDING');
  const queryOptions = useMemo<TaskQueryOptions>(() => ({ scope, completionStatus: status, approvalStatus: 'APPROVED' }), [scope, status]);
  const list = useTaskList(queryOptions);
  const emptyText =
    status === 'COMPLETED' ? t('emptyCompleted') : scope === 'MINE' ? t('empty') : t('emptyCreated');
  return (
    <Stack gap="lg" data-testid="tasks-page">
      <TasksHeader />
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          value={scope}
          onChange={(v) => setScope(v === 'CREATED' ? 'CREATED' : 'MINE')}
          data={[
            { value: 'MINE', label: t('filters.assignedToMe') },
            { value: 'CREATED', label: t('filters.createdByMe') },
          ]}
          aria-label={t('filters.whose')}
          data-testid="tasks-scope-filter"
        />
        <CompletionFilter value={status} onChange={setStatus} />
      </Group>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <TaskListFrame list={list} emptyText={emptyText}>
          <TaskGroups tasks={list.tasks} withCreator={scope === 'MINE'} />
        </TaskListFrame>
      </Paper>
    </Stack>
  );
}

/** /tasks: the viewer's tasks and those they created, pending or completed, by due date (TSK-06, TSK-08). */
export function TasksPage() {
  return (
    <TaskEditorProvider>
      <MyTasks />
    </TaskEditorProvider>
  );
}
