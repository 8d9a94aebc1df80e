import type { AdminOrder } from '@grocery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  type ContactBody,
  type NoteBody,
  type OrderChangeAnswer,
  type OrdersApi,
  ordersKeys,
  type PickedBody,
  type ShippingBody,
  type StatusChangeBody,
} from './queries';

type Change<B> = { orderId: number; body: B };

/** What the orders screen may do to an order; each answers as the server did. */
export type OrderChanges = {
  changeStatus: (orderId: number, body: StatusChangeBody) => Promise<OrderChangeAnswer>;
  addNote: (orderId: number, body: NoteBody) => Promise<AdminOrder>;
  recordPicked: (orderId: number, body: PickedBody) => Promise<OrderChangeAnswer>;
  editShipping: (orderId: number, body: ShippingBody) => Promise<OrderChangeAnswer>;
  editContact: (orderId: number, body: ContactBody) => Promise<OrderChangeAnswer>;
  /** After a CONFLICT: the order, its items and the lists are read again. */
  reload: (orderId: number) => Promise<void>;
};

/**
 * The order's changes. Each answer carries the order as it now is: it replaces the cached order,
 * and the lists (status, totals, updated) refetch; picked weights also refetch the order's items.
 * A refusal changes nothing, so nothing is refetched (a CONFLICT's reload is the caller's).
 */
export function useOrderChanges(api: OrdersApi): OrderChanges {
  const queryClient = useQueryClient();
  const settle = (order: AdminOrder, itemsChanged = false) => {
    queryClient.setQueryData(ordersKeys.order(order.orderId), order);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: ordersKeys.lists() }),
      itemsChanged ? queryClient.invalidateQueries({ queryKey: ordersKeys.items(order.orderId) }) : null,
    ]);
  };
  const settleAnswer = (answer: OrderChangeAnswer, itemsChanged = false) =>
    answer.reject ? undefined : settle(answer.order, itemsChanged);

  const changeStatus = useMutation({
    mutationFn: ({ orderId, body }: Change<StatusChangeBody>) => api.changeStatus(orderId, body),
    onSuccess: (answer) => settleAnswer(answer),
  });
  const addNote = useMutation({
    mutationFn: ({ orderId, body }: Change<NoteBody>) => api.addNote(orderId, body),
    onSuccess: (order) => settle(order),
  });
  const recordPicked = useMutation({
    mutationFn: ({ orderId, body }: Change<PickedBody>) => api.recordPicked(orderId, body),
    onSuccess: (answer) => settleAnswer(answer, true),
  });
  const editShipping = useMutation({
    mutationFn: ({ orderId, body }: Change<ShippingBody>) => api.editShipping(orderId, body),
    onSuccess: (answer) => settleAnswer(answer),
  });
  const editContact = useMutation({
    mutationFn: ({ orderId, body }: Change<ContactBody>) => api.editContact(orderId, body),
    onSuccess: (answer) => settleAnswer(answer),
  });

  const { mutateAsync: statusAsync } = changeStatus;
  const { mutateAsync: noteAsync } = addNote;
  const { mutateAsync: pickedAsync } = recordPicked;
  const { mutateAsync: shippingAsync } = editShipping;
  const { mutateAsync: contactAsync } = editContact;
  return useMemo(
    () => ({
      changeStatus: (orderId, body) => statusAsync({ orderId, body }),
      addNote: (orderId, body) => noteAsync({ orderId, body }),
      recordPicked: (orderId, body) => pickedAsync({ orderId, body }),
      editShipping: (orderId, body) => shippingAsync({ orderId, body }),
      editContact: (orderId, body) => contactAsync({ orderId, body }),
      reload: async (orderId) => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: ordersKeys.detail(orderId) }),
          queryClient.invalidateQueries({ queryKey: ordersKeys.lists() }),
        ]);
      },
    }),
    [statusAsync, noteAsync, pickedAsync, shippingAsync, contactAsync, queryClient],
  );
}
