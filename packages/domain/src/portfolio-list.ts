/**
 * The portfolio list of /startups and /coaching (issue 14 item 3): its sort keys, columns, filters as a saved view
 * stores them, and the needs-attention signal's reasons and thresholds. Server and web read these, so a column or a
 * reason is added in one place.
 */
import { z } from 'zod';
import { STARTUP_STAGES, STARTUP_STATUSES } from './portfolio.js';

export const PORTFOLIO_SORT_KEYS = ['name', 'createdAt', 'foundedOn', 'teamSize', 'stage'] as const;
export type PortfolioSortKey = (typeof PORTFOLIO_SORT_KEYS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The columns a viewer can show; `name` is always shown. */
export const PORTFOLIO_COLUMNS = [
  'attention', 'programs', 'stage', 'status', 'industries', 'tags', 'mentors', 'lastContact', 'teamSize', 'foundedOn', 'location', 'createdAt',
] as const;
export type PortfolioColumn = (typeof PORTFOLIO_COLUMNS)[number];
export const DEFAULT_PORTFOLIO_COLUMNS: readonly PortfolioColumn[] = ['attention', 'programs', 'stage', 'mentors', 'lastContact'];

export const PORTFOLIO_PAGE_MAX = 100;
export const PORTFOLIO_SEARCH_MAX = 100;
/** Ids per filter: more than any tenant's programs or tags, few enough to keep the statement small. */
export const PORTFOLIO_FILTER_IDS_MAX = 50;
export const SAVED_VIEW_NAME_MAX = 80;
export const SAVED_VIEWS_PER_USER_MAX = 50;

/** The list's filters and layout, as the query takes them and a saved view stores them. */
export const portfolioViewStateSchema = z
  .object({
    search: z.string().trim().max(PORTFOLIO_SEARCH_MAX).optional(),
    programIds: z.array(z.guid()).max(PORTFOLIO_FILTER_IDS_MAX).optional(),
    tagIds: z.array(z.guid()).max(PORTFOLIO_FILTER_IDS_MAX).optional(),
    industryIds: z.array(z.guid()).max(PORTFOLIO_FILTER_IDS_MAX).optional(),
    mentorIds: z.array(z.guid()).max(PORTFOLIO_FILTER_IDS_MAX).optional(),
    stages: z.array(z.enum(STARTUP_STAGES)).max(STARTUP_STAGES.length).optional(),
    status: z.enum(STARTUP_STATUSES).optional(),
    needsAttention: z.boolean().optional(),
    sort: z.enum(PORTFOLIO_SORT_KEYS).optional(),
    direction: z.enum(SORT_DIRECTIONS).optional(),
    columns: z.array(z.enum(PORTFOLIO_COLUMNS)).max(PORTFOLIO_COLUMNS.length).optional(),
  })
  .strict();
export type PortfolioViewState = z.infer<typeof portfolioViewStateSchema>;

/**
 * Why a startup needs attention (D-121). NO_RECENT_CONTACT: no timeline activity by a coach, mentor or expert for
 * ATTENTION_CONTACT_DAYS (or never, once the startup is that old); OVERDUE_TASKS: open tasks of the startup past
 * their due date; METRICS_OVERDUE: a data form still pending ATTENTION_METRICS_GRACE_DAYS after it was due;
 * METRICS_OUT_OF_RANGE: a latest metric value outside the cohort's usual range (Tukey fences, D-121).
 */
export const ATTENTION_REASONS = ['NO_RECENT_CONTACT', 'OVERDUE_TASKS', 'METRICS_OVERDUE', 'METRICS_OUT_OF_RANGE'] as const;
export type AttentionReasonKind = (typeof ATTENTION_REASONS)[number];
export const ATTENTION_CONTACT_DAYS = 30;
export const ATTENTION_METRICS_GRACE_DAYS = 7;
/** The fences are Q1 − k·IQR and Q3 + k·IQR of the cohort's values for the same metric and period. */
export const ATTENTION_RANGE_IQR_FACTOR = 1.5;
/** Below this many values a cohort has no usual range to speak of. */
export const ATTENTION_RANGE_MIN_COHORT = 5;
/** Role types whose timeline activity counts as a coaching contact (coaching sessions do not exist yet, D-121). */
export const COACHING_CONTACT_ROLES = ['Coach', 'AdminCoach', 'Mentor', 'Expert'] as const;
