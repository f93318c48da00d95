/**
 * CHR-29 / GAP-21: the quick-search index — every sitemap entry (modules and their sub-sections, three levels) with
 * its translated name and description; a query matches either, case- and accent-insensitively.
 */
import { entryKey, entryPath, entryRoute, opensAsQuickModal, type EntryViewer, type NavigationEntry } from '../shell';

export interface SearchItem {
  key: string;
  label: string;
  description: string;
  /** The parents' labels, e.g. ["Startups management", "Programs"]. */
  trail: string[];
  path: string;
  locked: boolean;
  /** CHR-17: chosen, it opens in a quick modal instead of navigating. */
  quickModal: boolean;
}

export interface Translate {
  label: (labelKey: string) => string;
  description: (key: string) => string;
}

export function buildSearchIndex(entries: readonly NavigationEntry[], viewer: EntryViewer, translate: Translate): SearchItem[] {
  const items: SearchItem[] = [];
  const walk = (list: readonly NavigationEntry[], parent: string | undefined, trail: string[]) => {
    for (const entry of list) {
      const route = entryRoute(entry.name, parent);
      if (!route) continue;
      const key = entryKey(entry.name, parent);
      const label = translate.label(route.labelKey);
      if (!items.some((item) => item.key === key)) {
        items.push({
          key,
          label,
          description: translate.description(key),
          trail,
          path: entryPath(route, viewer),
          locked: entry.locked,
          quickModal: opensAsQuickModal(entry.name, parent),
        });
      }
      if (!entry.locked && entry.subMenu) walk(entry.subMenu, entry.name, [...trail, label]);
    }
  };
  walk(entries, undefined, []);
  return items;
}

const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

export function searchItems(items: readonly SearchItem[], query: string): SearchItem[] {
  const q = fold(query.trim());
  if (q === '') return [...items];
  return items.filter((item) => fold(item.label).includes(q) || fold(item.description).includes(q));
}
