/** The payment placeholder page: a lazily loaded chunk (react-hook-form), without the map. */
export { PaymentPage } from './PaymentPage';
