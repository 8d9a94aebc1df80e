import {
  type AdminOrder,
  type LanguageCode,
  type OrderHistoryEntry,
  orderPickingStatus,
  orderStatusFlow,
} from '@grocery/contracts';
import type { Executor } from '../../db/user-lock';
import { canEdit } from './order-rules';
import { selectOrderPanel, toOrderRow } from './orders-admin.sql';

/**
 * The panel of the order: its fields (the slot's zone named in the page's language), the placed entry
 * then its stored history, and what may follow.
 */
export async function panelOf(
  db: Executor,
  orderId: number,
  language: LanguageCode,
): Promise<AdminOrder | null> {
  const [row] = await selectOrderPanel(db, orderId, language);
  if (!row) return null;
  const { history, customerName, customerEmail, customerPhone, shippingAddress, ...fields } = toOrderRow(row);
  const placed: OrderHistoryEntry = {
    historyId: 0,
    kind: 'placed',
    fromStatus: null,
    toStatus: 'pending',
    note: null,
    changedBy: null,
    at: fields.createdAt,
    customerTold: true,
  };
  return {
    ...fields,
    shippingAddress: shippingAddress as AdminOrder['shippingAddress'],
    contact: { customerName, customerEmail, customerPhone },
    history: [placed, ...history.map((entry) => ({ ...entry, at: new Date(entry.at).toISOString() }))],
    nextStatuses: [...orderStatusFlow[fields.statusCode]],
    editable: canEdit(fields.statusCode),
    pickable: fields.statusCode === orderPickingStatus,
  };
}
