/** GAP-39: one timeline filter value per kind of D2 §3.11, in the order the filter offers them. Server and web share it. */
export const TIMELINE_KINDS = [
  'EVENT',
  'DATA_DUE',
  'DATA_SUBMITTED',
  'DATA_SUBMITTED_UPDATE',
  'COACHING_SESSION_POST',
  'CATEGORIZATION_UPDATE',
  'COACHING_INVITE_POST',
  'CATEGORIZATION_SKIP',
  'EMAIL_THREAD_POST',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];
