import { Button, Group, Paper, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { VIEWER_STARTUP_BULK_ACTIONS, type StartupBatchAction } from './documents';
import { StartupBulkActions } from './StartupBulkActions';
import type { RowSelection } from './RowSelection';

/**
 * The startup bulk actions the server lets the viewer start (viewerStartupBulkActions: the bulkDataAssignation flag
 * and each action's key, D-131); [] while loading, on error and when `enabled` is false, so nothing is offered then.
 */
export function useStartupBulkActions(enabled = true): readonly StartupBatchAction[] {
  const { data } = useQuery(VIEWER_STARTUP_BULK_ACTIONS, { skip: !enabled });
  return (enabled && data?.viewerStartupBulkActions) || [];
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
