import { endpointsOf } from '../endpoint';
import type * as schemas from '../orders-admin';

/** The back office's orders and the dashboard's figures (decision 0046). */
export const ordersAdminEndpoints = endpointsOf<typeof schemas>()('orders-admin', {
  list: {
    method: 'GET',
    path: '/api/admin/orders',
    access: ['admin_access', 'orders:read'],
    summary: 'The orders grid: filtered by status, days and text, sorted and paged.',
    query: 'adminOrdersQuery',
    response: 'adminOrdersResponse',
  },
  order: {
    method: 'GET',
    path: '/api/admin/orders/:orderId',
    access: ['admin_access', 'orders:read'],
    summary: 'One order with its money, address, contact, history and the statuses it may move to.',
    params: 'adminOrderParams',
    response: 'adminOrderResponse',
  },
  items: {
    method: 'GET',
    path: '/api/admin/orders/:orderId/items',
    access: ['admin_access', 'orders:read'],
    summary: "An order's lines, names in the language asked, with picked weights.",
    params: 'adminOrderParams',
    query: 'adminOrderQuery',
    response: 'adminOrderItemsResponse',
  },
  changeStatus: {
    method: 'POST',
    path: '/api/admin/orders/:orderId/status',
    access: ['admin_access', 'orders:status'],
    summary:
      'Moves the order to an allowed next status as the signed-in admin; the customer is told (notification and email in their language).',
    params: 'adminOrderParams',
    body: 'orderStatusChangeRequest',
    response: 'orderChangeResponse',
  },
  addNote: {
    method: 'POST',
    path: '/api/admin/orders/:orderId/notes',
    access: ['admin_access', 'orders:status'],
    summary: "A note in the order's history; told to the customer only when asked.",
    params: 'adminOrderParams',
    body: 'orderNoteRequest',
    response: 'orderNoteResponse',
  },
  recordPicked: {
    method: 'PUT',
    path: '/api/admin/orders/:orderId/picked',
    access: ['admin_access', 'orders:status'],
    summary: 'Picked weights of weighed lines while picking; the final total is recomputed.',
    params: 'adminOrderParams',
    body: 'pickedQuantitiesRequest',
    response: 'orderChangeResponse',
  },
  editShipping: {
    method: 'PUT',
    path: '/api/admin/orders/:orderId/shipping',
    access: ['admin_access', 'orders:write'],
    summary: "The order's delivery address, until it is out for delivery.",
    params: 'adminOrderParams',
    body: 'orderShippingRequest',
    response: 'orderChangeResponse',
  },
  editContact: {
    method: 'PUT',
    path: '/api/admin/orders/:orderId/contact',
    access: ['admin_access', 'orders:write'],
    summary: "The order's contact name, email and phone, until it is out for delivery.",
    params: 'adminOrderParams',
    body: 'orderContactRequest',
    response: 'orderChangeResponse',
  },
  dashboard: {
    method: 'GET',
    path: '/api/admin/dashboard',
    access: ['admin_access', 'orders:read'],
    summary:
      "Today's and this week's orders and revenue, orders waiting per status, this week's top products.",
    query: 'dashboardQuery',
    response: 'dashboardResponse',
  },
});
