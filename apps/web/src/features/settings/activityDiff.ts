/** One line of a log entry's change: a field and its value before and after (values shown as short text). */
export interface DiffRow {
  field: string;
  before: string | null;
  after: string | null;
}

function show(value: unknown): string | null {
  if (value === undefined) return null;
  if (value === null) return '—';
  if (typeof value === 'string') return value === '' ? '—' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Flattens nested objects one level per dot (brandPalette.sidebar.textColor), keeping only what differs. */
function flatten(value: unknown, prefix: string, into: Map<string, unknown>): void {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix) {
    into.set(prefix, value);
  }
}

/** `before` and `after` are the log's JSON values: only objects have fields to list (anything else lists none). */
export function diffRows(before: unknown, after: unknown): DiffRow[] {
  const was = new Map<string, unknown>();
  const now = new Map<string, unknown>();
  flatten(before ?? {}, '', was);
  flatten(after ?? {}, '', now);
  const fields = [...new Set([...was.keys(), ...now.keys()])];
  return fields
    .filter((field) => JSON.stringify(was.get(field)) !== JSON.stringify(now.get(field)))
    .map((field) => ({ field, before: show(was.get(field)), after: show(now.get(field)) }));
}
