import { Button, Collapse, Drawer, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  opened: boolean;
  onClose: () => void;
  isPhone: boolean;
  /** The id the filters button's aria-controls names (the inline panel). */
  id: string;
  className: string;
  texts: { filters: string; close: string; apply: string; clear: string };
  onClear: () => void;
  /** Puts the fields and buttons in the list's own form (its submit applies the filters). */
  inForm: (content: ReactNode) => ReactNode;
  children: ReactNode;
};

/**
 * A list's filter fields with apply and clear: a drawer from the end side on a phone, a panel that
 * folds open under the search box otherwise.
 */
export function ListFiltersPanel(props: Props) {
  const { opened, onClose, isPhone, id, className, texts, onClear, inForm, children } = props;
  const fields = inForm(
    <Stack gap="sm">
      {children}
      <Group gap="sm">
        <Button type="submit">{texts.apply}</Button>
        <Button variant="default" onClick={onClear}>
          {texts.clear}
        </Button>
      </Group>
    </Stack>,
  );
  if (isPhone) {
    return (
      <Drawer
        opened={opened}
        onClose={onClose}
        title={texts.filters}
        // Mantine's 'right' is the end side: flex-end, the left edge right to left.
        position="right"
        closeButtonProps={{ 'aria-label': texts.close }}
        removeScrollProps={{ removeScrollBar: false }}
      >
        {fields}
      </Drawer>
    );
  }
  return (
    <Collapse expanded={opened}>
      <div id={id} className={className}>
        {fields}
      </div>
    </Collapse>
  );
}
