/**
 * The catalogue pages (categories, products list, product details): one lazily loaded chunk with
 * the contracts' schemas, imported only by the router.
 */
export { CategoriesPage } from './categories/CategoriesPage';
export { ProductDetailsPage } from './details/ProductDetailsPage';
export { ProductsPage } from './products/ProductsPage';
