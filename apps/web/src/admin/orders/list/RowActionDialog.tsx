import type { AdminOrderRow, OrderStatus } from '@grocery/contracts';
import { fillText } from '@grocery/contracts';
import { Modal } from '@mantine/core';
import { orderStatusTexts } from '../../../components/orderStatus/texts';
import { useTexts } from '../../../i18n/useTexts';
import { adminToast } from '../../shared/feedback';
import { NoteForm } from '../panel/NoteForm';
import { StatusChangeForm } from '../panel/StatusChangeForm';
import { orderPanelTexts, ordersListTexts } from '../texts';

/** What a row's menu asked for: a move to one status, or a note. */
export type RowAction =
  | { kind: 'status'; row: AdminOrderRow; status: OrderStatus }
  | { kind: 'note'; row: AdminOrderRow };

type Props = { action: RowAction | null; onClose: () => void };

/**
 * The row menu's dialog: a status change (sent with the row's version: the server refuses it when
 * the order moved on meanwhile) or a note. A conflict says so in a toast; the list has been reloaded.
 */
export function RowActionDialog({ action, onClose }: Props) {
  const texts = useTexts(ordersListTexts);
  const panelTexts = useTexts(orderPanelTexts);
  const statusTexts = useTexts(orderStatusTexts);
  const title =
    action?.kind === 'status'
      ? fillText(texts.statusDialog, { number: action.row.orderNumber, status: statusTexts[action.status] })
      : action
        ? fillText(texts.noteDialog, { number: action.row.orderNumber })
        : '';
  return (
    <Modal
      opened={action !== null}
      onClose={onClose}
      title={<bdi dir="auto">{title}</bdi>}
      closeButtonProps={{ 'aria-label': panelTexts.close }}
      removeScrollProps={{ removeScrollBar: false }}
    >
      {action?.kind === 'status' && (
        <StatusChangeForm
          order={action.row}
          choices={[action.status]}
          onConflict={(message) => {
            adminToast.error(message);
            onClose();
          }}
          onDone={onClose}
        />
      )}
      {action?.kind === 'note' && <NoteForm orderId={action.row.orderId} onDone={onClose} />}
    </Modal>
  );
}
