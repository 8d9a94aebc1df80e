/** The order pages (confirmation, my orders, details): a lazily loaded chunk with the contracts' schemas. */
export { MyOrdersPage } from './MyOrdersPage';
export { OrderConfirmationPage } from './OrderConfirmationPage';
export { OrderDetailsPage } from './OrderDetailsPage';
