import { ActionIcon, Checkbox, Table } from '@mantine/core';
import type { Row } from '@tanstack/react-table';
import type { ReactNode, Ref } from 'react';
import { GridIcon } from './GridIcon';
import type { GridColumn } from './types';
import type { GridFeatures } from './useGridTable';

type Props<Data extends object> = {
  row: Row<GridFeatures, Data>;
  /** The virtual line's index (the virtualizer measures by it). */
  index: number;
  /** The row's index on the page. */
  rowIndex: number;
  /** aria-rowindex: the header is 1. */
  rowNumber: number;
  columnsByKey: ReadonlyMap<string, GridColumn<Data>>;
  active: boolean;
  top: number;
  rowRef: Ref<HTMLTableRowElement>;
  onFocus: () => void;
  onDoubleClick?: () => void;
  selection?: { selected: boolean; label: string; onToggle: () => void };
  details?: { open: boolean; label: string; onToggle: () => void };
  direction: 'ltr' | 'rtl';
};

function defaultCell(value: unknown): ReactNode {
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? <span dir="ltr">{value}</span> : <span dir="auto">{String(value)}</span>;
}

/** One data row of the virtual body: roving focus (tabIndex 0 on the active row only). */
export function GridRow<Data extends object>(props: Props<Data>) {
  const { row, index, columnsByKey, selection, details, direction } = props;
  return (
    <Table.Tr
      ref={props.rowRef}
      role="row"
      data-index={index}
      data-row-index={props.rowIndex}
      data-active={props.active || undefined}
      aria-rowindex={props.rowNumber}
      aria-selected={selection ? selection.selected : undefined}
      tabIndex={props.active ? 0 : -1}
      onFocus={props.onFocus}
      onDoubleClick={props.onDoubleClick}
      className="grid-row grid-body-row"
      style={{ transform: `translateY(${props.top}px)` }}
    >
      {selection && (
        <Table.Td role="gridcell" className="grid-cell grid-fixed-cell">
          <Checkbox aria-label={selection.label} checked={selection.selected} onChange={selection.onToggle} />
        </Table.Td>
      )}
      {details && (
        <Table.Td role="gridcell" className="grid-cell grid-fixed-cell">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={details.label}
            aria-expanded={details.open}
            onClick={details.onToggle}
          >
            <GridIcon name={details.open ? 'down' : direction === 'rtl' ? 'left' : 'right'} />
          </ActionIcon>
        </Table.Td>
      )}
      {row.getVisibleCells().map((cell) => {
        const column = columnsByKey.get(cell.column.id);
        return (
          <Table.Td
            key={cell.id}
            role="gridcell"
            className="grid-cell"
            data-align={column?.align ?? 'start'}
            style={{ width: cell.column.getSize() }}
          >
            {column?.cell ? column.cell(row.original) : defaultCell(cell.getValue())}
          </Table.Td>
        );
      })}
    </Table.Tr>
  );
}
