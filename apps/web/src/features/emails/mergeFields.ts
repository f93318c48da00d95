/** The merge fields of D-584: written as {{name}} in a subject or body, filled in per recipient when the email is sent. */
export const MERGE_FIELDS = ['firstName', 'lastName', 'fullName', 'email', 'startupName', 'organisationName'] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

export function mergeTag(field: MergeField): string {
  return `{{${field}}}`;
}

export interface Insertion {
  value: string;
  /** Where the caret goes afterwards: just after what was inserted. */
  caret: number;
}

/**
 * `text` with `insert` put in place of the selection [start, end) — at the caret when nothing is selected, at the end
 * when the field never had the focus (no selection known).
 */
export function insertAt(value: string, insert: string, start: number | null, end: number | null): Insertion {
  const from = start === null ? value.length : Math.max(0, Math.min(start, value.length));
  const to = end === null ? from : Math.max(from, Math.min(end, value.length));
  return { value: value.slice(0, from) + insert + value.slice(to), caret: from + insert.length };
}
