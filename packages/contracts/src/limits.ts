/**
 * Numbers both sides must agree on, with no zod in this module: the web's first load may import
 * them without pulling in the schemas.
 */

/** The largest quantity one cart line may hold, and the largest delta one call may send. */
export const maxCartQuantity = 10_000;

export const productsPageSize = 25;

/** The largest page index the list call accepts; past the last page it answers an empty page. */
export const maxPageIndex = 1_000_000;

/**
 * Search: the trimmed term has 2 to 100 characters. Terms of 2 characters match the start of a
 * name (or barcode) only; 3 and more also match anywhere inside a name (trigram index).
 */
export const searchLimits = { minLength: 2, maxLength: 100, maxResults: 20, containsFrom: 3 } as const;

/** Limits of the shipping-address fields (the web form shows the same). */
export const addressLimits = { textMax: 200, phoneMax: 40, postalCodeMax: 20 } as const;

/** The inbox keeps every notification; the list answers the newest this many. */
export const notificationsListLimit = 100;
