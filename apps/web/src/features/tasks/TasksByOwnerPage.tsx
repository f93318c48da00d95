import { Avatar, Badge, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartupTermOptions } from '../shell';
import type { Task, TaskQueryOptions, TaskCompletionStatus } from './documents';
import { TaskEditorProvider } from './taskEditor';
import { groupByAssigneeUser, groupByStartup } from './taskGroups';
import { TaskItem } from './TaskItem';
import { OwnerFilter } from './OwnerFilter';
import { CompletionFilter, TaskListFrame, TasksHeader } from './TasksPageParts';
import { useTaskList } from './useTaskList';

type Owner = 'users' | 'startups';

interface OwnerGroup {
  id: string;
  name: string;
  avatar: string | null;
  tasks: Task[];
}

function ownerGroups(owner: Owner, tasks: readonly Task[], only: readonly string[]): OwnerGroup[] {
  return owner === 'users'
    ? groupByAssigneeUser(tasks, only).map((g) => ({ id: g.key._id, name: g.key.fullName, avatar: g.key.avatar, tasks: g.tasks }))
    : groupByStartup(tasks, only).map((g) => ({ id: g.key._id, name: g.key.name, avatar: null, tasks: g.tasks }));
}

function OwnerSection({ owner, group }: { owner: Owner; group: OwnerGroup }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="task-owner-group" data-owner-id={group.id}>
      <Group gap="sm" mb="xs" wrap="nowrap">
        <Avatar src={group.avatar} alt="" radius="xl" size={32} color={owner === 'users' ? 'indigo' : 'teal'}>
          {owner === 'startups' ? <IconBuildingSkyscraper size={18} aria-hidden /> : group.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Text fw={600} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }} data-testid="task-owner-name">
          {group.name}
        </Text>
        <Badge variant="light" color="gray">
          {group.tasks.length}
        </Badge>
      </Group>
      <Stack gap={0}>
        {group.tasks.map((task, index) => (
          <div key={task._id}>
            {index > 0 ? <Divider /> : null}
            <TaskItem task={task} withCreator />
          </div>
        ))}
      </Stack>
    </Paper>
  );
}

function TasksByOwner({ owner }: { owner: Owner }) {
  const { t } = useTranslation('tasks');
  const termOptions = useStartupTermOptions();
  const [ids, setIds] = useState<string[]>([]);
  const [status, setStatus] = useState<TaskCompletionStatus>('PENDING');
  const queryOptions = useMemo<TaskQueryOptions>(
    () => ({
      scope: owner === 'users' ? 'USERS' : 'STARTUPS',
      completionStatus: status,
      approvalStatus: 'APPROVED',
      ...(ids.length > 0 ? (owner === 'users' ? { userIds: ids } : { startupIds: ids }) : {}),
    }),
    [owner, status, ids],
  );
  const list = useTaskList(queryOptions);
  const groups = ownerGroups(owner, list.tasks, ids);
  return (
    <Stack gap="lg" data-testid={owner === 'users' ? 'tasks-users-page' : 'tasks-startups-page'}>
      <TasksHeader />
      <Group gap="sm" wrap="wrap" align="flex-end">
        <OwnerFilter
          type={owner === 'users' ? 'User' : 'Startup'}
          label={owner === 'users' ? t('filters.users') : t('filters.startups', termOptions)}
          placeholder={owner === 'users' ? t('filters.everyone') : t('filters.everyStartup', termOptions)}
          value={ids}
          onChange={setIds}
          data-testid="tasks-owner-filter"
        />
        <CompletionFilter value={status} onChange={setStatus} />
      </Group>
      <TaskListFrame list={list} emptyText={status === 'COMPLETED' ? t('emptyCompleted') : t('emptyOthers')}>
        <Stack gap="md">
          {groups.map((group) => (
            <OwnerSection key={group.id} owner={owner} group={group} />
          ))}
        </Stack>
      </TaskListFrame>
    </Stack>
  );
}

/** /tasks/users: tasks of the people the viewer's role may see, filtered by person, grouped by assignee. */
export function TasksUsersPage() {
  return (
    <TaskEditorProvider>
      <TasksByOwner owner="users" />
    </TaskEditorProvider>
  );
}

/** /tasks/startups: tasks of the startups the viewer's role may see, filtered by startup, grouped by startup. */
export function TasksStartupsPage() {
  return (
    <TaskEditorProvider>
      <TasksByOwner owner="startups" />
    </TaskEditorProvider>
  );
}
