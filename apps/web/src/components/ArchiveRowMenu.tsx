import { ActionIcon, Menu } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconArchive, IconDots, IconPencil, IconRestore } from '@tabler/icons-react';
import { toast } from '../lib/alerts/alertStore';
import { useAttempt } from '../lib/alerts/useAttempt';

/** One of the menu's archive/restore entries: its words and the mutation it runs. */
export interface ArchiveRowStep {
  label: string;
  run: () => Promise<unknown>;
  /** The toast once it went through (none when the list itself shows the change). */
  doneText?: string;
}

export interface ArchiveRowMenuProps {
  /** What a screen reader says for the menu button: the actions and the row they act on. */
  ariaLabel: string;
  /** Test ids `<prefix>-menu`, `<prefix>-archive`, `<prefix>-restore` (each list keeps its own). */
  testPrefix: string;
  edit: { label: string; onClick: () => void };
  archived: boolean;
  /** False hides archive and restore (the viewer may only open the row). */
  canArchive?: boolean;
  archive: ArchiveRowStep;
  restore: ArchiveRowStep;
  /** Words a refusal for the toast (each feature passes its own, which knows its server messages). */
  errorText: (error: unknown) => string;
  /** After a change went through: the list refetches. */
  onDone: () => void;
  /** Further entries of the row's own feature, shown after "open" (e.g. the funnels list's "Add a lead"). */
  extraItems?: ReactNode;
}

/** The ⋯ menu at the end of a list row that opens, archives or restores it, with a toast when the server refuses. */
export function ArchiveRowMenu({ ariaLabel, testPrefix, edit, archived, canArchive = true, archive, restore, errorText, onDone, extraItems }: ArchiveRowMenuProps) {
  const attempt = useAttempt(onDone, (error) => toast('error', errorText(error)));
  const runStep = (step: ArchiveRowStep) =>
    void attempt(step.run).then((ok) => {
      if (ok && step.doneText) toast('success', step.doneText);
    });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={ariaLabel} data-testid={`${testPrefix}-menu`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={14} />} onClick={edit.onClick}>
          {edit.label}
        </Menu.Item>
        {extraItems}
        {canArchive && archived ? (
          <Menu.Item leftSection={<IconRestore size={14} />} onClick={() => runStep(restore)} data-testid={`${testPrefix}-restore`}>
            {restore.label}
          </Menu.Item>
        ) : null}
        {canArchive && !archived ? (
          <Menu.Item color="red" leftSection={<IconArchive size={14} />} onClick={() => runStep(archive)} data-testid={`${testPrefix}-archive`}>
            {archive.label}
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
