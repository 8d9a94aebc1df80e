/** The shipping details page: a lazily loaded chunk with Leaflet, the form and the contracts' schemas. */
export { ShippingDetailsPage } from './ShippingDetailsPage';
