/** Reference lists of D2 §9 and D1 §4 (checklist REF-*). */
export const CURRENCIES = [
  'AED', 'AUD', 'BDT', 'BHD', 'CAD', 'CFA', 'CHF', 'CLP', 'CNY', 'EUR', 'GBP', 'GHS', 'HKD', 'INR', 'JPY', 'KES',
  'KOR', 'KR', 'KRW', 'MUR', 'MXN', 'MYR', 'NZD', 'OMR', 'PAN', 'QAR', 'RUB', 'SAR', 'SGD', 'TZS', 'UAH', 'UGX',
  'USD', 'VND', 'ZAR',
] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

export const DATE_FORMATS = ['MM/dd/yy', 'dd/MM/yy', 'MMMM dd, yy', 'dd MMMM, yy'] as const;
export const SESSION_DURATIONS_MINUTES = [15, 20, 30, 40, 45, 60, 75, 80, 90, 100, 105, 120] as const;
export const BUSINESS_HOURS = { start: '07:00', end: '18:00' } as const;
export const ALL_HOURS = { start: '00:00', end: '23:59' } as const;
export const HOUR_ALLOCATION_UNITS = ['HOUR', 'DAY'] as const;
export const MINUTE_COUNTERS = ['allocated', 'pending', 'used'] as const;
export const TASK_TAGS = [
  'non-tagged', 'marketing', 'sales', 'development', 'finance', 'design', 'strategy', 'customer_validation', 'mvp',
  'asset', 'cogs', 'legal',
] as const;
export const PERSON_GROUPS = ['cofounder', 'staff'] as const;
export const COACHING_MODES = ['ONE_ON_ONE', 'SCHEDULED_COACHING_SESSION', 'UNSCHEDULED_COACHING_SESSION'] as const;
export const FIELD_TYPES = [
  'text', 'text_long', 'number', 'number_scale', 'select_checkbox', 'select_dropdown', 'tree_single', 'select_radio',
  'select_multi_dropdown', 'tree_multi', 'date', 'table', 'file', 'section', 'heading', 'sub_heading', 'paragraph',
  'video', 'custom_field', 'calculated',
] as const;
export const FORM_KINDS = ['intake', 'evaluation', 'quiz', 'feedback', 'user_profile', 'startup_profile'] as const;
export const METRIC_UNITS = ['percentage', 'monetary', 'employee', 'customer', 'user', 'subscriber', 'date', 'months', 'custom'] as const;
export const METRIC_UNIT_TYPES = ['PERCENTAGE', 'MONETARY', 'EMPLOYEE', 'CUSTOMER', 'USER', 'SUBSCRIBER', 'DATE', 'MONTHS', 'CUSTOM'] as const;
export type MetricUnitType = (typeof METRIC_UNIT_TYPES)[number];
export const EXPORT_TYPES = ['applications', 'metrics', 'users', 'startups', 'courses'] as const;
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_JOB_STATES = ['queued', 'in progress', 'completed', 'failed', 'error'] as const;
export const VIDEO_CONFERENCING = ['Microsoft Teams', 'Zoom', 'Google Meet', 'Skype'] as const;
export const PAGE_VIEWS = ['card', 'table', 'calendar'] as const;
export const FIRST_YEAR = 1950;
export function yearList(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let y = now.getFullYear(); y >= FIRST_YEAR; y--) years.push(y);
  return years;
}

export const APPLICATION_STATUSES = [
  'draft', 'ready_for_invitation', 'ready_for_meeting', 'under_review', 'pending_decision', 'accepted', 'rejected',
  'delay_rejected',
] as const;
export const ALL_PENDING_STATUSES = ['ready_for_invitation', 'ready_for_meeting', 'under_review', 'pending_decision'] as const;
export const EVALUATION_IN_PROGRESS_STATUSES = ['ready_for_invitation', 'ready_for_meeting'] as const;
export const APPLICATION_DECISIONS = ['accept', 'delay_reject', 'reject'] as const;
export const RECORD_STATUSES = ['active', 'pending', 'unactive', 'archived', 'deny', 'deleted'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];
/** Statuses that may not sign in, whose existing tokens stop working, and who get no tasks, notifications or mail. */
export const BLOCKED_STATUSES: ReadonlySet<RecordStatus> = new Set<RecordStatus>(['deleted', 'unactive', 'archived', 'deny']);
export const PUBLISHING_STATES = ['publishing', 'success', 'failure'] as const;
export const ATTENDANCE_VALUES = ['registered', 'attended', 'no show', 'event cancelled'] as const;
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
/** D1 §9 / D2 §9; its use is not specified (GAP-25): a named constant with no behaviour. */
export const CUT_OVER_DATE = '2023-08-31';
/** D1 §9 / D2 §9 support contact address {email}: the default, which the web app's configuration may replace. */
export const DEFAULT_SUPPORT_EMAIL = 'support@hatchery.app';
export const LINKEDIN_SCOPES = ['r_basicprofile', 'r_emailaddress'] as const;
export const SSO_SCOPE = 'openid email profile';
