import { useLocation, useParams } from 'react-router-dom';
import { isNotFound } from '../../../api/client';
import { ButtonLink } from '../../../components/button/Button';
import { useDocumentTitle } from '../../../components/documentTitle/useDocumentTitle';
import { ErrorState } from '../../../components/loadState/LoadState';
import { LazyNotFoundPage } from '../../../components/notFound/LazyNotFoundPage';
import { SkeletonBlock } from '../../../components/skeleton/Skeleton';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { useAppState } from '../../../state/appState';
import { AddToCart } from '../../shared/cart/AddToCart';
import { PriceTag } from '../../shared/catalogue/PriceTag';
import { backTarget, readNavigationSource } from '../../shared/catalogue/paths';
import { rememberProducts } from '../../shared/catalogue/snapshots';
import { catalogueSharedTexts } from '../../shared/catalogue/texts';
import { storefrontPageTitles } from '../../shared/texts';
import { useRemote } from '../../shared/useRemote';
import { fetchProductDetails, parseId } from '../api';
import { CategoryChips } from '../CategoryChips';
import { Gallery } from './Gallery';
import { galleryImages } from './gallery';
import { ProductFacts } from './ProductFacts';
import { detailsTexts } from './texts';
import '../catalogue.css';

export function ProductDetailsPage() {
  const productId = parseId(useParams().productId);
  if (productId === null) return <LazyNotFoundPage />;
  return <ProductDetails key={productId} productId={productId} />;
}

/**
 * Product details (spec 2): name, price, barcode, gallery with zoom (or the no-image notice), short
 * description, category chips, quantity selector and add to cart. The back button returns where the
 * shopper came from: the products list page (category and page), the cart, or home.
 */
function ProductDetails({ productId }: { productId: number }) {
  const texts = useTexts(detailsTexts);
  const shared = useTexts(catalogueSharedTexts);
  const language = useLanguage();
  // Prices and visibility depend on who is looking: load again when someone signs in or out.
  const viewer = useAppState().user?.userId ?? 0;
  const source = readNavigationSource(useLocation().state);
  const { state, retry } = useRemote(
    async (signal) => {
      const product = await fetchProductDetails(language, productId, signal);
      rememberProducts(language, [product]);
      return product;
    },
    [language, viewer, productId],
  );
  const notFound = state.status === 'error' && isNotFound(state.error);
  const titles = useTexts(storefrontPageTitles);
  useDocumentTitle(
    notFound ? undefined : state.status === 'ready' ? state.data.productName : titles.productDetails,
  );
  const backLabel =
    source?.source === 'products-list'
      ? texts.backToList
      : source?.source === 'my-cart'
        ? texts.backToCart
        : texts.backHome;

  if (notFound) return <LazyNotFoundPage />;
  return (
    <div className="details-page">
      <ButtonLink
        to={backTarget(language, source)}
        variant="ghost"
        icon="arrowBack"
        mirrorIcon
        className="details-page__back"
      >
        {backLabel}
      </ButtonLink>
      {state.status === 'loading' && <DetailsSkeleton />}
      {state.status === 'error' && <ErrorState message={texts.failed} onRetry={retry} />}
      {state.status === 'ready' && (
        <article className="details" aria-labelledby="product-title">
          <Gallery images={galleryImages(state.data)} productName={state.data.productName} />
          <div className="details__info">
            <h1 id="product-title" className="details__name">
              <bdi>{state.data.productName}</bdi>
            </h1>
            {state.data.barcode && (
              <p className="details__barcode">
                <span>{texts.barcode}</span> <bdi dir="ltr">{state.data.barcode}</bdi>
              </p>
            )}
            <PriceTag
              unitPrice={state.data.unitPrice}
              onlinePrice={state.data.onlinePrice}
              promotionPrice={state.data.promotionPrice}
              customerPrice={state.data.customerPrice}
              unit={state.data.unit}
              packageQuantity={state.data.packageQuantity}
              packageUnit={state.data.packageUnit}
              size="large"
              deal={state.data.deal}
            />
            <ProductFacts product={state.data} />
            {state.data.outOfStock && <p className="stock-badge">{shared.outOfStock}</p>}
            {state.data.shortDesc && <p className="details__short">{state.data.shortDesc}</p>}
            <CategoryChips
              categories={state.data.categories}
              language={language}
              productName={state.data.productName}
            />
            <AddToCart product={state.data} layout="details" />
            {state.data.longDesc && (
              <section className="details__about" aria-labelledby="product-about">
                <h2 id="product-about">{texts.about}</h2>
                <p>{state.data.longDesc}</p>
              </section>
            )}
          </div>
        </article>
      )}
    </div>
  );
}

function DetailsSkeleton() {
  return (
    <div className="details" role="status" aria-busy="true">
      <SkeletonBlock height="min(80vw, 420px)" />
      <div className="details__info">
        <SkeletonBlock width="70%" height="2rem" />
        <SkeletonBlock width="40%" />
        <SkeletonBlock width="30%" height="1.75rem" />
        <SkeletonBlock width="90%" />
        <SkeletonBlock width="60%" height="2.75rem" />
      </div>
    </div>
  );
}
