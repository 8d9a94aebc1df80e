import { type AdminOrder, ordersAdminEndpoints } from '@grocery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../../api/call';
import { useLanguage } from '../../i18n/useLanguage';
import {
  type ContactBody,
  type NoteBody,
  type OrderChangeAnswer,
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
 * Refusals of a change come back as answers (allowReject), for the panel to explain; a note is
 * never refused for a version (it overwrites nothing). Asked in the page's language (decision 0055).
 */
export function useOrderChanges(): OrderChanges {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const settle = (order: AdminOrder, itemsChanged = false) => {
    queryClient.setQueryData(ordersKeys.order(order.orderId, language), order);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: ordersKeys.lists() }),
      itemsChanged ? queryClient.invalidateQueries({ queryKey: ordersKeys.items(order.orderId) }) : null,
    ]);
  };
  const settleAnswer = (answer: OrderChangeAnswer, itemsChanged = false) =>
    answer.reject ? undefined : settle(answer.order, itemsChanged);

  const query = { languageCode: language };
  const changeStatus = useMutation({
    mutationFn: ({ orderId, body }: Change<StatusChangeBody>) =>
      call(ordersAdminEndpoints.changeStatus, { params: { orderId }, query, body }, { allowReject: true }),
    onSuccess: (answer) => settleAnswer(answer),
  });
  const addNote = useMutation({
    mutationFn: ({ orderId, body }: Change<NoteBody>) =>
      call(ordersAdminEndpoints.addNote, { params: { orderId }, query, body }).then((answer) => answer.order),
    onSuccess: (order) => settle(order),
  });
  const recordPicked = useMutation({
    mutationFn: ({ orderId, body }: Change<PickedBody>) =>
      call(ordersAdminEndpoints.recordPicked, { params: { orderId }, query, body }, { allowReject: true }),
    onSuccess: (answer) => settleAnswer(answer, true),
  });
  const editShipping = useMutation({
    mutationFn: ({ orderId, body }: Change<ShippingBody>) =>
      call(ordersAdminEndpoints.editShipping, { params: { orderId }, query, body }, { allowReject: true }),
    onSuccess: (answer) => settleAnswer(answer),
  });
  const editContact = useMutation({
    mutationFn: ({ orderId, body }: Change<ContactBody>) =>
      call(ordersAdminEndpoints.editContact, { params: { orderId }, query, body }, { allowReject: true }),
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
