/**
 * The shopper's own data (cart, addresses, delivery times, orders, inbox) is read on every visit and
 * not kept once no page shows it: what the shopper acts on is what the server says now (a cart
 * line's quantity is the base of the next change, a checkout total the one finalize must keep).
 * Keys hold the signed-in user's id (`useViewer`), so one shopper never sees another's answers.
 */
export const readOnEveryVisit = { staleTime: 0, gcTime: 0 } as const;
