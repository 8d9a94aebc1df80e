import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { ListFiltersPanel } from '../../shared/filters/FiltersPanel';
import {
  AdminForm,
  DateRangeField,
  MultiSelectField,
  NumberField,
  SelectField,
  TextField,
  useAdminForm,
} from '../../shared/form';
import { allCategoriesQueryOptions } from '../../shared/query/allCategories';
import { productFiltersTexts } from '../texts';
import {
  categoryLinkChoices,
  emptyProductFilters,
  flagChoices,
  imageChoices,
  type ProductFilters,
} from './productFilters';

const day = z.string().nullable();
const range = z.object({ from: day, to: day });
const maxWhole = 2_147_483_647;

/** The panel's values (all but the search box), checked before they reach the list call. */
const panelSchema = z
  .object({
    barcode: z.string().trim().max(32),
    productId: z.number().int().min(1).max(maxWhole).nullable(),
    externalId: z
      .number()
      .int()
      .min(-maxWhole - 1)
      .max(maxWhole)
      .nullable(),
    priceMin: z.number().finite().min(0).nullable(),
    priceMax: z.number().finite().min(0).nullable(),
    active: z.enum(flagChoices),
    image: z.enum(imageChoices),
    categoryLink: z.enum(categoryLinkChoices),
    categoryIds: z.array(z.number().int()),
    created: range,
    modified: range,
    synced: range,
  })
  .refine((v) => v.priceMin === null || v.priceMax === null || v.priceMax >= v.priceMin, {
    message: 'priceOrder',
    path: ['priceMax'],
  });
type Panel = z.output<typeof panelSchema>;

type Props = {
  filters: ProductFilters;
  onChange: (filters: ProductFilters) => void;
  opened: boolean;
  onClose: () => void;
  /** On phones the panel is a drawer over the list. */
  isPhone: boolean;
};

function panelOf({ q: _q, ...panel }: ProductFilters): Panel {
  return panel;
}

/** The products list's filter panel: every filter of the list call but the search box; Apply sends them. */
export function ProductFiltersPanel({ filters, onChange, opened, onClose, isPhone }: Props) {
  const texts = useTexts(productFiltersTexts);
  const language = useLanguage();
  const categories = useQuery(allCategoriesQueryOptions(language));
  const form = useAdminForm({
    schema: panelSchema,
    defaultValues: panelOf(filters),
    customTexts: { priceOrder: texts.priceOrder },
  });
  const options = (categories.data ?? []).map((category) => ({
    value: category.categoryId,
    label: category.categoryName,
  }));
  const apply = (values: Panel) => {
    onChange({ ...filters, ...values, categoryIds: [...new Set(values.categoryIds)] });
    if (isPhone) onClose();
  };
  const clear = () => {
    form.reset(panelOf(emptyProductFilters));
    onChange({ ...emptyProductFilters, q: filters.q });
  };

  return (
    <ListFiltersPanel
      opened={opened}
      onClose={onClose}
      isPhone={isPhone}
      id="products-filters"
      className="products-filters"
      texts={texts}
      onClear={clear}
      inForm={(content) => (
        <AdminForm form={form} onSubmit={apply}>
          {content}
        </AdminForm>
      )}
    >
      <div className="product-fields">
        <TextField name="barcode" label={texts.barcode} maxLength={32} />
        <NumberField name="productId" label={texts.productId} min={1} />
        <NumberField name="externalId" label={texts.externalId} />
        <SelectField
          name="active"
          label={texts.active}
          clearable={false}
          options={[
            { value: 'any', label: texts.any },
            { value: 'true', label: texts.activeOnly },
            { value: 'false', label: texts.inactiveOnly },
          ]}
        />
        <NumberField name="priceMin" label={texts.priceMin} min={0} />
        <NumberField name="priceMax" label={texts.priceMax} min={0} />
        <SelectField
          name="image"
          label={texts.image}
          clearable={false}
          options={[
            { value: 'any', label: texts.any },
            { value: 'with', label: texts.withImage },
            { value: 'without', label: texts.withoutImage },
          ]}
        />
        <SelectField
          name="categoryLink"
          label={texts.categoryLink}
          clearable={false}
          options={[
            { value: 'any', label: texts.any },
            { value: 'with', label: texts.withCategory },
            { value: 'without', label: texts.withoutCategory },
          ]}
        />
      </div>
      <div className="product-fields product-fields--wide">
        <MultiSelectField name="categoryIds" label={texts.categories} options={options} />
        <DateRangeField name="created" label={texts.created} />
        <DateRangeField name="modified" label={texts.modified} />
        <DateRangeField name="synced" label={texts.synced} />
      </div>
    </ListFiltersPanel>
  );
}
