/**
 * The permission picker's state, kept apart from React: the chosen keys of the catalogue, each with its criterion
 * ('all', or 'assigned' = limited to assigned startups, funnels or sessions, only where the key supports it).
 */
import type { CatalogueEntry, Criteria } from './documents';

export type { CatalogueEntry, Criteria };

/** key → criterion; keys absent are not held. */
export type PermissionSelection = Readonly<Record<string, Criteria>>;

export interface CatalogueArea {
  area: string;
  entries: CatalogueEntry[];
}

/**
 * The catalogue grouped by area, in catalogue order; with a search, only matching keys (and their areas). The search
 * matches the key, the server's (English) texts and whatever `translated` gives for the entry (its texts in the
 * user's language).
 */
export function groupByArea(
  catalogue: readonly CatalogueEntry[],
  search = '',
  translated: (entry: CatalogueEntry) => readonly string[] = () => [],
): CatalogueArea[] {
  const needle = search.trim().toLocaleLowerCase();
  const matches = (e: CatalogueEntry) =>
    !needle || [e.key, e.name, e.description, e.area, ...translated(e)].some((text) => text.toLocaleLowerCase().includes(needle));
  const areas = new Map<string, CatalogueEntry[]>();
  for (const entry of catalogue) {
    if (!matches(entry)) continue;
    const list = areas.get(entry.area) ?? [];
    list.push(entry);
    areas.set(entry.area, list);
  }
  return [...areas].map(([area, entries]) => ({ area, entries }));
}

/** Turning a key on gives it 'assigned' when the role is scoped to assignments and the key supports it, else 'all'. */
export function toggleKey(selection: PermissionSelection, entry: CatalogueEntry, on: boolean, preferAssigned = false): PermissionSelection {
  const next: Record<string, Criteria> = { ...selection };
  if (on) next[entry.key] = preferAssigned && entry.supportsAssigned ? 'assigned' : (selection[entry.key] ?? 'all');
  else delete next[entry.key];
  return next;
}

/** 'assigned' only where supported; a key not held is left alone. */
export function setCriteria(selection: PermissionSelection, entry: CatalogueEntry, criteria: Criteria): PermissionSelection {
  if (!(entry.key in selection)) return selection;
  if (criteria === 'assigned' && !entry.supportsAssigned) return selection;
  return { ...selection, [entry.key]: criteria };
}

export type AreaState = 'none' | 'some' | 'all';

export function areaState(selection: PermissionSelection, entries: readonly CatalogueEntry[]): AreaState {
  const held = entries.filter((e) => e.key in selection).length;
  if (held === 0) return 'none';
  return held === entries.length ? 'all' : 'some';
}

/** Every key of an area on (keeping criteria already chosen) or off. */
export function setArea(selection: PermissionSelection, entries: readonly CatalogueEntry[], on: boolean, preferAssigned = false): PermissionSelection {
  return entries.reduce((acc, entry) => (on && entry.key in acc ? acc : toggleKey(acc, entry, on, preferAssigned)), selection);
}

/** A role's permissions → selection (unknown keys dropped; 'assigned' on a key without it becomes 'all'). */
export function selectionFrom(
  permissions: ReadonlyArray<{ key: string; permissionCriteria: string }>,
  catalogue: readonly CatalogueEntry[],
): PermissionSelection {
  const byKey = new Map(catalogue.map((e) => [e.key, e]));
  const out: Record<string, Criteria> = {};
  for (const { key, permissionCriteria } of permissions) {
    const entry = byKey.get(key);
    if (!entry) continue;
    out[key] = permissionCriteria === 'assigned' && entry.supportsAssigned ? 'assigned' : 'all';
  }
  return out;
}

/** The mutation input, in catalogue order. */
export function selectionToInput(selection: PermissionSelection, catalogue: readonly CatalogueEntry[]): Array<{ key: string; permissionCriteria: Criteria }> {
  return catalogue.filter((e) => e.key in selection).map((e) => ({ key: e.key, permissionCriteria: selection[e.key] as Criteria }));
}

export function countSelected(selection: PermissionSelection): { total: number; assigned: number } {
  const values = Object.values(selection);
  return { total: values.length, assigned: values.filter((c) => c === 'assigned').length };
}
