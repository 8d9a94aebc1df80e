import { Alert, Button, Loader, Skeleton, Table, VisuallyHidden } from '@mantine/core';
import type { Row } from '@tanstack/react-table';
import { type FocusEvent, Fragment, type KeyboardEvent, type ReactNode } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { GridRow } from './GridRow';
import { gridTexts } from './texts';
import type { GridColumn, GridRowKey } from './types';
import type { GridFeatures } from './useGridTable';

export type GridBodyState = 'loading' | 'failed' | 'empty' | 'rows';

type Props<Data extends object> = {
  state: GridBodyState;
  rows: Row<GridFeatures, Data>[];
  firstRowNumber: number;
  columnsByKey: ReadonlyMap<string, GridColumn<Data>>;
  rowKey: (row: Data) => GridRowKey;
  skeletonRows: number;
  loadError?: string;
  onRetry: () => void;
  navigation: {
    active: number;
    register: (index: number, element: HTMLElement | null) => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
    setActive: (index: number) => void;
    focusRow: (index: number) => void;
  };
  onOpen?: (row: Data) => void;
  selection?: { isSelected: (key: GridRowKey) => boolean; toggle: (key: GridRowKey) => void };
  details?: {
    label: string;
    isOpen: (key: GridRowKey) => boolean;
    /** The loaded details, or undefined while they load. */
    content: (key: GridRowKey) => { node: ReactNode } | undefined;
    toggle: (row: Data) => void;
  };
  direction: 'ltr' | 'rtl';
};

/** A body line that spans the grid: the skeleton, the error, the empty text, a row's details. */
function WideRow({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Table.Tr role="row" className={`grid-row grid-wide-row ${className ?? ''}`}>
      <Table.Td role="gridcell" className="grid-cell grid-wide-cell">
        {children}
      </Table.Td>
    </Table.Tr>
  );
}

function DetailsContent({ loaded, loadingLabel }: { loaded?: { node: ReactNode }; loadingLabel: string }) {
  return loaded ? loaded.node : <Loader size="sm" aria-label={loadingLabel} />;
}

/** The grid's body: the page's rows, or what stands for them while loading, failed or empty. */
export function GridBody<Data extends object>(props: Props<Data>) {
  const { state, rows, navigation, details, selection, columnsByKey, rowKey } = props;
  const texts = useTexts(gridTexts);
  if (state !== 'rows') {
    return (
      <Table.Tbody className="grid-body" tabIndex={0} aria-busy={state === 'loading' || undefined}>
        {state === 'loading' &&
          Array.from({ length: props.skeletonRows }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            <WideRow key={index}>
              {index === 0 && <VisuallyHidden>{texts.loading}</VisuallyHidden>}
              <Skeleton height={14} radius="sm" />
            </WideRow>
          ))}
        {state === 'failed' && (
          <WideRow>
            <Alert color="red" variant="light" className="grid-error">
              <span>{props.loadError}</span>{' '}
              <Button size="xs" variant="default" onClick={props.onRetry}>
                {texts.retry}
              </Button>
            </Alert>
          </WideRow>
        )}
        {state === 'empty' && <WideRow className="grid-empty">{texts.noData}</WideRow>}
      </Table.Tbody>
    );
  }
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target === event.currentTarget) navigation.focusRow(navigation.active);
  };
  // The page's rows in the document's flow (a page holds at most 100): the page itself scrolls.
  return (
    <Table.Tbody
      className="grid-body"
      tabIndex={rows.length > 0 ? -1 : 0}
      onKeyDown={navigation.onKeyDown}
      onFocus={onFocus}
    >
      {rows.map((row, rowIndex) => {
        const key = rowKey(row.original);
        const open = details?.isOpen(key) ?? false;
        return (
          <Fragment key={row.id}>
            <GridRow
              row={row}
              rowIndex={rowIndex}
              rowNumber={props.firstRowNumber + rowIndex}
              columnsByKey={columnsByKey}
              active={rowIndex === navigation.active}
              rowRef={(element) => navigation.register(rowIndex, element)}
              onFocus={() => navigation.setActive(rowIndex)}
              onDoubleClick={props.onOpen ? () => props.onOpen?.(row.original) : undefined}
              selection={
                selection && {
                  selected: selection.isSelected(key),
                  label: `${texts.selectRow} ${key}`,
                  onToggle: () => selection.toggle(key),
                }
              }
              details={
                details && {
                  open,
                  label: details.label,
                  onToggle: () => details.toggle(row.original),
                }
              }
              direction={props.direction}
            />
            {open && (
              <Table.Tr role="row" className="grid-row grid-wide-row grid-details-row">
                <Table.Td role="gridcell" className="grid-cell grid-wide-cell">
                  <section aria-label={details?.label}>
                    <DetailsContent loaded={details?.content(key)} loadingLabel={texts.loading} />
                  </section>
                </Table.Td>
              </Table.Tr>
            )}
          </Fragment>
        );
      })}
    </Table.Tbody>
  );
}
