import { countText, fillText, productsPageSize } from '@grocery/contracts';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { isNotFound } from '../../../api/client';
import { ButtonLink } from '../../../components/button/Button';
import { useDocumentTitle } from '../../../components/documentTitle/useDocumentTitle';
import { EmptyState, ErrorState } from '../../../components/loadState/LoadState';
import { LazyNotFoundPage } from '../../../components/notFound/LazyNotFoundPage';
import { SkeletonCards } from '../../../components/skeleton/Skeleton';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { useAppActions, useAppState } from '../../../state/appState';
import { pagerTexts } from '../../shared/catalogue/pagerTexts';
import { shopPaths } from '../../shared/catalogue/paths';
import { rememberProducts } from '../../shared/catalogue/snapshots';
import { storefrontPageTitles } from '../../shared/texts';
import { useRemote } from '../../shared/useRemote';
import { fetchCategory, fetchProductsPage, parseId, parsePageIndex } from '../api';
import { ProductCard } from './ProductCard';
import { productsTexts } from './texts';
import '../catalogue.css';

/** `/{lang}/products/{categoryId}/{pageIndex?}`: ids that are not ids are simply not found. */
export function ProductsPage() {
  const params = useParams();
  const categoryId = parseId(params.categoryId);
  const pageIndex = parsePageIndex(params.pageIndex);
  if (categoryId === null || pageIndex === null) return <LazyNotFoundPage />;
  return <ProductsList categoryId={categoryId} pageIndex={pageIndex} />;
}

/**
 * The products list (spec 2): the category's name in the sub-menu bar, 25 products a page, the
 * pager in the footer area, six skeletons while loading, an empty state and an error with retry.
 */
function ProductsList({ categoryId, pageIndex }: { categoryId: number; pageIndex: number }) {
  const texts = useTexts(productsTexts);
  const language = useLanguage();
  // Prices and visibility depend on who is looking: load again when someone signs in or out.
  const viewer = useAppState().user?.userId ?? 0;
  const { setSubMenuHeading, setFooterPager } = useAppActions();
  const { state, retry } = useRemote(
    async (signal) => {
      const [category, page] = await Promise.all([
        fetchCategory(language, categoryId, signal),
        fetchProductsPage(language, categoryId, pageIndex, signal),
      ]);
      rememberProducts(language, page.products);
      return { category, ...page };
    },
    [language, viewer, categoryId, pageIndex],
  );
  const ready = state.status === 'ready' ? state.data : null;
  const pageCount = ready ? Math.ceil(ready.total / productsPageSize) : 0;
  const titles = useTexts(storefrontPageTitles);
  const pageTexts = useTexts(pagerTexts);
  const notFound = state.status === 'error' && isNotFound(state.error);
  const category = ready?.category.categoryName;
  const total = ready?.total;
  const name = category ?? titles.products;
  useDocumentTitle(
    notFound
      ? undefined
      : pageIndex > 0
        ? `${name} · ${fillText(pageTexts.page, { page: pageIndex + 1 })}`
        : name,
  );

  useEffect(() => {
    setSubMenuHeading(
      category !== undefined && total !== undefined
        ? { label: texts.category, title: category, detail: countText(language, texts.total, total) }
        : state.status === 'loading'
          ? 'loading'
          : null,
    );
  }, [category, total, state.status, setSubMenuHeading, texts, language]);

  useEffect(() => {
    setFooterPager(pageCount > 1 && pageIndex < pageCount ? { categoryId, pageIndex, pageCount } : null);
  }, [pageCount, pageIndex, categoryId, setFooterPager]);

  useEffect(
    () => () => {
      setFooterPager(null);
      setSubMenuHeading(null);
    },
    [setFooterPager, setSubMenuHeading],
  );

  if (notFound) return <LazyNotFoundPage />;
  return (
    <section className="catalogue-page" aria-busy={state.status === 'loading' || undefined}>
      {state.status === 'loading' && <SkeletonCards count={6} />}
      {state.status === 'error' && <ErrorState message={texts.failed} onRetry={retry} />}
      {ready && ready.products.length === 0 && ready.total === 0 && (
        <EmptyState
          icon="basket"
          title={texts.emptyTitle}
          message={texts.emptyMessage}
          action={
            <ButtonLink to={shopPaths.categories(language)} variant="secondary">
              {texts.allCategories}
            </ButtonLink>
          }
        />
      )}
      {ready && ready.products.length === 0 && ready.total > 0 && (
        <EmptyState
          icon="info"
          title={texts.pastLastTitle}
          message={texts.pastLastMessage}
          action={<ButtonLink to={shopPaths.products(language, categoryId, 0)}>{texts.firstPage}</ButtonLink>}
        />
      )}
      {ready && ready.products.length > 0 && (
        <ul className="product-grid">
          {ready.products.map((product) => (
            <li key={product.productId}>
              <ProductCard
                product={product}
                language={language}
                source={{ source: 'products-list', categoryId, pageIndex }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
