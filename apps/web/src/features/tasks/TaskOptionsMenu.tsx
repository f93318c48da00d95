import { ActionIcon, Button, Group, Menu, Modal, Text } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from './documents';
import { useTaskEditor } from './taskEditor';
import { useDeleteTask } from './useTaskActions';

/**
 * TSK-24: the options menu, only for holders of TASK/TASK:DELETE for this task (viewerCanDelete): Edit when the task
 * may be edited (normal tasks, TSK-03), and Delete behind a confirmation (TSK-23).
 */
export function TaskOptionsMenu({ task }: { task: Task }) {
  const { t } = useTranslation('tasks');
  const { openEdit } = useTaskEditor();
  const { remove, deleting } = useDeleteTask();
  const [confirming, setConfirming] = useState(false);
  if (!task.viewerCanDelete) return null;
  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('item.options', { name: task.name })} data-testid="task-options">
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {task.viewerCanEdit ? (
            <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={() => openEdit(task)} data-testid="task-edit" data-action="updateTask">
              {t('item.edit')}
            </Menu.Item>
          ) : null}
          <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => setConfirming(true)} data-testid="task-delete" data-action="deleteTask">
            {t('item.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={<Text fw={700}>{t('delete.title')}</Text>} centered>
        <Text data-testid="task-delete-question">{t('delete.question')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)} data-testid="task-delete-cancel">
            {t('delete.cancel')}
          </Button>
          <Button
            color="red"
            loading={deleting}
            data-testid="task-delete-confirm"
            onClick={() => void remove(task).then((deleted) => deleted && setConfirming(false))}
          >
            {t('delete.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
