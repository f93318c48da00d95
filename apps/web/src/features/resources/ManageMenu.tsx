import { ActionIcon, Menu } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Staff's actions on a section or a resource: edit, move one place up or down, delete. `actions` names the API
 * operations (data-action, read by the role matrix).
 */
export function ManageMenu({
  label,
  first,
  last,
  actions,
  onEdit,
  onMove,
  onDelete,
  testId,
}: {
  /** What a screen reader says for the button: "Actions for …". */
  label: string;
  first: boolean;
  last: boolean;
  actions: { update: string; move: string; remove: string };
  onEdit: () => void;
  onMove: (offset: -1 | 1) => void;
  onDelete: () => void;
  testId: string;
}) {
  const { t } = useTranslation('resources');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label} data-testid={testId}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit} data-testid={`${testId}-edit`} data-action={actions.update}>
          {t('edit')}
        </Menu.Item>
        <Menu.Item leftSection={<IconArrowUp size={14} aria-hidden />} onClick={() => onMove(-1)} disabled={first} data-testid={`${testId}-up`} data-action={actions.move}>
          {t('moveUp')}
        </Menu.Item>
        <Menu.Item leftSection={<IconArrowDown size={14} aria-hidden />} onClick={() => onMove(1)} disabled={last} data-testid={`${testId}-down`} data-action={actions.move}>
          {t('moveDown')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={onDelete} data-testid={`${testId}-delete`} data-action={actions.remove}>
          {t('delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
