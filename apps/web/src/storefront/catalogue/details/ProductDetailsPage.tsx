import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/button/Button';
import { useDocumentTitle } from '../../../components/documentTitle/useDocumentTitle';
import { ErrorState } from '../../../components/loadState/LoadState';
import { LazyNotFoundPage } from '../../../components/notFound/LazyNotFoundPage';
import { SkeletonBlock } from '../../../components/skeleton/Skeleton';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { AddToCart } from '../../shared/cart/AddToCart';
import { parseId } from '../../shared/catalogue/api';
import { PriceTag } from '../../shared/catalogue/PriceTag';
import { backTarget, readNavigationSource } from '../../shared/catalogue/paths';
import { catalogueQueries, useViewer } from '../../shared/catalogue/queries';
import { rememberProducts } from '../../shared/catalogue/snapshots';
import { catalogueSharedTexts } from '../../shared/catalogue/texts';
import { storefrontPageTitles } from '../../shared/texts';
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
  const source = readNavigationSource(useLocation().state);
  const {
    data: product,
    error,
    isPending,
    refetch,
  } = useQuery(catalogueQueries.details(language, useViewer(), productId));
  useEffect(() => {
    if (product) rememberProducts(language, [product]);
  }, [product, language]);
  const notFound = product === null;
  const titles = useTexts(storefrontPageTitles);
  useDocumentTitle(notFound ? undefined : (product?.productName ?? titles.productDetails));
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
      {isPending && <DetailsSkeleton />}
      {error && <ErrorState message={texts.failed} onRetry={() => void refetch()} />}
      {product && (
        <article className="details" aria-labelledby="product-title">
          <Gallery images={galleryImages(product)} productName={product.productName} />
          <div className="details__info">
            <h1 id="product-title" className="details__name">
              <bdi>{product.productName}</bdi>
            </h1>
            {product.barcode && (
              <p className="details__barcode">
                <span>{texts.barcode}</span> <bdi dir="ltr">{product.barcode}</bdi>
              </p>
            )}
            <PriceTag
              unitPrice={product.unitPrice}
              onlinePrice={product.onlinePrice}
              promotionPrice={product.promotionPrice}
              customerPrice={product.customerPrice}
              unit={product.unit}
              packageQuantity={product.packageQuantity}
              packageUnit={product.packageUnit}
              size="large"
              deal={product.deal}
            />
            <ProductFacts product={product} />
            {product.outOfStock && <p className="stock-badge">{shared.outOfStock}</p>}
            {product.shortDesc && <p className="details__short">{product.shortDesc}</p>}
            <CategoryChips
              categories={product.categories}
              language={language}
              productName={product.productName}
            />
            <AddToCart product={product} layout="details" />
            {product.longDesc && (
              <section className="details__about" aria-labelledby="product-about">
                <h2 id="product-about">{texts.about}</h2>
                <p>{product.longDesc}</p>
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
