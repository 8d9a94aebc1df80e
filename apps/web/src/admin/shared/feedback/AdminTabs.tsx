import { Tabs } from '@mantine/core';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

export type AdminTabItemProps = { value: string; label: string; disabled?: boolean; children: ReactNode };

/** One tab of AdminTabs: its label in the tab list, its children in the panel. Renders only inside AdminTabs. */
export function AdminTabItem({ children }: AdminTabItemProps) {
  return <>{children}</>;
}

type Props = {
  children: ReactNode;
  /** The tab shown first (uncontrolled); the first tab when absent. */
  defaultValue?: string;
  /** The tab shown (controlled), with onChange. */
  value?: string;
  onChange?: (value: string) => void;
};

function describe(child: ReactNode): string {
  if (!isValidElement(child)) return JSON.stringify(child);
  const type = child.type;
  return typeof type === 'string' ? `<${type}>` : `<${(type as { name?: string }).name || 'anonymous'}>`;
}

/** The tab items; anything else is a mistake in the page, so it throws (spec §5). */
function tabItems(children: ReactNode): ReactElement<AdminTabItemProps>[] {
  return Children.toArray(children).map((child) => {
    if (isValidElement(child) && child.type === AdminTabItem) return child as ReactElement<AdminTabItemProps>;
    throw new Error(`AdminTabs: every child must be an AdminTabItem, found ${describe(child)}`);
  });
}

/**
 * Tabs whose children are AdminTabItems. Every panel stays mounted, so the fields of a form
 * spread over tabs keep their values and errors when another tab is shown.
 */
export function AdminTabs({ children, defaultValue, value, onChange }: Props) {
  const items = tabItems(children);
  return (
    <Tabs
      defaultValue={defaultValue ?? items[0]?.props.value}
      value={value}
      onChange={(next) => next !== null && onChange?.(next)}
      keepMounted
    >
      <Tabs.List>
        {items.map(({ props }) => (
          <Tabs.Tab key={props.value} value={props.value} disabled={props.disabled}>
            {props.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {items.map((item) => (
        <Tabs.Panel key={item.props.value} value={item.props.value} pt="md">
          {item}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
