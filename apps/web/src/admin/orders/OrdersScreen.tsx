import { type AdminOrderRow, adminOrdersPageSize, fillText, orderStatusKey } from '@grocery/contracts';
import { Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { orderStatusTexts } from '../../components/orderStatus/texts';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { DataGrid, type GridMenuItem } from '../shared/grid';
import { adminPageTitles } from '../shared/texts';
import { OrderItemsDetails } from './list/OrderItemsDetails';
import { OrdersFilters } from './list/OrdersFilters';
import { filtersFromParams, type OrderFilters, openOrderOf, paramsWithFilters } from './list/orderFilters';
import { ordersColumns } from './list/ordersColumns';
import { type RowAction, RowActionDialog } from './list/RowActionDialog';
import { OrderDrawer } from './panel/OrderDrawer';
import { orderItemsQueryOptions, ordersListRemote } from './queries';
import { useOrderRights } from './rights';
import { nextStatusesOf } from './status';
import { orderPanelTexts, ordersListTexts } from './texts';
import './orders.css';

const phoneQuery = '(max-width: 47.99em)';

/** The list's place in the query string that is not a filter: the open order. */
const openParam = 'order';

/**
 * The orders screen: the grid (25 a page, sorted by the server, newest first), its filters in the
 * URL, each row's items on expanding it, a row menu to move an order on or note it, and the order
 * panel over the list (`?order=123`). Route: /admin/{lang}/orders.
 */
export function OrdersScreen() {
  const texts = useTexts(ordersListTexts);
  const panelTexts = useTexts(orderPanelTexts);
  const statusTexts = useTexts(orderStatusTexts);
  const titles = useTexts(adminPageTitles);
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { canStatus } = useOrderRights();
  const isPhone = useMediaQuery(phoneQuery, false, { getInitialValueInEffect: false });
  const [params, setParams] = useSearchParams();
  const [action, setAction] = useState<RowAction | null>(null);

  // The filters change only when a filter's part of the query string does (not when a panel opens).
  const filterText = paramsWithFilters(new URLSearchParams(), filtersFromParams(params)).toString();
  const filters = useMemo<OrderFilters>(
    () => filtersFromParams(new URLSearchParams(filterText)),
    [filterText],
  );
  const openOrder = openOrderOf(params);

  const statusLabel = (status: string) => statusTexts[orderStatusKey(status)];
  // biome-ignore lint/correctness/useExhaustiveDependencies: statusLabel reads statusTexts, listed
  const columns = useMemo(
    () =>
      ordersColumns(texts, {
        language,
        statusLabel,
        orderLink: (row) => `?${filterText ? `${filterText}&` : ''}${openParam}=${row.orderId}`,
      }),
    [texts, language, statusTexts, filterText],
  );
  const remote = useMemo(
    () => ordersListRemote(filters, language, texts.loadError),
    [filters, language, texts.loadError],
  );
  const details = useMemo(
    () => ({
      label: texts.itemsLabel,
      load: async (row: AdminOrderRow) => {
        await queryClient.fetchQuery(orderItemsQueryOptions(row.orderId, language));
        return <OrderItemsDetails row={row} />;
      },
    }),
    [language, queryClient, texts.itemsLabel],
  );

  // The search box sends its text after a pause, through a callback its hook refreshes only in an
  // effect: an order opened meanwhile (`?order=`) is in the last render, not yet in that callback's.
  const latestParams = useRef(params);
  latestParams.current = params;
  const changeFilters = (next: OrderFilters) =>
    setParams(paramsWithFilters(latestParams.current, next), { replace: true });
  const open = (orderId: number) => {
    const next = new URLSearchParams(params);
    next.set(openParam, String(orderId));
    setParams(next, { state: { orderOpened: true } });
  };
  const close = () => {
    // Opened from the list: Back to it (its entry is the one before); opened by a link: the list in its place.
    if ((location.state as { orderOpened?: boolean } | null)?.orderOpened) return navigate(-1);
    const next = new URLSearchParams(params);
    next.delete(openParam);
    setParams(next, { replace: true });
  };
  const menu = (row: AdminOrderRow | null): GridMenuItem[] => {
    if (!row) return [];
    const items: GridMenuItem[] = [{ label: texts.open, onSelect: () => open(row.orderId) }];
    if (!canStatus) return items;
    const next = nextStatusesOf(row.statusCode);
    for (const status of next) {
      items.push({
        label: fillText(panelTexts.moveTo, { status: statusTexts[status] }),
        onSelect: () => setAction({ kind: 'status', row, status }),
        color: status === 'cancelled' ? 'red' : undefined,
      });
    }
    if (next.length === 0) items.push({ label: texts.noNextStatus, onSelect: () => {}, disabled: true });
    items.push({ label: texts.addNote, onSelect: () => setAction({ kind: 'note', row }) });
    return items;
  };

  return (
    <Stack gap="md" p="md">
      <Title order={1} size="h2">
        {titles.orders}
      </Title>
      <OrdersFilters filters={filters} onChange={changeFilters} isPhone={isPhone} />
      <DataGrid<AdminOrderRow>
        key={filterText}
        gridId="orders"
        label={texts.gridLabel}
        columns={columns}
        rowKey={(row) => row.orderId}
        pageSize={adminOrdersPageSize}
        remote={remote}
        initialSort={{ key: 'createdAt', dir: 'desc' }}
        onOpen={(row) => open(row.orderId)}
        contextMenu={menu}
        details={details}
      />
      <OrderDrawer orderId={openOrder} onClose={close} />
      <RowActionDialog action={action} onClose={() => setAction(null)} />
    </Stack>
  );
}
