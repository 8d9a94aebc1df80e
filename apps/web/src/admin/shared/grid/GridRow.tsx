import { ActionIcon, Checkbox, Table } from '@mantine/core';
import type { Row } from '@tanstack/react-table';
import type { ReactNode, Ref } from 'react';
import { Ltr, numberLike } from '../../../components/ltr/Ltr';
import { GridIcon } from './GridIcon';
import type { GridColumn } from './types';
import type { GridFeatures } from './useGridTable';

type Props<Data extends object> = {
  row: Row<GridFeatures, Data>;
  /** The row's index on the page. */
  rowIndex: number;
  /** aria-rowindex: the header is 1. */
  rowNumber: number;
  columnsByKey: ReadonlyMap<string, GridColumn<Data>>;
  active: boolean;
  rowRef: Ref<HTMLTableRowElement>;
  onFocus: () => void;
  onDoubleClick?: () => void;
  selection?: { selected: boolean; label: string; onToggle: () => void };
  details?: { open: boolean; label: string; onToggle: () => void };
  direction: 'ltr' | 'rtl';
};

/**
 * What a cell shows when it is text: numbers, dates, times, prices and ranges isolated left to right
 * (Ltr), any other text in its own direction. A column's `cell` that answers plain text goes through
 * here too, so every number in a grid is isolated without each column saying so.
 */
function textCell(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  return typeof value === 'number' || numberLike.test(text) ? (
    <Ltr>{text}</Ltr>
  ) : (
    <span dir="auto">{text}</span>
  );
}

function cellContent<Data extends object>(
  column: GridColumn<Data> | undefined,
  row: Data,
  value: unknown,
): ReactNode {
  if (!column?.cell) return textCell(value);
  const content = column.cell(row);
  return typeof content === 'string' || typeof content === 'number' ? textCell(content) : content;
}

/** One data row of the body: roving focus (tabIndex 0 on the active row only). */
export function GridRow<Data extends object>(props: Props<Data>) {
  const { row, columnsByKey, selection, details, direction } = props;
  return (
    <Table.Tr
      ref={props.rowRef}
      role="row"
      data-row-index={props.rowIndex}
      data-active={props.active || undefined}
      aria-rowindex={props.rowNumber}
      aria-selected={selection ? selection.selected : undefined}
      tabIndex={props.active ? 0 : -1}
      onFocus={props.onFocus}
      onDoubleClick={props.onDoubleClick}
      className="grid-row grid-body-row"
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
            {cellContent(column, row.original, cell.getValue())}
          </Table.Td>
        );
      })}
    </Table.Tr>
  );
}
