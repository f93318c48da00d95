import { Badge, Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Task } from './documents';
import { DUE_GROUPS, groupByDue, type DueGroup } from './taskDates';
import { TaskItem } from './TaskItem';

const GROUP_COLORS: Record<DueGroup, string> = { overdue: 'red', today: 'orange', future: 'gray' };

interface TaskGroupsProps {
  tasks: readonly Task[];
  onNavigate?: () => void;
  withCreator?: boolean;
}

/** TSK-06: overdue, today and future, each by due date; empty groups are left out. */
export function TaskGroups({ tasks, onNavigate, withCreator }: TaskGroupsProps) {
  const { t } = useTranslation('tasks');
  const groups = groupByDue(tasks, new Date());
  return (
    <Stack gap="md">
      {DUE_GROUPS.filter((g) => groups[g].length > 0).map((group) => (
        <section key={group} data-testid={`task-group-${group}`} aria-label={t(`groups.${group}`)}>
          <Group gap="xs" mb={4}>
            <Text size="xs" fw={700} tt="uppercase" c={GROUP_COLORS[group] === 'gray' ? 'dimmed' : GROUP_COLORS[group]}>
              {t(`groups.${group}`)}
            </Text>
            <Badge size="xs" variant="light" color={GROUP_COLORS[group]} circle>
              {groups[group].length}
            </Badge>
          </Group>
          <Stack gap={0}>
            {groups[group].map((task, index) => (
              <div key={task._id}>
                {index > 0 ? <Divider /> : null}
                <TaskItem task={task} onNavigate={onNavigate} withCreator={withCreator} />
              </div>
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
