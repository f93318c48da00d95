import { Anchor, Box, Checkbox, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AvatarList } from '../../components/AvatarList';
import { ProfileHoverCard } from '../profile-card';
import { useCurrentUser } from '../../app/viewer/ViewerContext';
import type { Task } from './documents';
import { dueGroupOf } from './taskDates';
import { TaskOptionsMenu } from './TaskOptionsMenu';
import { useDueDateText } from './useDueDateText';
import { useToggleTask } from './useTaskActions';

interface TaskItemProps {
  task: Task;
  /** Called when the task's own link leads elsewhere in the app (the slide-over closes). */
  onNavigate?: () => void;
  /** Show "by {creator}" when someone else created the task. */
  withCreator?: boolean;
}

function TaskName({ task, done, onNavigate }: { task: Task; done: boolean; onNavigate?: () => void }) {
  const style = { textDecoration: done ? 'line-through' : undefined, overflowWrap: 'anywhere' as const };
  if (!task.url) {
    return (
      <Text size="sm" fw={500} style={style} c={done ? 'dimmed' : undefined} data-testid="task-name">
        {task.name}
      </Text>
    );
  }
  const internal = task.url.startsWith('/');
  return internal ? (
    <Anchor component={Link} to={task.url} size="sm" fw={500} style={style} onClick={onNavigate} data-testid="task-name">
      {task.name}
    </Anchor>
  ) : (
    <Anchor href={task.url} target="_blank" rel="noopener noreferrer" size="sm" fw={500} style={style} data-testid="task-name">
      {task.name}
    </Anchor>
  );
}

/** One task: its checkbox (enabled only when the viewer may tick it, TSK-02), name, due day and options (TSK-24). */
export function TaskItem({ task, onNavigate, withCreator = false }: TaskItemProps) {
  const { t } = useTranslation('tasks');
  const dueText = useDueDateText();
  const toggle = useToggleTask();
  const viewer = useCurrentUser();
  const checked = task.viewerDone ?? task.done;
  const overdue = !task.done && dueGroupOf(task.dueDate, new Date()) === 'overdue';
  const people = task.assignees.flatMap((a) => (a.type === 'User' && a.user ? [a.user] : []));
  const meta = [
    t('item.due', { date: dueText(task.dueDate) }),
    task.startup?.name,
    withCreator && task.createdBy && task.createdBy._id !== viewer?._id ? t('item.createdBy', { name: task.createdBy.fullName }) : null,
  ].filter(Boolean);
  const checkbox = (
    <Checkbox
      checked={checked}
      disabled={!task.viewerCanCheck}
      onChange={(event) => void toggle(task, event.currentTarget.checked)}
      aria-label={task.name}
      radius="xl"
      data-testid="task-checkbox"
    />
  );
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm" py={6} data-testid="task-item" data-task-id={task._id} data-done={checked || undefined}>
      <Box pt={2}>
        {task.viewerCanCheck ? (
          checkbox
        ) : (
          <Tooltip label={task.taskType === 'normal' ? t('item.notYours') : t('item.automatic')} withArrow multiline w={220}>
            <span>{checkbox}</span>
          </Tooltip>
        )}
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <TaskName task={task} done={checked} onNavigate={onNavigate} />
        <Text size="xs" c={overdue ? 'red' : 'dimmed'} data-testid="task-meta">
          {meta.join(' · ')}
        </Text>
      </Box>
      {task.isGroupTask && people.length > 0 ? (
        <Box visibleFrom="xs">
          <AvatarList users={people} mode="compact" renderAvatar={(user, avatar) => <ProfileHoverCard userId={user._id}>{avatar}</ProfileHoverCard>} />
        </Box>
      ) : null}
      <TaskOptionsMenu task={task} />
    </Group>
  );
}
