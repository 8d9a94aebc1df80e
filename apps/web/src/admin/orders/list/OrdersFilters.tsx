import { fillText, orderStatuses, orderStatusSchema } from '@grocery/contracts';
import { Badge, Button, CloseButton, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { z } from 'zod';
import { orderStatusTexts } from '../../../components/orderStatus/texts';
import { useTexts } from '../../../i18n/useTexts';
import { ListFiltersPanel } from '../../shared/filters/FiltersPanel';
import { useSearchText } from '../../shared/filters/useSearchText';
import { AdminForm, DateRangeField, MultiSelectField, useAdminForm } from '../../shared/form';
import { ordersListTexts } from '../texts';
import { emptyOrderFilters, type OrderFilters, panelFilterCount } from './orderFilters';

const day = z.string().nullable();
/** The panel's filters: statuses (any of them) and the days the orders were placed. */
const panelSchema = z.object({
  statuses: z.array(orderStatusSchema),
  created: z.object({ from: day, to: day }),
});
type Panel = z.output<typeof panelSchema>;

type Props = {
  filters: OrderFilters;
  onChange: (filters: OrderFilters) => void;
  isPhone: boolean;
};

const panelOf = (filters: OrderFilters): Panel => ({
  statuses: filters.statuses,
  created: { from: filters.createdFrom, to: filters.createdTo },
});

/**
 * The orders list's filters: the search box (order number, name or email; sent after a pause), and a
 * panel with statuses and the days placed, applied together. A product filter (from the dashboard's
 * best sellers) shows as a chip that takes it off.
 */
export function OrdersFilters({ filters, onChange, isPhone }: Props) {
  const texts = useTexts(ordersListTexts);
  const [opened, setOpened] = useState(false);
  const search = useSearchText(filters.q, (q) => onChange({ ...filters, q }));
  const count = panelFilterCount(filters);
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput label={texts.search} placeholder={texts.searchPlaceholder} dir="auto" {...search.input} />
        <Button
          variant={count ? 'light' : 'default'}
          aria-expanded={opened}
          aria-controls={isPhone ? undefined : 'orders-filters'}
          onClick={() => setOpened(!opened)}
        >
          {count ? fillText(texts.filtersActive, { number: count }) : texts.filters}
        </Button>
        {filters.productId !== null && (
          <Badge
            size="lg"
            variant="light"
            tt="none"
            rightSection={
              <CloseButton
                size="xs"
                aria-label={texts.allProducts}
                onClick={() => onChange({ ...filters, q: search.takeNow(), productId: null })}
              />
            }
          >
            {fillText(texts.productFilter, { id: filters.productId })}
          </Badge>
        )}
      </Group>
      <FiltersPanel
        key={JSON.stringify(panelOf(filters))}
        filters={filters}
        onApply={(panel) => {
          onChange({
            ...filters,
            q: search.takeNow(),
            statuses: [...new Set(panel.statuses)],
            createdFrom: panel.created.from,
            createdTo: panel.created.to,
          });
          if (isPhone) setOpened(false);
        }}
        opened={opened}
        onClose={() => setOpened(false)}
        isPhone={isPhone}
      />
    </Stack>
  );
}

function FiltersPanel({
  filters,
  onApply,
  opened,
  onClose,
  isPhone,
}: {
  filters: OrderFilters;
  onApply: (panel: Panel) => void;
  opened: boolean;
  onClose: () => void;
  isPhone: boolean;
}) {
  const texts = useTexts(ordersListTexts);
  const statusTexts = useTexts(orderStatusTexts);
  const form = useAdminForm({ schema: panelSchema, defaultValues: panelOf(filters) });
  const clear = () => {
    form.reset(panelOf(emptyOrderFilters));
    onApply(panelOf(emptyOrderFilters));
  };
  return (
    <ListFiltersPanel
      opened={opened}
      onClose={onClose}
      isPhone={isPhone}
      id="orders-filters"
      className="orders-filters"
      texts={texts}
      onClear={clear}
      inForm={(content) => (
        <AdminForm form={form} onSubmit={onApply}>
          {content}
        </AdminForm>
      )}
    >
      <div className="orders-filter-fields">
        <MultiSelectField
          name="statuses"
          label={texts.statuses}
          options={orderStatuses.map((status) => ({ value: status, label: statusTexts[status] }))}
        />
        <DateRangeField name="created" label={texts.createdBetween} />
      </div>
    </ListFiltersPanel>
  );
}
