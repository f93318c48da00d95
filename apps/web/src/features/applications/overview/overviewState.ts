/**
 * The overview's state as pure functions (issue 16 item 3; D-294): the status picker's value as the filter, the state
 * as a saved view stores it and back, and a bulk action's request from the bar's fields.
 */
import type { VariablesOf } from '../../../lib/graphql';
import type { ApplicationBulkAction, ApplicationSavedView, ApplicationViewStateInput } from './bulkDocuments';
import type { ApplicationDecision, ApplicationQueueStage, ApplicationsFilter, ApplicationStatus, START_APPLICATION_BATCH } from './documents';

export const STATUS_GROUPS = ['allPending', 'evaluationInProgress'] as const;

/** What the overview's controls hold. */
export interface OverviewState {
  funnelId: string | null;
  roundId: string | null;
  /** A group ("group:allPending") or one status. */
  status: string | null;
  search: string;
  /** The queue bar's stage (D-386); a saved view keeps it too (D-495). */
  queue: ApplicationQueueStage | null;
}

export const EMPTY_OVERVIEW: OverviewState = { funnelId: null, roundId: null, status: null, search: '', queue: null };

/** The status picker's value as the filter's group or statuses. */
export function statusFilter(value: string | null): Pick<ApplicationsFilter, 'group' | 'statuses'> {
  if (!value) return {};
  if (value.startsWith('group:')) return { group: value.slice('group:'.length) as (typeof STATUS_GROUPS)[number] };
  return { statuses: [value as ApplicationStatus] };
}

/** The state as a saved view keeps it (only what is set). */
export function toViewInput(state: OverviewState): ApplicationViewStateInput {
  const search = state.search.trim();
  return {
    ...(state.funnelId ? { funnelId: state.funnelId } : {}),
    ...(state.roundId ? { roundId: state.roundId } : {}),
    ...(search ? { search } : {}),
    ...(state.queue ? { queue: state.queue } : {}),
    ...statusFilter(state.status),
  };
}

/** A saved view's state as the controls show it; null (the default view) clears every control. */
export function fromView(view: ApplicationSavedView['state'] | null): OverviewState {
  if (!view) return EMPTY_OVERVIEW;
  const status = view.group ? `group:${view.group}` : (view.statuses?.[0] ?? null);
  return { funnelId: view.funnelId ?? null, roundId: view.roundId ?? null, status, search: view.search ?? '', queue: view.queue ?? null };
}

/** The bar's fields for the parameter of each batch action. */
export interface BulkFields {
  decision: ApplicationDecision;
  reason: string;
  roundId: string | null;
  evaluatorIds: string[];
  tagIds: string[];
}

export const EMPTY_BULK_FIELDS: BulkFields = { decision: 'reject', reason: '', roundId: null, evaluatorIds: [], tagIds: [] };

export type BatchAction = Exclude<ApplicationBulkAction, 'EXPORT'>;
type StartInput = VariablesOf<typeof START_APPLICATION_BATCH>['input'];

/** The start request of `action` over the selection, or null while its parameter is missing. */
export function bulkInput(action: BatchAction, fields: BulkFields, applicationIds: readonly string[]): StartInput | null {
  if (applicationIds.length === 0) return null;
  const ids = [...applicationIds];
  const reason = fields.reason.trim() || null;
  switch (action) {
    case 'DECIDE':
      return { action, applicationIds: ids, decision: fields.decision, reason };
    case 'MOVE_ROUND':
      return fields.roundId ? { action, applicationIds: ids, roundId: fields.roundId, reason } : null;
    case 'ASSIGN_EVALUATORS':
      return fields.evaluatorIds.length > 0 ? { action, applicationIds: ids, evaluatorIds: fields.evaluatorIds } : null;
    case 'TAG':
      return fields.tagIds.length > 0 ? { action, applicationIds: ids, tagIds: fields.tagIds } : null;
  }
}
