import type { ordersAdminEndpoints } from '@grocery/contracts';
import { examplesOf } from './examples-of';
import { adminOrder, adminOrderItem, adminOrdersPage, asPage } from './shapes';

export const ordersAdminExamples = examplesOf<typeof ordersAdminEndpoints>()({
  list: { response: adminOrdersPage },
  page: { response: asPage(adminOrdersPage) },
  order: { response: { reject: false, reason: null, order: adminOrder } },
  items: { response: { reject: false, reason: null, orderItems: [adminOrderItem] } },
  changeStatus: {
    body: { toStatus: 'pending', comment: 'Picked the last two.', version: 1, changedBy: null },
    response: { reject: false, reason: null, order: adminOrder },
  },
  addNote: {
    body: { comment: 'Picked the last two.', tellCustomer: false, changedBy: null },
    response: { reject: false, reason: null, order: adminOrder },
  },
  recordPicked: {
    body: { version: 1, lines: [{ orderItemId: 912, pickedQuantity: 1 }] },
    response: { reject: false, reason: null, order: adminOrder },
  },
  editShipping: {
    body: {
      version: 1,
      label: 'Home',
      recipientName: 'Dana Levi',
      phone: '+972 50 123 4567',
      addressLine1: 'Herzl 12',
      addressLine2: 'Apartment 4',
      city: 'Tel Aviv',
      state: 'Tel Aviv District',
      postalCode: '6100001',
      country: 'Israel',
      latitude: 32.0853,
      longitude: 34.7818,
    },
    response: { reject: false, reason: null, order: adminOrder },
  },
  editContact: {
    body: {
      version: 1,
      customerName: 'Dana Levi',
      customerEmail: 'dana@example.com',
      customerPhone: '+972 50 123 4567',
    },
    response: { reject: false, reason: null, order: adminOrder },
  },
  dashboard: {
    response: {
      reject: false,
      reason: null,
      timeZone: 'Asia/Jerusalem',
      currencySymbol: '₪',
      today: { orders: 1, revenue: 1, from: '2026-05-01T00:00:00.000Z', to: '2026-05-31T23:59:59.000Z' },
      week: { orders: 1, revenue: 1, from: '2026-05-01T00:00:00.000Z', to: '2026-05-31T23:59:59.000Z' },
      waiting: [{ status: 'pending', orders: 1 }],
      topProducts: [
        { productId: 1042, productName: 'Fresh milk 3% 1 L', quantity: 1, revenue: 1, orders: 1 },
      ],
    },
  },
});
