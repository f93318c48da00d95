/** The data-collection form as plain data: who reports (a program or one startup), from which day, which metrics. */
import { toLocalDay } from '../../lib/dates/localInput';
import type { MetricCollection, MetricCollectionInput } from './documents';

export type CollectionTarget = 'program' | 'startup';

export interface CollectionFormValues {
  id: string | null;
  name: string;
  target: CollectionTarget;
  programId: string | null;
  startupId: string | null;
  startsOn: string;
  metricIds: string[];
}

/** A new collection starts on the first day of the viewer's current month (their calendar, not UTC's). */
export function emptyCollection(today = new Date()): CollectionFormValues {
  const first = toLocalDay(new Date(today.getFullYear(), today.getMonth(), 1));
  return { id: null, name: '', target: 'program', programId: null, startupId: null, startsOn: first, metricIds: [] };
}

export function collectionToForm(c: MetricCollection): CollectionFormValues {
  return {
    id: c.id,
    name: c.name,
    target: c.startup ? 'startup' : 'program',
    programId: c.program?._id ?? null,
    startupId: c.startup?._id ?? null,
    startsOn: c.startsOn,
    metricIds: c.metrics.map((m) => m._id),
  };
}

/** Keys of 'metrics:staff.collection.errors' by field. */
export function collectionErrors(v: CollectionFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (v.name.trim() === '') errors.name = 'name';
  if (v.target === 'program' && !v.programId) errors.programId = 'program';
  if (v.target === 'startup' && !v.startupId) errors.startupId = 'startup';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.startsOn) || Number.isNaN(Date.parse(`${v.startsOn}T00:00:00Z`))) errors.startsOn = 'date';
  if (v.metricIds.length === 0) errors.metricIds = 'metrics';
  return errors;
}

/** Exactly one of programId and startupId, as the API asks. */
export function collectionInput(v: CollectionFormValues): MetricCollectionInput {
  return {
    ...(v.id ? { id: v.id } : {}),
    name: v.name.trim(),
    programId: v.target === 'program' ? v.programId : null,
    startupId: v.target === 'startup' ? v.startupId : null,
    startsOn: v.startsOn,
    metricIds: [...v.metricIds],
  };
}

export interface QuestionRow {
  key: string;
  label: string;
  /** The other languages' labels, kept as they were. */
  others: Array<{ language: string; value: string }>;
}

/** Question keys: letters, digits and underscores, unique. Returns the indexes of bad rows by problem. */
export function questionErrors(rows: readonly QuestionRow[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const key = row.key.trim();
    if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(key)) errors[`${index}.key`] = 'key';
    else if (seen.has(key)) errors[`${index}.key`] = 'duplicate';
    seen.add(key);
    if (row.label.trim() === '' && row.others.length === 0) errors[`${index}.label`] = 'label';
  });
  return errors;
}

export function questionsInput(rows: readonly QuestionRow[], language: string) {
  return rows.map((row) => ({
    key: row.key.trim(),
    label: [...row.others.filter((o) => o.language !== language), ...(row.label.trim() ? [{ language, value: row.label.trim() }] : [])],
  }));
}
