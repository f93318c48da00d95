import { Portal, Stack } from '@mantine/core';
import { batchOperations, useBatchPanels, type BatchOperationStore } from './batchOperationStore';
import { BatchOperationPanel } from './BatchOperationPanel';

/**
 * BAT-01: the open batch-operation panels (applications, startups, users), stacked at the bottom end corner above the
 * mobile bottom menu. Renders nothing while no operation runs.
 */
export function BatchOperationsHost({ store = batchOperations }: { store?: BatchOperationStore }) {
  const panels = useBatchPanels(store);
  if (panels.length === 0) return null;
  return (
    <Portal>
      <Stack
        gap="sm"
        data-testid="batch-panels"
        style={{ position: 'fixed', insetBlockEnd: 76, insetInlineEnd: 16, zIndex: 1000, width: 'min(380px, calc(100vw - 32px))' }}
      >
        {panels.map(({ kind, state }) => (
          <BatchOperationPanel
            key={`${kind}:${state.id}`}
            kind={kind}
            state={state}
            onClose={() => store.dismiss(kind, state.id)}
          />
        ))}
      </Stack>
    </Portal>
  );
}
