import { Stack } from '@mantine/core';
import { InCorner } from '../../lib/corner/CornerColumn';
import { batchOperations, useBatchPanels, type BatchOperationStore } from './batchOperationStore';
import { BatchOperationPanel } from './BatchOperationPanel';

/**
 * BAT-01: the open batch-operation panels (applications, startups, users), stacked in the corner column (lib/corner)
 * below any toasts. Renders nothing while no operation runs.
 */
export function BatchOperationsHost({ store = batchOperations }: { store?: BatchOperationStore }) {
  const panels = useBatchPanels(store);
  if (panels.length === 0) return null;
  return (
    <InCorner slot="batch">
      <Stack gap="sm" data-testid="batch-panels">
        {panels.map(({ kind, state, removalFrom }) => (
          <BatchOperationPanel
            key={`${kind}:${state.id}`}
            kind={kind}
            state={state}
            removalFrom={removalFrom}
            onClose={() => store.dismiss(kind, state.id)}
          />
        ))}
      </Stack>
    </InCorner>
  );
}
