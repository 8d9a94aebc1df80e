/**
 * The first part of each catalogue feature's query keys. Features do not import each other, yet a
 * save in one changes what another shows (a user type's categories are the categories' visibility;
 * a category link is a product's categories): the saving feature invalidates the other's root here.
 * The users admin reads the user types under the same key (its `userTypesKeys.all`).
 */
export const catalogueRootKeys = {
  categories: ['categories'],
  userTypes: ['userTypes'],
  products: ['products'],
  /** Category rules and the count of imported products in no category (the Database sync page shows it too). */
  categoryRules: ['categoryRules'],
  /** Promotions: their saves change no other feature's lists. */
  promotions: ['promotions'],
} as const;
