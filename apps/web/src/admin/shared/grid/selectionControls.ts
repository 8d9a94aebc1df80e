import type { DataGridProps, GridRowKey } from './types';

/**
 * Row selection (spec rule 8) over the page's keys: one row's checkbox toggles it, the header's
 * selects or clears every row of the page. The selection itself lives with the page (controlled).
 */
export function selectionControls<Row>(selection: DataGridProps<Row>['selection'], pageKeys: GridRowKey[]) {
  if (!selection) return { toggle: () => {}, selectAll: undefined, body: undefined };
  const selectedOnPage = pageKeys.filter((key) => selection.selected.has(key)).length;
  const allOnPage = pageKeys.length > 0 && selectedOnPage === pageKeys.length;
  const toggle = (key: GridRowKey) => {
    const next = new Set(selection.selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection.onChange(next);
  };
  const toggleAll = () => {
    const next = new Set(selection.selected);
    for (const key of pageKeys) {
      if (allOnPage) next.delete(key);
      else next.add(key);
    }
    selection.onChange(next);
  };
  return {
    toggle,
    selectAll: {
      checked: allOnPage,
      indeterminate: selectedOnPage > 0 && !allOnPage,
      onChange: toggleAll,
    },
    body: { isSelected: (key: GridRowKey) => selection.selected.has(key), toggle },
  };
}
