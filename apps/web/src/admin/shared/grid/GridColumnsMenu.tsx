import { ActionIcon, Menu } from '@mantine/core';
import { useTexts } from '../../../i18n/useTexts';
import { GridIcon } from './GridIcon';
import { canHideColumn, type GridLayout, setColumnVisible } from './gridLayout';
import { gridTexts } from './texts';
import type { GridColumn } from './types';
import { useThrottledHandler } from './useThrottledHandler';

type Props<Row> = {
  columns: GridColumn<Row>[];
  layout: GridLayout;
  setLayout: (layout: GridLayout) => void;
  resetLayout: () => void;
};

/** The toolbar's column chooser: a checkbox per column (the last visible one stays) and 'Reset layout'. */
export function GridColumnsMenu<Row>({ columns, layout, setLayout, resetLayout }: Props<Row>) {
  const texts = useTexts(gridTexts);
  const reset = useThrottledHandler(resetLayout);
  const byKey = new Map(columns.map((column) => [column.key, column]));
  return (
    <Menu position="bottom-end" closeOnItemClick={false} withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={texts.columns}>
          <GridIcon name="columns" size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{texts.columns}</Menu.Label>
        {layout.order.map((key) => {
          const visible = !layout.hidden.includes(key);
          return (
            <Menu.CheckboxItem
              key={key}
              checked={visible}
              disabled={visible && !canHideColumn(layout, key)}
              onChange={(checked) => setLayout(setColumnVisible(layout, key, checked))}
            >
              {byKey.get(key)?.header ?? key}
            </Menu.CheckboxItem>
          );
        })}
        <Menu.Divider />
        <Menu.Item onClick={reset}>{texts.resetLayout}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
