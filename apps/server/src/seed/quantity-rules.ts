import type { SoldBy } from './seed-schema';

/** Unit, minimum quantity and step for each way of selling; weighed goods are priced per kg. */
export const quantityRules: Record<SoldBy, { unit: 'unit' | 'kg'; minimum: string; step: string }> = {
  unit: { unit: 'unit', minimum: '1', step: '1' },
  produce: { unit: 'kg', minimum: '0.5', step: '0.25' },
  butcher: { unit: 'kg', minimum: '0.5', step: '0.25' },
  deli: { unit: 'kg', minimum: '0.2', step: '0.1' },
  bulk: { unit: 'kg', minimum: '0.1', step: '0.1' },
};
