import type { AdminProduct, InputOf, productsAdminEndpoints } from '@grocery/contracts';
import { fillText } from '@grocery/contracts';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { type FieldErrors, FormProvider, useWatch } from 'react-hook-form';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { AdminTabItem, AdminTabs, adminToast, PageError } from '../../shared/feedback';
import { type SelectOption, useAdminForm } from '../../shared/form';
import { productEditorTexts } from '../texts';
import { CategoriesTab } from './CategoriesTab';
import { DetailsTab } from './DetailsTab';
import { ImagesTab } from './ImagesTab';
import { posDetailsOf } from './PosDetailsLine';
import { PricesTab } from './PricesTab';
import {
  createProductBody,
  type EditorTab,
  hasChanges,
  type LoadedPriceRow,
  type LoadedProduct,
  type ProductDraft,
  type ProductFormValues,
  productFormSchema,
  productFormValues,
  tabOfField,
  updateProductBody,
} from './productForm';
import { rejectionText, type SaveRejection } from './saveRejection';
import { TranslationsTab } from './TranslationsTab';

/** One save of the editor: a new product, or an edit's changes. */
export type ProductSave =
  | { kind: 'create'; body: InputOf<typeof productsAdminEndpoints.create>['body'] }
  | { kind: 'update'; body: InputOf<typeof productsAdminEndpoints.update>['body'] };
/** The server's answer to a save: the product saved, or a refusal (naming its field when it can). */
export type ProductSaveAnswer =
  | { reject: false; product: AdminProduct }
  | { reject: true; reason: string; field?: string; message?: string };

type Props = {
  /** The product as loaded, with its price rows; null for a new product. */
  loaded: LoadedProduct | null;
  /** The Prices tab's rows: the loaded ones, or every user type unpriced for a new product. */
  priceRows: readonly LoadedPriceRow[];
  /** Without pricing:read and pricing:write the Prices tab says so and nothing of it is sent. */
  canPrice: boolean;
  categoryOptions: SelectOption[];
  onSave: (save: ProductSave) => Promise<ProductSaveAnswer>;
  onSaved: (product: AdminProduct, created: boolean) => void;
  onCancel: () => void;
  onReload: () => void;
};

const formTabs = new Set<EditorTab>(['details', 'categories', 'prices']);

/** The names of the fields with errors, nested ones as paths (prices.0.price). */
function errorFields(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const name = `${prefix}${key}`;
    return 'message' in value || 'type' in value ? [name] : errorFields(value as FieldErrors, `${name}.`);
  });
}

/**
 * The product editor: Details, Categories and Prices are one form saved in one call (create, or an
 * update of only what changed); Images and Translations save on their own, for a saved product.
 */
export function ProductEditor({
  loaded,
  priceRows,
  canPrice,
  categoryOptions,
  onSave,
  onSaved,
  onCancel,
  onReload,
}: Props) {
  const texts = useTexts(productEditorTexts);
  const language = useLanguage();
  const [tab, setTab] = useState<EditorTab>('details');
  const [conflict, setConflict] = useState(false);
  const [failure, setFailure] = useState<{ message: string; error?: unknown } | null>(null);
  const labels: Record<string, string> = {
    productName: texts.productName,
    shortDesc: texts.shortDesc,
    longDesc: texts.longDesc,
    slugUrl: texts.slugUrl,
    barcode: texts.barcode,
    externalId: texts.externalId,
    costPrice: texts.costPrice,
    consumerPrice: texts.consumerPrice,
    onlinePrice: texts.onlinePrice,
    promotionPrice: texts.promotionPrice,
    unit: texts.unit,
    minimumQuantity: texts.minimumQuantity,
    quantityStep: texts.quantityStep,
    categoryIds: texts.categories,
  };
  const form = useAdminForm({
    schema: productFormSchema,
    // Typed values hold null where a number is not yet entered; the schema refuses what it must.
    defaultValues: productFormValues(loaded?.product ?? null, canPrice ? priceRows : []) as never,
    labels,
  });
  const values = useWatch({ control: form.control }) as ProductFormValues;
  const changed = loaded === null || hasChanges(loaded, values);
  // Images and Translations load their own data: only once their tab has been opened.
  const [opened, setOpened] = useState<ReadonlySet<EditorTab>>(new Set(['details']));
  const show = (next: EditorTab) => {
    setTab(next);
    setOpened((current) => (current.has(next) ? current : new Set([...current, next])));
  };
  const tabsWithErrors = [...new Set(errorFields(form.formState.errors).map(tabOfField))];

  const refuse = (rejection: SaveRejection) => {
    if (rejection.reason === 'CONFLICT') {
      setConflict(true);
      return;
    }
    const labelOf = (field: string) => labels[field] ?? labels[field.split('.').at(-1) ?? ''];
    const message = rejectionText(rejection, texts, language, labelOf);
    if (!rejection.field) {
      setFailure({ message });
      return;
    }
    form.setError(rejection.field as never, { type: 'server', message });
    show(tabOfField(rejection.field));
  };

  const save = async (draft: ProductDraft) => {
    setFailure(null);
    setConflict(false);
    try {
      if (!loaded) {
        const answer = await onSave({ kind: 'create', body: createProductBody(draft) });
        if (answer.reject) return refuse(answer);
        adminToast.success(texts.created);
        return onSaved(answer.product, true);
      }
      const body = updateProductBody(loaded, draft);
      if (!body) return;
      const answer = await onSave({ kind: 'update', body });
      if (answer.reject) return refuse(answer);
      adminToast.success(texts.saved);
      onSaved(answer.product, false);
    } catch (error) {
      setFailure({ message: texts.saveFailed, error });
    }
  };
  const showErrors = (errors: FieldErrors) => {
    const tabs = errorFields(errors).map(tabOfField);
    if (tabs.length > 0 && !tabs.includes(tab)) show(tabs[0] as EditorTab);
  };
  const tabLabels: Record<EditorTab, string> = {
    details: texts.detailsTab,
    categories: texts.categoriesTab,
    images: texts.imagesTab,
    prices: texts.pricesTab,
    translations: texts.translationsTab,
  };
  const productId = loaded?.product.productId ?? null;

  return (
    <FormProvider {...form}>
      <Stack gap="md">
        {conflict && (
          <Alert color="orange" role="alert" title={texts.saveFailed}>
            <Stack gap="sm" align="flex-start">
              {texts.conflict}
              <Button size="xs" variant="outline" color="orange" onClick={onReload}>
                {texts.reload}
              </Button>
            </Stack>
          </Alert>
        )}
        <AdminTabs value={tab} onChange={(next) => show(next as EditorTab)}>
          <AdminTabItem value="details" label={tabLabels.details}>
            <DetailsTab
              posCode={loaded?.product.posCode ?? null}
              posStillSells={loaded?.product.shopInactive === true && loaded.product.posActive === true}
              posDetails={posDetailsOf(loaded?.product)}
            />
          </AdminTabItem>
          <AdminTabItem value="categories" label={tabLabels.categories}>
            <CategoriesTab options={categoryOptions} />
          </AdminTabItem>
          <AdminTabItem value="images" label={tabLabels.images}>
            {opened.has('images') && <ImagesTab productId={productId} />}
          </AdminTabItem>
          <AdminTabItem value="prices" label={tabLabels.prices}>
            <PricesTab canSee={canPrice} />
          </AdminTabItem>
          <AdminTabItem value="translations" label={tabLabels.translations}>
            {opened.has('translations') && <TranslationsTab productId={productId} />}
          </AdminTabItem>
        </AdminTabs>
        {formTabs.has(tab) && (
          <Stack gap="sm" className="product-editor__actions">
            {tabsWithErrors.length > 0 && (
              <Alert color="red" role="alert" py="xs">
                {fillText(texts.fixFields, {
                  tabs: tabsWithErrors.map((item) => tabLabels[item]).join(', '),
                })}
              </Alert>
            )}
            {failure && <PageError message={failure.message} error={failure.error} />}
            <Group gap="sm">
              <Button
                type="button"
                loading={form.formState.isSubmitting}
                disabled={!changed}
                onClick={() => void form.handleSubmit(save, showErrors)()}
              >
                {texts.save}
              </Button>
              <Button variant="default" onClick={onCancel}>
                {texts.cancel}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </FormProvider>
  );
}
