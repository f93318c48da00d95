import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { MilestoneFormModal, type MilestoneInput } from './MilestoneFormModal';
import { emptyMilestoneForm, milestoneFormValuesOf } from './milestoneForm';

/** A startup's milestone or a template: what the shared menu and dialogs read of it. */
interface MilestoneLike {
  _id: string;
  name: string;
  goal?: string | null;
  unit?: string | null;
  target?: number | null;
  dueOn?: string | null;
}

/** Which dialog is open: add (under a parent or at the top), edit or delete one item. */
export type MilestoneDialog<T> = { kind: 'add'; parent: T | null } | { kind: 'edit' | 'delete'; item: T };

/**
 * The "…" menu of a milestone or a template: edit, add a sub-milestone (top level only), delete. `testIds` keep each
 * list's own test ids (menu and add-sub).
 */
export function MilestoneItemMenu<T extends MilestoneLike>({ item, top, onDialog, testIds }: { item: T; top: boolean; onDialog: (dialog: MilestoneDialog<T>) => void; testIds: { menu: string; addSub: string } }) {
  const { t } = useTranslation('milestones');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('actions', { name: item.name })} data-testid={testIds.menu}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onDialog({ kind: 'edit', item })}>
          {t('edit')}
        </Menu.Item>
        {top ? (
          <Menu.Item leftSection={<IconPlus size={14} />} onClick={() => onDialog({ kind: 'add', parent: item })} data-testid={testIds.addSub}>
            {t('addSub')}
          </Menu.Item>
        ) : null}
        <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => onDialog({ kind: 'delete', item })}>
          {t('delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

interface MilestoneDialogsProps<T> {
  dialog: MilestoneDialog<T> | null;
  /** A startup's milestone has a due date; a template does not. */
  withDueOn: boolean;
  addTitle: string;
  deleteTitle: string;
  deleteConfirm: (name: string) => string;
  deleteTestId: string;
  onCreate: (input: MilestoneInput, parentId: string | null) => Promise<unknown>;
  onUpdate: (id: string, input: MilestoneInput) => Promise<unknown>;
  /** Called once the dialog closed; the caller reports a failure. */
  onDelete: (id: string) => void;
  onClose: () => void;
}

/** The add, edit and delete dialogs of the milestones tab and of the templates page. */
export function MilestoneDialogs<T extends MilestoneLike>({ dialog, withDueOn, addTitle, deleteTitle, deleteConfirm, deleteTestId, onCreate, onUpdate, onDelete, onClose }: MilestoneDialogsProps<T>) {
  const { t } = useTranslation('milestones');
  if (!dialog) return null;
  if (dialog.kind === 'add') {
    const { parent } = dialog;
    return (
      <MilestoneFormModal
        title={parent ? t('addSubTitle', { name: parent.name }) : addTitle}
        initial={emptyMilestoneForm()}
        withDueOn={withDueOn}
        onSave={(input) => onCreate(input, parent?._id ?? null)}
        onClose={onClose}
      />
    );
  }
  const { item } = dialog;
  if (dialog.kind === 'edit') {
    return <MilestoneFormModal title={t('editTitle')} initial={milestoneFormValuesOf(item)} withDueOn={withDueOn} onSave={(input) => onUpdate(item._id, input)} onClose={onClose} />;
  }
  return (
    <ConfirmDeleteModal
      opened
      title={deleteTitle}
      message={deleteConfirm(item.name)}
      cancelLabel={t('cancel')}
      confirmLabel={t('delete')}
      testId={deleteTestId}
      onConfirm={() => {
        onClose();
        onDelete(item._id);
      }}
      onClose={onClose}
    />
  );
}
