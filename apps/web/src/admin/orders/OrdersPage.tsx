import { OrdersScreen } from './OrdersScreen';
import { ordersApi } from './queries';

/** /admin/{lang}/orders: the orders screen on the server's calls. */
export function OrdersPage() {
  return <OrdersScreen api={ordersApi} />;
}
