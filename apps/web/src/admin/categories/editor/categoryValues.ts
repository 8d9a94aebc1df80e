import { type AdminCategory, createCategoryRequest } from '@grocery/contracts';
import type { z } from 'zod';

/** The Category Details form checks the contract's own create request. */
export const categoryFormSchema = createCategoryRequest;
type CategoryFormValues = z.input<typeof categoryFormSchema>;
export type CategoryFields = z.output<typeof categoryFormSchema>;

/** A new category's starting values: active, shown first (sort order 0), no external id. */
export const newCategoryValues: CategoryFormValues = {
  categoryName: '',
  active: true,
  externalId: null,
  sortOrder: 0,
};

/** A loaded category as the form edits it: its base name (translations have their own tab). */
export function categoryFormValues(category: AdminCategory): CategoryFormValues {
  return {
    categoryName: category.baseName,
    active: category.active,
    externalId: category.externalId,
    sortOrder: category.sortOrder,
  };
}

/** Only the fields that differ from the loaded category (the update's `changes`). */
export function categoryChanges(loaded: AdminCategory, saved: CategoryFields): Partial<CategoryFields> {
  const before = categoryFormValues(loaded);
  const changes: Partial<CategoryFields> = {};
  if (saved.categoryName !== before.categoryName.trim()) changes.categoryName = saved.categoryName;
  if (saved.active !== before.active) changes.active = saved.active;
  if (saved.externalId !== before.externalId) changes.externalId = saved.externalId;
  if (saved.sortOrder !== before.sortOrder) changes.sortOrder = saved.sortOrder;
  return changes;
}
