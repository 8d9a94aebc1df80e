import { fillText } from '@grocery/contracts';
import { Suspense, useEffect } from 'react';
import { ButtonLink } from '../../../components/button/Button';
import { useDocumentTitle } from '../../../components/documentTitle/useDocumentTitle';
import { EmptyState, ErrorState } from '../../../components/loadState/LoadState';
import { LazyNotFoundPage } from '../../../components/notFound/LazyNotFoundPage';
import { SkeletonCards } from '../../../components/skeleton/Skeleton';
import { useTexts } from '../../../i18n/useTexts';
import { eagerPictures } from '../../shared/catalogue/ProductImage';
import { pagerTexts } from '../../shared/catalogue/pagerTexts';
import { shopPaths } from '../../shared/catalogue/paths';
import { useProductsList } from '../../shared/catalogue/productsList';
import { rememberProducts } from '../../shared/catalogue/snapshots';
import { storefrontPageTitles } from '../../shared/texts';
import { ProductCard } from './ProductCard';
import { productsTexts } from './texts';
import '../catalogue.css';

/**
 * The products list (spec 2): 25 products a page, six skeletons while loading, an empty state and an
 * error with retry; the main layout shows the category's name and the pager from the same queries.
 * Ids that are not ids, an unknown category and a page past the last are not found.
 */
export function ProductsPage() {
  const texts = useTexts(productsTexts);
  const list = useProductsList();
  const titles = useTexts(storefrontPageTitles);
  const pageTexts = useTexts(pagerTexts);
  const name = list?.category.data?.categoryName ?? titles.products;
  const pageIndex = list?.pageIndex ?? 0;
  useDocumentTitle(
    list?.notFound
      ? undefined
      : pageIndex > 0
        ? `${name} · ${fillText(pageTexts.page, { page: pageIndex + 1 })}`
        : name,
  );
  const page = list?.products.data;
  const language = list?.language;
  useEffect(() => {
    if (page && language) rememberProducts(language, page.products);
  }, [page, language]);

  if (!list || list.notFound) return <LazyNotFoundPage />;
  const { categoryId, products } = list;
  const failed = list.category.isError || products.isError;
  const retry = () => {
    void list.category.refetch();
    void products.refetch();
  };
  return (
    <section className="catalogue-page" aria-busy={products.isPending || undefined}>
      {products.isPending && !failed && <SkeletonCards count={6} />}
      {failed && <ErrorState message={texts.failed} onRetry={retry} />}
      {page && page.total === 0 && (
        <EmptyState
          icon="basket"
          title={texts.emptyTitle}
          message={texts.emptyMessage}
          action={
            <ButtonLink to={shopPaths.categories(list.language)} variant="secondary">
              {texts.allCategories}
            </ButtonLink>
          }
        />
      )}
      {page && page.products.length > 0 && (
        <ul className="product-grid">
          {page.products.map((product, index) => (
            <li key={product.productId}>
              {/* A boundary per card: the browser takes over a server-rendered page card by card, in
                  short tasks, instead of in one long one. */}
              <Suspense>
                <ProductCard
                  eager={index < eagerPictures}
                  product={product}
                  language={list.language}
                  source={{ source: 'products-list', categoryId, pageIndex }}
                />
              </Suspense>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
