import { Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { isNotFound } from '../../../api/client';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { useAppState } from '../../../state/appState';
import { hasPermission } from '../../../state/permissions';
import { PageError } from '../../shared/feedback';
import { allCategoriesQueryOptions } from '../../shared/query/allCategories';
import { useCreateProduct, useUpdateProduct } from '../mutations';
import {
  productPricesQueryOptions,
  productQueryOptions,
  productsKeys,
  userTypesQueryOptions,
} from '../queries';
import { productEditorTexts } from '../texts';
import { ProductEditor, type ProductSave } from './ProductEditor';
import type { LoadedProduct } from './productForm';
import '../products.css';

/** Path ids are digits only (as the server reads them); anything else names no product. */
function productIdOf(param: string | undefined): number | null {
  return param && /^\d{1,15}$/.test(param) ? Number(param) : null;
}

/** Back to the list: the history entry it came from when there is one (Back keeps its place). */
function useBackToList() {
  const navigate = useNavigate();
  const language = useLanguage();
  const location = useLocation();
  const fromList = (location.state as { fromList?: boolean } | null)?.fromList === true;
  return () => (fromList ? navigate(-1) : navigate(`/admin/${language}/products`));
}

function useCanPrice() {
  const { user } = useAppState();
  return hasPermission(user, 'pricing:read') && hasPermission(user, 'pricing:write');
}

function EditorSkeleton() {
  return (
    <Stack gap="md">
      <Skeleton height={36} />
      <Skeleton height={56} />
      <Skeleton height={56} />
      <Skeleton height={120} />
    </Stack>
  );
}

function EditorFrame({ title, children }: { title: string; children: React.ReactNode }) {
  const texts = useTexts(productEditorTexts);
  const language = useLanguage();
  return (
    <Stack gap="md" p="md" maw={1080}>
      <Anchor component={Link} to={`/admin/${language}/products`} size="sm">
        {texts.backToList}
      </Anchor>
      <Title order={1} size="h2">
        <bdi dir="auto">{title}</bdi>
      </Title>
      {children}
    </Stack>
  );
}

/** A new product: every user type's row unpriced, every category to choose from. */
export function ProductNewPage() {
  const texts = useTexts(productEditorTexts);
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const canPrice = useCanPrice();
  const categories = useQuery(allCategoriesQueryOptions(language));
  const userTypes = useQuery({ ...userTypesQueryOptions(), enabled: canPrice });
  const back = useBackToList();
  const create = useCreateProduct();
  const failed = [categories, userTypes].find((query) => query.isError);
  const ready = categories.data && (!canPrice || userTypes.data);
  return (
    <EditorFrame title={texts.newTitle}>
      {failed ? (
        <PageError message={texts.loadFailed} error={failed.error} onRetry={() => void failed.refetch()} />
      ) : ready ? (
        <ProductEditor
          loaded={null}
          priceRows={(userTypes.data ?? []).map((type) => ({
            userTypeId: type.userTypeId,
            userTypeName: type.name,
            price: null,
            minimumQuantity: 1,
            quantityStep: 1,
          }))}
          canPrice={canPrice}
          categoryOptions={categories.data.map((c) => ({ value: c.categoryId, label: c.categoryName }))}
          onSave={(save: ProductSave) => create.mutateAsync(save.body as never)}
          // Saved: on to its editor (in place of this page), where images and translations can be added.
          onSaved={(product) =>
            navigate(`/admin/${language}/products/${product.productId}`, {
              replace: true,
              state: location.state,
            })
          }
          onCancel={back}
          onReload={() => undefined}
        />
      ) : (
        <EditorSkeleton />
      )}
    </EditorFrame>
  );
}

/** An existing product, as loaded when the page opened (a save names that version). */
export function ProductEditPage() {
  const productId = productIdOf(useParams().productId);
  return productId === null ? <ProductNotFound /> : <ProductEdit key={productId} productId={productId} />;
}

function ProductNotFound() {
  const texts = useTexts(productEditorTexts);
  return (
    <EditorFrame title={texts.newTitle}>
      <Text role="status">{texts.notFound}</Text>
    </EditorFrame>
  );
}

function ProductEdit({ productId }: { productId: number }) {
  const texts = useTexts(productEditorTexts);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const canPrice = useCanPrice();
  const product = useQuery(productQueryOptions(productId, language));
  const prices = useQuery({ ...productPricesQueryOptions(productId), enabled: canPrice });
  const categories = useQuery(allCategoriesQueryOptions(language));
  const back = useBackToList();
  const update = useUpdateProduct(productId);
  // The editor works on the product as first loaded; a background refetch does not move it.
  const [snapshot, setSnapshot] = useState<{ loaded: LoadedProduct; generation: number } | null>(null);
  const ready = product.data && categories.data && (!canPrice || prices.data);
  if (ready && !snapshot) {
    setSnapshot({ loaded: { product: product.data, prices: prices.data ?? [] }, generation: 0 });
  }
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: productsKeys.detail(productId) });
    const [fresh, freshPrices] = await Promise.all([
      queryClient.fetchQuery(productQueryOptions(productId, language)),
      canPrice ? queryClient.fetchQuery(productPricesQueryOptions(productId)) : Promise.resolve([]),
    ]);
    setSnapshot((current) => ({
      loaded: { product: fresh, prices: freshPrices },
      generation: (current?.generation ?? 0) + 1,
    }));
  };

  if (isNotFound(product.error)) return <ProductNotFound />;
  const failed = [product, prices, categories].find((query) => query.isError);
  if (failed) {
    return (
      <EditorFrame title={texts.loadFailed}>
        <PageError message={texts.loadFailed} error={failed.error} onRetry={() => void failed.refetch()} />
      </EditorFrame>
    );
  }
  return (
    <EditorFrame title={snapshot?.loaded.product.productName ?? product.data?.productName ?? ''}>
      {snapshot && categories.data ? (
        <ProductEditor
          key={snapshot.generation}
          loaded={snapshot.loaded}
          priceRows={snapshot.loaded.prices}
          canPrice={canPrice}
          categoryOptions={categories.data.map((c) => ({ value: c.categoryId, label: c.categoryName }))}
          onSave={(save: ProductSave) => update.mutateAsync(save.body as never)}
          onSaved={back}
          onCancel={back}
          onReload={() => void reload()}
        />
      ) : (
        <EditorSkeleton />
      )}
    </EditorFrame>
  );
}
