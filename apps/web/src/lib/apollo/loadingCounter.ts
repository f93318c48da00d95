/** The global loading counter (D1 §7.1, GAP-51): rises while mutations and the named operations run. */
type Listener = () => void;
let pending = 0;
const listeners = new Set<Listener>();

/** Queries and subscriptions named in D1 §7.1 that also count. */
export const COUNTED_OPERATIONS: ReadonlySet<string> = new Set([
  'CreateApplicant',
  'ConfirmAccount',
  'CreateForm',
  'PublishForm',
  'CreateCoachingSession',
  'DeleteTimelineNote',
  'DeleteTimelineComment',
  'ConfirmIncubatorEmail',
  'DeleteUnconfirmedEmail',
  'CategoryUpdate',
  'ExportMetricReport',
  'FindOrCreateFunnelInstructionEmail',
]);

/** Background mutations (the 30 s session heartbeat) that must not flash the loading bar. */
export const BACKGROUND_OPERATIONS: ReadonlySet<string> = new Set(['UpsertSession']);

function emit(): void {
  listeners.forEach((l) => l());
}

export const loadingCounter = {
  start(): void {
    pending += 1;
    emit();
  },
  stop(): void {
    pending = Math.max(0, pending - 1);
    emit();
  },
  get(): number {
    return pending;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Back to no pending operation. For the web unit tests only: their files share one module graph (isolate: false,
 * D-540), so a file that ends with an operation still counted must not leave the next file's loading bar showing.
 */
export function resetLoadingCounterForTests(): void {
  pending = 0;
  emit();
}

export function isCountedOperation(operationType: string, operationName: string | undefined): boolean {
  if (operationName !== undefined && BACKGROUND_OPERATIONS.has(operationName)) return false;
  return operationType === 'mutation' || (operationName !== undefined && COUNTED_OPERATIONS.has(operationName));
}
