import type { LanguageCode, Product } from '@grocery/contracts';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { productImageUrl } from '../../../api/imageUrls';
import { useTexts } from '../../../i18n/useTexts';
import { AddToCart } from '../../shared/cart/AddToCart';
import { PriceTag } from '../../shared/catalogue/PriceTag';
import { ProductImage } from '../../shared/catalogue/ProductImage';
import { type NavigationSource, shopPaths } from '../../shared/catalogue/paths';
import { catalogueSharedTexts } from '../../shared/catalogue/texts';
import { CategoryChips } from '../CategoryChips';

type Props = {
  product: Product;
  language: LanguageCode;
  source: NavigationSource;
  /** One of the first cards of the page: its picture is fetched at once. */
  eager?: boolean;
};

/**
 * A product in the list: picture, name, barcode and short description, category chips, price,
 * quantity selector and add to cart. The name is the link to the details; its click area stretches
 * over the picture, barcode and description, so the link is named by exactly its visible text
 * (WCAG 2.5.3, label in name).
 */
export function ProductCard({ product, language, source, eager }: Props) {
  const shared = useTexts(catalogueSharedTexts);
  const nameId = useId();
  return (
    <article className="product-card" aria-labelledby={nameId}>
      <div className="product-card__main">
        <div className="product-card__picture">
          <ProductImage
            src={productImageUrl(product.imageFile)}
            hdSrc={productImageUrl(product.imageFileHighRes)}
            sizes="(min-width: 40rem) 220px, 45vw"
            alt=""
            size={220}
            eager={eager}
          />
          {product.outOfStock && <span className="stock-badge product-card__stock">{shared.outOfStock}</span>}
        </div>
        <h2 className="product-card__name" id={nameId}>
          <Link
            className="product-card__link"
            to={shopPaths.productDetails(language, product.productId)}
            state={source}
          >
            <bdi>{product.productName}</bdi>
          </Link>
        </h2>
        {product.barcode && (
          <p className="product-card__barcode">
            <span className="visually-hidden">{shared.barcode} </span>
            <bdi dir="ltr">{product.barcode}</bdi>
          </p>
        )}
        {product.shortDesc && <p className="product-card__desc">{product.shortDesc}</p>}
      </div>
      <CategoryChips categories={product.categories} language={language} productName={product.productName} />
      <div className="product-card__buy">
        <PriceTag
          unitPrice={product.unitPrice}
          onlinePrice={product.onlinePrice}
          promotionPrice={product.promotionPrice}
          customerPrice={product.customerPrice}
          unit={product.unit}
          packageQuantity={product.packageQuantity}
          packageUnit={product.packageUnit}
          deal={product.deal}
        />
        <AddToCart product={product} />
      </div>
    </article>
  );
}
