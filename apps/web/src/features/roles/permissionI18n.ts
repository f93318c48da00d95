import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueEntry } from './permissionPicker';

/**
 * The permission catalogue's texts in the user's language (namespace "permissions"). Catalogue keys contain ':' and
 * '/' (APPLICATION:VIEW_ALL, TASK/TASK:DELETE), which i18next reads as namespace and key separators, so the JSON key
 * replaces them (and '.') with '_': APPLICATION_VIEW_ALL, TASK_TASK_DELETE.
 */
export function permissionI18nKey(key: string): string {
  return key.trim().replace(/[:/.]/g, '_');
}

/** Area names are English display names ("Coaching session"): letters and digits kept, the rest becomes '_'. */
export function areaI18nKey(area: string): string {
  return area.trim().replace(/[^\p{L}\p{N}]+/gu, '_');
}

export interface PermissionText {
  name: (entry: CatalogueEntry) => string;
  description: (entry: CatalogueEntry) => string;
  area: (area: string) => string;
  /** Translated name, description and area: what the search matches besides the server's English text. */
  searchable: (entry: CatalogueEntry) => string[];
}

/** Translated texts with the server's English as the default, so a key the files lack never shows blank. */
export function usePermissionText(): PermissionText {
  const { t } = useTranslation('permissions');
  return useMemo(() => {
    const name = (entry: CatalogueEntry) => t(`${permissionI18nKey(entry.key)}.name`, { defaultValue: entry.name });
    const description = (entry: CatalogueEntry) =>
      t(`${permissionI18nKey(entry.key)}.description`, { defaultValue: entry.description });
    const area = (value: string) => t(`areas.${areaI18nKey(value)}`, { defaultValue: value });
    return { name, description, area, searchable: (entry) => [name(entry), description(entry), area(entry.area)] };
  }, [t]);
}
