import { fillText } from '@grocery/contracts';
import { ActionIcon, Checkbox, Menu, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Header } from '@tanstack/react-table';
import { useTexts } from '../../../i18n/useTexts';
import { GridIcon } from './GridIcon';
import { canHideColumn, canMoveColumn, type GridLayout, moveColumn, setColumnVisible } from './gridLayout';
import { gridTexts } from './texts';
import type { GridColumn, GridSort } from './types';
import type { GridFeatures, GridTable } from './useGridTable';
import { useThrottledHandler } from './useThrottledHandler';

type Props<Row extends object> = {
  table: GridTable<Row>;
  columnsByKey: ReadonlyMap<string, GridColumn<Row>>;
  sort: GridSort | null;
  onSort: (key: string) => void;
  layout: GridLayout;
  setLayout: (layout: GridLayout) => void;
  direction: 'ltr' | 'rtl';
  selectAll?: { checked: boolean; indeterminate: boolean; onChange: () => void };
  detailsLabel?: string;
};

/** The header row: select-all, the details column, then each visible column with sort, menu and resizer. */
export function GridHeader<Row extends object>(props: Props<Row>) {
  const { table, selectAll, detailsLabel } = props;
  const texts = useTexts(gridTexts);
  const sort = useThrottledHandler(props.onSort);
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  return (
    <Table.Thead className="grid-head">
      <Table.Tr role="row" aria-rowindex={1} className="grid-row">
        {selectAll && (
          <Table.Th role="columnheader" className="grid-cell grid-fixed-cell">
            <Checkbox
              aria-label={texts.selectAll}
              checked={selectAll.checked}
              indeterminate={selectAll.indeterminate}
              onChange={selectAll.onChange}
            />
          </Table.Th>
        )}
        {detailsLabel !== undefined && (
          <Table.Th role="columnheader" className="grid-cell grid-fixed-cell">
            <VisuallyHidden>{detailsLabel}</VisuallyHidden>
          </Table.Th>
        )}
        {headers.map((header) => (
          <GridHeaderCell key={header.id} {...props} header={header} onSort={sort} />
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

function GridHeaderCell<Row extends object>({
  header,
  columnsByKey,
  sort,
  onSort,
  layout,
  setLayout,
  direction,
}: Props<Row> & { header: Header<GridFeatures, Row, unknown> }) {
  const texts = useTexts(gridTexts);
  const key = header.column.id;
  const column = columnsByKey.get(key);
  const title = column?.header ?? key;
  const sorted = sort?.key === key ? sort.dir : null;
  const resize = header.getResizeHandler();
  // Left and right are what the user sees: right to left, 'move left' goes towards the end.
  const leftStep = direction === 'rtl' ? 1 : -1;
  return (
    <Table.Th
      role="columnheader"
      // The header's name is its title, not its buttons' labels too (screen readers repeat it per cell).
      aria-label={title}
      className="grid-cell grid-header-cell"
      aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
      data-align={column?.align ?? 'start'}
      style={{ width: header.getSize() }}
    >
      <div className="grid-header-main">
        {column?.sortable ? (
          <UnstyledButton className="grid-sort-button" onClick={() => onSort(key)}>
            <span className="grid-header-title">{title}</span>
            <GridIcon
              name={sorted === 'asc' ? 'sortAsc' : sorted === 'desc' ? 'sortDesc' : 'sortable'}
              size={14}
            />
          </UnstyledButton>
        ) : (
          <span className="grid-header-title">{title}</span>
        )}
      </div>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            className="grid-column-menu"
            aria-label={fillText(texts.columnOptions, { column: title })}
          >
            <GridIcon name="more" size={14} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            disabled={!canHideColumn(layout, key)}
            onClick={() => setLayout(setColumnVisible(layout, key, false))}
          >
            {texts.hideColumn}
          </Menu.Item>
          <Menu.Item
            disabled={!canMoveColumn(layout, key, leftStep)}
            onClick={() => setLayout(moveColumn(layout, key, leftStep))}
          >
            {texts.moveLeft}
          </Menu.Item>
          <Menu.Item
            disabled={!canMoveColumn(layout, key, -leftStep as 1 | -1)}
            onClick={() => setLayout(moveColumn(layout, key, -leftStep as 1 | -1))}
          >
            {texts.moveRight}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {/* Mouse and touch only; the column menu and the layout reset are the keyboard's way. */}
      <div
        className="grid-resizer"
        aria-hidden="true"
        data-resizing={header.column.getIsResizing() || undefined}
        onMouseDown={resize}
        onTouchStart={resize}
        onDoubleClick={() => header.column.resetSize()}
      />
    </Table.Th>
  );
}
