/**
 * Batch-operation progress panels (D1 §3, §4, §7.6, §9; D2 §9; GAP-31, GAP-32): the pure state machine shared by
 * the server (which will publish the updates) and the web client (which shows one panel per operation).
 */
import { BATCH_DISMISS_MS } from './constants.js';

/** D1 §4: the three kinds of panel. Startup updates come from both startup subscriptions (GAP-32). */
export const BATCH_OPERATION_KINDS = ['applications', 'startups', 'users'] as const;
export type BatchOperationKind = (typeof BATCH_OPERATION_KINDS)[number];

/** GAP-31: the updateType values a batch-operation update carries. */
export const BATCH_UPDATE_TYPES = [
  'VALIDATION_SUCCEEDED',
  'VALIDATION_FAILED',
  'ITEM_SUCCEEDED',
  'ITEM_FAILED',
  'COMPLETED',
] as const;
export type BatchUpdateType = (typeof BATCH_UPDATE_TYPES)[number];

/** D1 §7.6: the field of an update that names the item, per kind. */
export const BATCH_ITEM_ID_FIELDS = {
  applications: 'applicationId',
  startups: 'startupId',
  users: 'userId',
} as const satisfies Record<BatchOperationKind, string>;

/** D1 §3: a started batch operation — its id (the subscriptions' operationId) and how many items it covers. */
export interface BatchOperation {
  id: string;
  count: number;
}

/** One update of an operation; `itemId` is the applicationId, startupId or userId it concerns, when any. */
export interface BatchOperationUpdate {
  updateType: BatchUpdateType;
  itemId?: string | null;
}

/** D1 §4: validation ends SUCCEEDED or FAILED; PENDING until it does. */
export type BatchValidation = 'PENDING' | 'SUCCEEDED' | 'FAILED';
/** D1 §4: the whole result. */
export type BatchResult = 'SUCCEEDED' | 'PARTIALLY_SUCCEEDED' | 'FAILED';
/** D1 §4: the panel colours. */
export type BatchPanelColor = 'red' | 'green' | 'amber';
/** What the panel says: the running counter, the failure, the partial success (D1 §4 texts). */
export type BatchPanelPhase = 'running' | 'succeeded' | 'partial' | 'failed';

export interface BatchPanelState {
  id: string;
  total: number;
  validation: BatchValidation;
  succeeded: number;
  failed: number;
  /** null while the operation runs. */
  result: BatchResult | null;
  /** Items already counted: a repeated update for the same item is not counted twice. */
  countedItems: readonly string[];
}

export function isBatchUpdateType(value: unknown): value is BatchUpdateType {
  return typeof value === 'string' && (BATCH_UPDATE_TYPES as readonly string[]).includes(value);
}

/** A fresh panel for a started operation (a negative or fractional count is treated as 0 / rounded down). */
export function initialBatchPanelState(operation: BatchOperation): BatchPanelState {
  const total = Number.isFinite(operation.count) ? Math.max(0, Math.floor(operation.count)) : 0;
  return { id: operation.id, total, validation: 'PENDING', succeeded: 0, failed: 0, result: null, countedItems: [] };
}

/** The whole result from the counts: no failures → SUCCEEDED, no successes → FAILED, else PARTIALLY_SUCCEEDED. */
export function batchResultOf(succeeded: number, failed: number): BatchResult {
  if (failed === 0) return 'SUCCEEDED';
  return succeeded === 0 ? 'FAILED' : 'PARTIALLY_SUCCEEDED';
}

/**
 * Applies one update. A finished operation (validation failed, or a result) ignores further updates. An item update
 * before any validation update implies validation succeeded (items are processed only after it). The operation ends
 * on COMPLETED, or by itself once every item is counted.
 */
export function reduceBatchPanel(state: BatchPanelState, update: BatchOperationUpdate): BatchPanelState {
  if (state.result !== null) return state;
  switch (update.updateType) {
    case 'VALIDATION_SUCCEEDED':
      return state.validation === 'PENDING' ? { ...state, validation: 'SUCCEEDED' } : state;
    case 'VALIDATION_FAILED':
      return { ...state, validation: 'FAILED', result: 'FAILED' };
    case 'COMPLETED':
      return { ...state, validation: 'SUCCEEDED', result: batchResultOf(state.succeeded, state.failed) };
    case 'ITEM_SUCCEEDED':
    case 'ITEM_FAILED': {
      const itemId = update.itemId ?? null;
      if (itemId !== null && state.countedItems.includes(itemId)) return state;
      const ok = update.updateType === 'ITEM_SUCCEEDED';
      const succeeded = state.succeeded + (ok ? 1 : 0);
      const failed = state.failed + (ok ? 0 : 1);
      const done = state.total > 0 && succeeded + failed >= state.total;
      return {
        ...state,
        validation: 'SUCCEEDED',
        succeeded,
        failed,
        countedItems: itemId === null ? state.countedItems : [...state.countedItems, itemId],
        result: done ? batchResultOf(succeeded, failed) : null,
      };
    }
  }
}

/** Applies updates in order. */
export function reduceBatchPanelAll(state: BatchPanelState, updates: readonly BatchOperationUpdate[]): BatchPanelState {
  return updates.reduce(reduceBatchPanel, state);
}

/** D1 §4: red when validation failed, amber when any item failed, green otherwise (validation ok, no failures). */
export function batchPanelColor(state: Pick<BatchPanelState, 'validation' | 'failed'>): BatchPanelColor {
  if (state.validation === 'FAILED') return 'red';
  return state.failed > 0 ? 'amber' : 'green';
}

/** Which texts the panel shows. */
export function batchPanelPhase(state: Pick<BatchPanelState, 'result'>): BatchPanelPhase {
  switch (state.result) {
    case null:
      return 'running';
    case 'SUCCEEDED':
      return 'succeeded';
    case 'PARTIALLY_SUCCEEDED':
      return 'partial';
    case 'FAILED':
      return 'failed';
  }
}

/** GAP-31: the running "Failed: {failed}." line shows only when something failed. */
export function showsFailedCount(state: Pick<BatchPanelState, 'failed'>): boolean {
  return state.failed > 0;
}

/** D1 §4: only processing success removes the panel by itself; partial and failed panels wait for the close button. */
export function autoDismissesBatchPanel(state: Pick<BatchPanelState, 'result'>): boolean {
  return state.result === 'SUCCEEDED';
}

/** D1 §9, D2 §9: 5 s for applications, 3000 ms for startups and users. */
export function batchDismissDelayMs(kind: BatchOperationKind): number {
  return BATCH_DISMISS_MS[kind];
}

/** The item id of a subscription payload ({ updateType, applicationId | startupId | userId }), as an update. */
export function batchUpdateFromPayload(
  kind: BatchOperationKind,
  payload: { updateType: BatchUpdateType } & Partial<Record<(typeof BATCH_ITEM_ID_FIELDS)[BatchOperationKind], string | null>>,
): BatchOperationUpdate {
  return { updateType: payload.updateType, itemId: payload[BATCH_ITEM_ID_FIELDS[kind]] ?? null };
}

/** The most items one bulk action may cover (the bench runs this many: docs/performance.md). */
export const MAX_BATCH_ITEMS = 5000;

/**
 * Why a whole bulk action was refused before any item ran (validation FAILED: the panel turns red, nothing changed).
 * Each is a translation key `batch.reasons.<reason>` in every locale.
 */
export const BATCH_VALIDATION_REASONS = ['notVisible', 'notAllowed', 'featureOff', 'parameterUnavailable'] as const;
export type BatchValidationReason = (typeof BATCH_VALIDATION_REASONS)[number];

/** Why one item of a bulk action failed (item FAILED, amber panel); translation keys `batch.reasons.<reason>`. */
export const BATCH_ITEM_FAILURE_REASONS = [
  'notFound',
  'alreadyInProgram',
  'programUnavailable',
  'tagUnavailable',
  'alreadyAssigned',
  'mentorUnavailable',
  'alreadyArchived',
  'alreadyActive',
  'roleUnavailable',
  'ownRole',
  'licenceLimit',
  'unexpected',
  'alreadyDecided',
  // Application bulk actions (issue 16 item 3; D-291).
  'otherFunnel',
  'alreadyInRound',
  'notEvaluationRound',
  'conflict',
  'loadCapReached',
  'evaluatorUnavailable',
] as const;
export type BatchItemFailureReason = (typeof BATCH_ITEM_FAILURE_REASONS)[number];
