import {
  autoDismissesBatchPanel,
  batchDismissDelayMs,
  initialBatchPanelState,
  reduceBatchPanel,
  type BatchOperation,
  type BatchOperationKind,
  type BatchOperationUpdate,
  type BatchPanelState,
} from '@hatchery/domain';
import { useSyncExternalStore } from 'react';

/** One progress panel: which kind of operation it follows, and where it stands. */
export interface BatchPanel {
  kind: BatchOperationKind;
  state: BatchPanelState;
  /**
   * When the removal delay started (performance.now()): the moment the store learned of the success, which the page
   * paints a moment later — the browser journey measures the delay from here, not from the paint.
   */
  removalFrom?: number;
}

type Listener = () => void;
type Timers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;

const keyOf = (kind: BatchOperationKind, operationId: string): string => `${kind}:${operationId}`;

/**
 * D1 §4 (BAT-01, BAT-13, BAT-14): the open batch-operation panels, keyed by kind and operationId, apart from React so
 * the code that starts an operation and its subscription (BAT-02) can feed it. A panel whose processing succeeded
 * removes itself after the kind's delay; any panel closes at once through `dismiss`.
 */
export function createBatchOperationStore(timers: Timers = globalThis) {
  let panels: readonly BatchPanel[] = [];
  const listeners = new Set<Listener>();
  const handles = new Map<string, ReturnType<typeof setTimeout>>();
  const emit = (): void => listeners.forEach((l) => l());

  function dismiss(kind: BatchOperationKind, operationId: string): void {
    const key = keyOf(kind, operationId);
    const handle = handles.get(key);
    if (handle !== undefined) timers.clearTimeout(handle);
    handles.delete(key);
    if (!panels.some((p) => p.kind === kind && p.state.id === operationId)) return;
    panels = panels.filter((p) => !(p.kind === kind && p.state.id === operationId));
    emit();
  }

  function scheduleRemoval(panel: BatchPanel): void {
    const key = keyOf(panel.kind, panel.state.id);
    if (!autoDismissesBatchPanel(panel.state) || handles.has(key)) return;
    panel.removalFrom = performance.now();
    handles.set(
      key,
      timers.setTimeout(() => dismiss(panel.kind, panel.state.id), batchDismissDelayMs(panel.kind)),
    );
  }

  /** Opens the panel of an operation just started (its id and count); starting a known one again resets it. */
  function start(kind: BatchOperationKind, operation: BatchOperation): void {
    dismiss(kind, operation.id);
    panels = [...panels, { kind, state: initialBatchPanelState(operation) }];
    emit();
  }

  /** Feeds one update of an operation; updates of an operation without a panel (closed, never started) are dropped. */
  function update(kind: BatchOperationKind, operationId: string, change: BatchOperationUpdate): void {
    const panel = panels.find((p) => p.kind === kind && p.state.id === operationId);
    if (!panel) return;
    const state = reduceBatchPanel(panel.state, change);
    if (state === panel.state) return;
    const next: BatchPanel = { kind, state };
    panels = panels.map((p) => (p === panel ? next : p));
    scheduleRemoval(next);
    emit();
  }

  return {
    start,
    update,
    dismiss,
    clear(): void {
      [...panels].forEach((p) => dismiss(p.kind, p.state.id));
    },
    get(): readonly BatchPanel[] {
      return panels;
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type BatchOperationStore = ReturnType<typeof createBatchOperationStore>;

/** The app's one store: the future mutations call `start`, their subscriptions call `update`. */
export const batchOperations: BatchOperationStore = createBatchOperationStore();

/**
 * Closes every panel. For the web unit tests only: their files share one module graph (isolate: false, D-540), so a
 * bulk action a file started must not show its panel in the next file.
 */
export function resetBatchOperationsForTests(): void {
  batchOperations.clear();
}

/** The open panels, re-rendering on every change. */
export function useBatchPanels(store: BatchOperationStore = batchOperations): readonly BatchPanel[] {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** The feeding side as a hook, for components that start operations or subscribe to their updates. */
export function useBatchOperations(): Pick<BatchOperationStore, 'start' | 'update' | 'dismiss'> {
  return batchOperations;
}
