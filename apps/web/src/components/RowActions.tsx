import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

export interface RowAction {
  /** The tooltip. */
  label: string;
  /** What a screen reader says: the action and the row it acts on. */
  ariaLabel: string;
  icon: ReactNode;
  onClick: () => void;
  color?: string;
  disabled?: boolean;
  /** `data-action`: the API operation the button leads to (the role-route matrix dry-runs it as the viewer, D-92). */
  action?: string;
}

/** The icon buttons at the end of a list row (rename, merge, delete…), each with its tooltip. */
export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {actions.map((a) => (
        <Tooltip key={a.label} label={a.label}>
          <ActionIcon variant="subtle" color={a.color} aria-label={a.ariaLabel} onClick={a.onClick} disabled={a.disabled} data-action={a.action}>
            {a.icon}
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}
