import { describe, expect, it } from 'vitest';
import {
  areaState,
  countSelected,
  groupByArea,
  selectionFrom,
  selectionToInput,
  setArea,
  setCriteria,
  toggleKey,
  type CatalogueEntry,
} from './permissionPicker';

const entry = (key: string, area: string, supportsAssigned = false): CatalogueEntry => ({ key, area, name: `${key} name`, description: `About ${key}`, supportsAssigned });
const CATALOGUE = [
  entry('APPLICATION:VIEW_ALL', 'Application', true),
  entry('APPLICATION:FILTERS', 'Application'),
  entry('ARTICLES:EDIT', 'Articles'),
  entry('METRICS/EDIT:VIEW', 'Metrics', true),
];
const [viewAll, filters, articles, metrics] = CATALOGUE as [CatalogueEntry, CatalogueEntry, CatalogueEntry, CatalogueEntry];

describe('permission picker', () => {
  it('groups the catalogue by area in catalogue order, and filters by key, name, description or area', () => {
    expect(groupByArea(CATALOGUE).map((a) => [a.area, a.entries.length])).toEqual([['Application', 2], ['Articles', 1], ['Metrics', 1]]);
    expect(groupByArea(CATALOGUE, 'metrics').map((a) => a.area)).toEqual(['Metrics']);
    expect(groupByArea(CATALOGUE, 'about articles:edit').map((a) => a.area)).toEqual(['Articles']);
    expect(groupByArea(CATALOGUE, 'zzz')).toEqual([]);
  });

  it('also matches the texts in the user language that the caller gives for each entry', () => {
    const german: Record<string, string[]> = { 'ARTICLES:EDIT': ['Artikel verwalten', 'Wissensdatenbank', 'Artikel'] };
    const translated = (e: CatalogueEntry) => german[e.key] ?? [];
    expect(groupByArea(CATALOGUE, 'wissensdatenbank', translated).map((a) => a.area)).toEqual(['Articles']);
    expect(groupByArea(CATALOGUE, 'articles:edit', translated).map((a) => a.area)).toEqual(['Articles']);
    expect(groupByArea(CATALOGUE, 'wissensdatenbank').map((a) => a.area)).toEqual([]);
  });

  it("toggles keys; 'assigned' preferred only where the key supports it; off removes it", () => {
    let s = toggleKey({}, viewAll, true, true);
    s = toggleKey(s, articles, true, true);
    expect(s).toEqual({ 'APPLICATION:VIEW_ALL': 'assigned', 'ARTICLES:EDIT': 'all' });
    s = toggleKey(s, viewAll, false);
    expect(s).toEqual({ 'ARTICLES:EDIT': 'all' });
  });

  it("sets criteria: 'assigned' refused on keys without it, and on keys not held", () => {
    const s = { 'ARTICLES:EDIT': 'all', 'METRICS/EDIT:VIEW': 'all' } as const;
    expect(setCriteria(s, articles, 'assigned')).toBe(s);
    expect(setCriteria(s, metrics, 'assigned')).toEqual({ 'ARTICLES:EDIT': 'all', 'METRICS/EDIT:VIEW': 'assigned' });
    expect(setCriteria(s, viewAll, 'assigned')).toBe(s);
  });

  it('area state and select-all keep chosen criteria', () => {
    const app = [viewAll, filters];
    expect(areaState({}, app)).toBe('none');
    const some = { 'APPLICATION:VIEW_ALL': 'assigned' } as const;
    expect(areaState(some, app)).toBe('some');
    const all = setArea(some, app, true);
    expect(all).toEqual({ 'APPLICATION:VIEW_ALL': 'assigned', 'APPLICATION:FILTERS': 'all' });
    expect(areaState(all, app)).toBe('all');
    expect(setArea(all, app, false)).toEqual({});
  });

  it('converts from a role and back to the mutation input in catalogue order', () => {
    const s = selectionFrom(
      [
        { key: 'METRICS/EDIT:VIEW', permissionCriteria: 'assigned' },
        { key: 'ARTICLES:EDIT', permissionCriteria: 'assigned' },
        { key: 'GONE:KEY', permissionCriteria: 'all' },
      ],
      CATALOGUE,
    );
    expect(s).toEqual({ 'METRICS/EDIT:VIEW': 'assigned', 'ARTICLES:EDIT': 'all' });
    expect(selectionToInput(s, CATALOGUE)).toEqual([
      { key: 'ARTICLES:EDIT', permissionCriteria: 'all' },
      { key: 'METRICS/EDIT:VIEW', permissionCriteria: 'assigned' },
    ]);
    expect(countSelected(s)).toEqual({ total: 2, assigned: 1 });
  });
});
