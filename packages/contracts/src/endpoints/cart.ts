// Filled by the migration onto endpoint objects (see endpoints/orders.ts).
export {};
