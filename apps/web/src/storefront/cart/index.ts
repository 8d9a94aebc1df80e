/** The cart page: a lazily loaded chunk (with the contracts' schemas and the device cart's Dexie). */
export { MyCartPage } from './MyCartPage';
