import { Button, Checkbox, Group, Paper, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VIEWER_STARTUP_BULK_ACTIONS, type StartupBatchAction } from './documents';
import { StartupBulkActions } from './StartupBulkActions';

/** Rows picked for a bulk action: kept across pages and searches, cleared once an operation starts. */
export interface RowSelection {
  selected: ReadonlySet<string>;
  toggle: (ids: readonly string[], on: boolean) => void;
  clear: () => void;
}

export function useRowSelection(): RowSelection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (ids: readonly string[], on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setSelected(new Set()), []);
  return useMemo(() => ({ selected, toggle, clear }), [selected, toggle, clear]);
}

/**
 * The startup bulk actions the server lets the viewer start (viewerStartupBulkActions: the bulkDataAssignation flag
 * and each action's key, D-131); [] while loading, on error and when `enabled` is false, so nothing is offered then.
 */
export function useStartupBulkActions(enabled = true): readonly StartupBatchAction[] {
  const { data } = useQuery(VIEWER_STARTUP_BULK_ACTIONS, { skip: !enabled });
  return (enabled && data?.viewerStartupBulkActions) || [];
}

/** The header cell's checkbox: every row of this page in or out of the selection. */
export function SelectPageCheckbox({ ids, selection }: { ids: readonly string[]; selection: RowSelection }) {
  const { t } = useTranslation();
  const all = ids.length > 0 && ids.every((id) => selection.selected.has(id));
  return (
    <Checkbox
      aria-label={t('batchActions.selectPage')}
      checked={all}
      indeterminate={!all && ids.some((id) => selection.selected.has(id))}
      onChange={(e) => selection.toggle(ids, e.currentTarget.checked)}
      data-testid="startup-select-page"
    />
  );
}

export function SelectRowCheckbox({ id, name, selection }: { id: string; name: string; selection: RowSelection }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      aria-label={t('batchActions.selectRow', { name })}
      checked={selection.selected.has(id)}
      onChange={(e) => selection.toggle([id], e.currentTarget.checked)}
      data-testid="startup-select"
    />
  );
}

/**
 * Above a startup list: how many are selected, the bulk actions the viewer may start on them, clear. `onResult`: an
 * operation started here has its result (the list reads its rows again: new programs, tags, mentors, status).
 */
export function StartupSelectionBar({ selection, actions, onResult }: { selection: RowSelection; actions: readonly StartupBatchAction[]; onResult?: () => void }) {
  const { t } = useTranslation();
  const count = selection.selected.size;
  return (
    <Paper withBorder radius="md" px="md" py="xs" data-testid="startup-selection-bar" data-selected={count}>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={600} aria-live="polite" data-testid="startup-selection-count">
          {t('batchActions.appliesTo', { selected: count })}
        </Text>
        <StartupBulkActions startupIds={[...selection.selected]} actions={actions} onDone={selection.clear} onResult={onResult} />
        {count > 0 ? (
          <Button variant="subtle" size="compact-sm" onClick={selection.clear} data-testid="startup-selection-clear">
            {t('batchActions.clearSelection')}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
