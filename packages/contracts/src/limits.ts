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

/** The spec's email rule: non-space text, an at sign, non-space text, a dot, non-space text. */
export const emailPattern = /^\S+@\S+\.\S+$/;

/** Account fields: emails up to 254 characters, display names of 2 to 100 (trimmed). */
export const accountLimits = { emailMax: 254, displayNameMin: 2, displayNameMax: 100 } as const;

/** Passwords (counted in characters before the client hashes them): signing in, and a new one. */
export const passwordRules = { signInMinimum: 3, signUpMinimum: 8 } as const;

/** An order number in a path: 1 to 18 digits. */
export const orderNumberPattern = /^\d{1,18}$/;

/** The largest id a path or a body may name (PostgreSQL's integer). */
export const maxId = 2_147_483_647;

/** A positive id as path text: digits only, no sign, no leading zero. */
export const idPattern = /^[1-9]\d{0,9}$/;
