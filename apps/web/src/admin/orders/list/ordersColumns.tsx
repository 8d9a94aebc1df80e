import type { AdminOrderRow, LanguageCode } from '@grocery/contracts';
import { formatDateTimeIn } from '@grocery/contracts';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DeliverySlotText } from '../../../components/deliverySlot/DeliverySlotText';
import { formatSlotIn } from '../../../components/deliverySlot/format';
import { Ltr } from '../../../components/ltr/Ltr';
import type { GridColumn } from '../../shared/grid';
import { StatusLabel } from '../StatusLabel';
import { totalsText } from '../status';
import type { ordersListTexts } from '../texts';

type Texts = Record<keyof (typeof ordersListTexts)['en'], string>;

type Options = {
  language: LanguageCode;
  statusLabel: (status: string) => string;
  /** Where the order number links: this list with the order's panel open. */
  orderLink: (row: AdminOrderRow) => string;
};

/**
 * The orders grid's columns; their keys are the server's sort keys (admin spec §9). The default ones
 * (number, customer, delivery, total, status, placed) fit a 1366 px screen with the side menu open;
 * the email and the last update are in the column picker (decision 0055).
 */
export function ordersColumns(texts: Texts, options: Options): GridColumn<AdminOrderRow>[] {
  const { language, statusLabel, orderLink } = options;
  return [
    {
      key: 'orderNumber',
      header: texts.orderNumber,
      accessor: (row) => row.orderNumber,
      cell: (row) => (
        <Anchor component={Link} to={orderLink(row)} dir="ltr" size="sm">
          {row.orderNumber}
        </Anchor>
      ),
      sortable: true,
      width: 140,
    },
    {
      key: 'userDisplayName',
      header: texts.customer,
      accessor: (row) => row.userDisplayName,
      cell: (row) => <span dir="auto">{row.userDisplayName}</span>,
      sortable: true,
      width: 160,
    },
    {
      // The slot booked (none: an order from before slots), beside the customer, where a dispatcher
      // reads it without scrolling; not one of the server's sort keys.
      key: 'deliverySlot',
      header: texts.delivery,
      accessor: (row) => (row.deliverySlot ? formatSlotIn(language, row.deliverySlot) : ''),
      cell: (row) => (row.deliverySlot ? <DeliverySlotText slot={row.deliverySlot} /> : '—'),
      width: 200,
    },
    {
      key: 'userEmail',
      header: texts.email,
      accessor: (row) => row.userEmail,
      cell: (row) => <span dir="ltr">{row.userEmail}</span>,
      sortable: true,
      width: 220,
      defaultHidden: true,
    },
    {
      key: 'totalAmount',
      header: texts.total,
      accessor: (row) => row.finalTotal ?? row.totalAmount,
      cell: (row) => (
        <span title={row.finalTotal === null ? undefined : texts.totalTitle} data-testid="order-total">
          <Ltr className="order-money">{totalsText(row)}</Ltr>
        </span>
      ),
      sortable: true,
      width: 150,
      align: 'end',
    },
    {
      key: 'statusCode',
      header: texts.status,
      accessor: (row) => statusLabel(row.statusCode),
      cell: (row) => <StatusLabel status={row.statusCode} />,
      sortable: true,
      width: 160,
    },
    {
      key: 'createdAt',
      header: texts.created,
      accessor: (row) => row.createdAt,
      cell: (row) => <Ltr>{formatDateTimeIn(language, row.createdAt)}</Ltr>,
      sortable: true,
      width: 150,
    },
    {
      key: 'updatedAt',
      header: texts.updated,
      accessor: (row) => row.updatedAt,
      cell: (row) => <Ltr>{formatDateTimeIn(language, row.updatedAt)}</Ltr>,
      sortable: true,
      width: 150,
      defaultHidden: true,
    },
  ];
}
