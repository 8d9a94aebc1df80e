import type { AdminCategory } from '@grocery/contracts';
import { describe, expect, it } from 'vitest';
import { categoryChanges, categoryFormSchema, categoryFormValues } from './categoryValues';

const loaded: AdminCategory = {
  categoryId: 4,
  categoryName: 'מוצרי חלב',
  baseName: 'Dairy',
  active: true,
  imageFile: null,
  externalId: 12,
  sortOrder: 3,
  totalProducts: 8,
  userTypeIds: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  modifiedAt: '2026-01-01T00:00:00.000Z',
  version: 5,
};

const saved = (values: ReturnType<typeof categoryFormValues>) => categoryFormSchema.parse(values);

describe('categoryFormValues', () => {
  it('edits the base name, not the name in the admin language', () => {
    expect(categoryFormValues(loaded)).toEqual({
      categoryName: 'Dairy',
      active: true,
      externalId: 12,
      sortOrder: 3,
    });
  });
});

describe('categoryChanges', () => {
  it('is empty when nothing changed (the name trimmed as the schema trims it)', () => {
    expect(
      categoryChanges(loaded, saved({ ...categoryFormValues(loaded), categoryName: ' Dairy ' })),
    ).toEqual({});
  });

  it('holds only the changed fields', () => {
    const values = { ...categoryFormValues(loaded), categoryName: 'Milk', externalId: null };
    expect(categoryChanges(loaded, saved(values))).toEqual({ categoryName: 'Milk', externalId: null });
  });

  it('sees a flag and a sort order change', () => {
    const values = { ...categoryFormValues(loaded), active: false, sortOrder: 0 };
    expect(categoryChanges(loaded, saved(values))).toEqual({ active: false, sortOrder: 0 });
  });
});

describe('categoryFormSchema', () => {
  it('refuses a blank name', () => {
    expect(categoryFormSchema.safeParse({ ...categoryFormValues(loaded), categoryName: '   ' }).success).toBe(
      false,
    );
  });
});
