import { Checkbox } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Rows picked for a bulk action: kept across pages and searches, cleared once an operation starts. */
export interface RowSelection {
  selected: ReadonlySet<string>;
  toggle: (ids: readonly string[], on: boolean) => void;
  clear: () => void;
}

export function useRowSelection(): RowSelection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (ids: readonly string[], on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setSelected(new Set()), []);
  return useMemo(() => ({ selected, toggle, clear }), [selected, toggle, clear]);
}

/** The header cell's checkbox: every row of this page in or out of the selection. */
export function SelectPageCheckbox({ ids, selection, testId = 'startup-select-page' }: { ids: readonly string[]; selection: RowSelection; testId?: string }) {
  const { t } = useTranslation();
  const all = ids.length > 0 && ids.every((id) => selection.selected.has(id));
  return (
    <Checkbox
      aria-label={t('batchActions.selectPage')}
      checked={all}
      indeterminate={!all && ids.some((id) => selection.selected.has(id))}
      onChange={(e) => selection.toggle(ids, e.currentTarget.checked)}
      data-testid={testId}
    />
  );
}

/** One row's checkbox, named after the row for screen readers. */
export function SelectRowCheckbox({ id, name, selection, testId = 'startup-select' }: { id: string; name: string; selection: RowSelection; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      aria-label={t('batchActions.selectRow', { name })}
      checked={selection.selected.has(id)}
      onChange={(e) => selection.toggle([id], e.currentTarget.checked)}
      data-testid={testId}
    />
  );
}
