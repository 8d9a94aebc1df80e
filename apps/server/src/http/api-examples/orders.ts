import type { orderEndpoints } from '@grocery/contracts';
import { examplesOf } from './examples-of';
import { order, orderAddress, orderEvent, orderItem } from './shapes';

export const ordersExamples = examplesOf<typeof orderEndpoints>()({
  finalize: {
    body: {
      shippingAddressId: 21,
      languageCode: 'en',
      deliverySlot: { deliveryZoneWindowId: 17, date: '2026-05-05' },
      expectedTotal: 26.8,
    },
    response: {
      reject: false,
      reason: null,
      order: { orderId: 310, orderNumber: '100245', status: 'pending', totalAmount: 26.8 },
    },
  },
  list: { response: { reject: false, reason: null, orders: [order] } },
  page: { response: { reject: false, reason: null, items: [order], total: 1, pageIndex: 0, pageSize: 25 } },
  order: {
    response: {
      reject: false,
      reason: null,
      order: { ...order, shippingAddress: orderAddress },
      orderItems: [orderItem],
      history: [orderEvent],
    },
  },
});
