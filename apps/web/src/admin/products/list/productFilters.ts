import type { InputOf, productsAdminEndpoints } from '@grocery/contracts';
import { z } from 'zod';

type ListQuery = InputOf<typeof productsAdminEndpoints.page>['query'];

export type DayRange = { from: string | null; to: string | null };
export const flagChoices = ['any', 'true', 'false'] as const;
export const imageChoices = ['any', 'with', 'without'] as const;
/** Linked to some category or to none (imported products are until someone links them). */
export const categoryLinkChoices = ['any', 'with', 'without'] as const;

/** The products list's filters as the panel holds them (every filter of the spec's list call). */
export type ProductFilters = {
  q: string;
  barcode: string;
  productId: number | null;
  externalId: number | null;
  priceMin: number | null;
  priceMax: number | null;
  active: (typeof flagChoices)[number];
  image: (typeof imageChoices)[number];
  categoryLink: (typeof categoryLinkChoices)[number];
  categoryIds: number[];
  created: DayRange;
  modified: DayRange;
  synced: DayRange;
};

const noDays: DayRange = { from: null, to: null };

export const emptyProductFilters: ProductFilters = {
  q: '',
  barcode: '',
  productId: null,
  externalId: null,
  priceMin: null,
  priceMax: null,
  active: 'any',
  image: 'any',
  categoryLink: 'any',
  categoryIds: [],
  created: noDays,
  modified: noDays,
  synced: noDays,
};

/** A number as the query string takes it: plain digits (never an exponent, never Infinity). */
function plainNumber(value: number | null): string | undefined {
  if (value === null || !Number.isFinite(value)) return undefined;
  const text = String(value);
  return /^-?\d+(\.\d+)?$/.test(text) ? text : undefined;
}

const textOrNothing = (value: string) => value.trim() || undefined;
const flagOf = (value: ProductFilters['active']) => (value === 'any' ? undefined : value);
const presenceOf = (value: 'any' | 'with' | 'without') =>
  value === 'any' ? undefined : value === 'with' ? 'true' : 'false';

/**
 * The filters as the list call's query: empty ones left out, category ids each once, days as the
 * panel chose them (the server makes a to-day exclusive: up to the next day, 00:00 UTC).
 */
export function productsListQuery(filters: ProductFilters): Partial<ListQuery> {
  const query: Partial<ListQuery> = {
    q: textOrNothing(filters.q),
    barcode: textOrNothing(filters.barcode),
    productId: plainNumber(filters.productId),
    externalId: plainNumber(filters.externalId),
    priceMin: plainNumber(filters.priceMin),
    priceMax: plainNumber(filters.priceMax),
    active: flagOf(filters.active),
    hasImage: presenceOf(filters.image),
    hasCategory: presenceOf(filters.categoryLink),
    categoryIds: filters.categoryIds.length ? [...new Set(filters.categoryIds)].join(',') : undefined,
    createdFrom: filters.created.from ?? undefined,
    createdTo: filters.created.to ?? undefined,
    modifiedFrom: filters.modified.from ?? undefined,
    modifiedTo: filters.modified.to ?? undefined,
    syncedFrom: filters.synced.from ?? undefined,
    syncedTo: filters.synced.to ?? undefined,
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

/** How many filters of the panel (not the search box) are set: shown on its toggle. */
export function panelFilterCount(filters: ProductFilters): number {
  const { q: _q, ...panel } = productsListQuery(filters);
  return Object.keys(panel).length;
}

const day = z.iso.date().nullable().catch(null);
const range = z.object({ from: day, to: day }).catch(noDays);
const whole = z.number().int().nullable().catch(null);
const amount = z.number().finite().min(0).nullable().catch(null);

/** Stored filters read back: anything unreadable becomes its empty value. */
const storedFiltersSchema = z
  .object({
    q: z.string().max(100).catch(''),
    barcode: z.string().max(32).catch(''),
    productId: whole,
    externalId: whole,
    priceMin: amount,
    priceMax: amount,
    active: z.enum(flagChoices).catch('any'),
    image: z.enum(imageChoices).catch('any'),
    categoryLink: z.enum(categoryLinkChoices).catch('any'),
    categoryIds: z
      .array(z.number().int().positive())
      .catch([])
      .transform((ids) => [...new Set(ids)]),
    created: range,
    modified: range,
    synced: range,
  })
  .catch(emptyProductFilters);

export function parseProductFilters(value: unknown): ProductFilters {
  return storedFiltersSchema.parse(value ?? {});
}
