/**
 * The list's view state (filters, sort, columns) and how it becomes the query's variables, a saved view's state and
 * the reasons' text. Pure, so the page and its tests share one rule.
 */
import { DEFAULT_PORTFOLIO_COLUMNS, type PortfolioColumn, type PortfolioSortKey, type SortDirection, type StartupStage, type StartupStatus } from '@hatchery/domain';
import type { AttentionReason, PortfolioViewInput, SavedView } from './documents';

export interface ViewState {
  search: string;
  programIds: string[];
  tagIds: string[];
  industryIds: string[];
  mentorIds: string[];
  stages: StartupStage[];
  status: StartupStatus;
  needsAttention: boolean;
  sort: PortfolioSortKey;
  direction: SortDirection;
  columns: PortfolioColumn[];
}

export const DEFAULT_VIEW: ViewState = {
  search: '',
  programIds: [],
  tagIds: [],
  industryIds: [],
  mentorIds: [],
  stages: [],
  status: 'active',
  needsAttention: false,
  sort: 'name',
  direction: 'asc',
  columns: [...DEFAULT_PORTFOLIO_COLUMNS],
};

/** What the query and a saved view take: only what differs from "everything", so an empty filter sends nothing. */
export function toViewInput(view: ViewState): PortfolioViewInput {
  const input: PortfolioViewInput = { sort: view.sort, direction: view.direction, columns: view.columns, status: view.status };
  const search = view.search.trim();
  if (search) input.search = search;
  if (view.programIds.length) input.programIds = view.programIds;
  if (view.tagIds.length) input.tagIds = view.tagIds;
  if (view.industryIds.length) input.industryIds = view.industryIds;
  if (view.mentorIds.length) input.mentorIds = view.mentorIds;
  if (view.stages.length) input.stages = view.stages;
  if (view.needsAttention) input.needsAttention = true;
  return input;
}

/** A saved view's state as the page holds it; what it does not say keeps the default. */
export function fromSavedView(state: SavedView['state']): ViewState {
  return {
    search: state.search ?? '',
    programIds: [...state.programIds],
    tagIds: [...state.tagIds],
    industryIds: [...state.industryIds],
    mentorIds: [...state.mentorIds],
    stages: state.stages as StartupStage[],
    status: state.status === 'archived' ? 'archived' : 'active',
    needsAttention: state.needsAttention ?? false,
    sort: state.sort ?? DEFAULT_VIEW.sort,
    direction: state.direction ?? DEFAULT_VIEW.direction,
    columns: state.columns ? [...state.columns] : [...DEFAULT_VIEW.columns],
  };
}

/** How many filters narrow the list (the badge on the filters button). */
export function activeFilterCount(view: ViewState): number {
  return [view.programIds, view.tagIds, view.industryIds, view.mentorIds, view.stages].filter((list) => list.length > 0).length +
    (view.status !== 'active' ? 1 : 0) +
    (view.needsAttention ? 1 : 0);
}

/** The translation key and values of one reason (namespace portfolio). */
export function reasonText(reason: AttentionReason): { key: string; values: Record<string, number> } {
  switch (reason.kind) {
    case 'NO_RECENT_CONTACT':
      return { key: 'attention.noRecentContact', values: { count: reason.days ?? 0 } };
    case 'OVERDUE_TASKS':
      return { key: 'attention.overdueTasks', values: { count: reason.count ?? 0 } };
    case 'METRICS_OVERDUE':
      return { key: 'attention.metricsOverdue', values: { count: reason.count ?? 0 } };
    case 'METRICS_OUT_OF_RANGE':
      return { key: 'attention.metricsOutOfRange', values: { count: reason.count ?? 0 } };
  }
}
