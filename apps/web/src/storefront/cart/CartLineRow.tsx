import type { LanguageCode } from '@grocery/contracts';
import { fillText, formatQuantity, type Thousandths } from '@grocery/contracts';
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { productImageUrl } from '../../api/imageUrls';
import { Icon } from '../../components/icons/Icon';
import { useTexts } from '../../i18n/useTexts';
import { usePriceFormatter } from '../../state/publicConfig';
import type { CartLine } from '../shared/cart/cartLines';
import { QuantitySelector } from '../shared/cart/QuantitySelector';
import { cartSharedTexts } from '../shared/cart/texts';
import { DealSlot } from '../shared/catalogue/DealSlot';
import { MeasureText } from '../shared/catalogue/MeasureText';
import { ProductImage } from '../shared/catalogue/ProductImage';
import { type NavigationSource, shopPaths } from '../shared/catalogue/paths';
import { catalogueSharedTexts } from '../shared/catalogue/texts';
import { LinePromotionNote } from './lazyParts';
import { myCartTexts } from './texts';

type Props = {
  line: CartLine;
  name: string;
  language: LanguageCode;
  busy: boolean;
  /** Settles once the change is saved or refused. */
  onQuantity: (quantity: Thousandths) => Promise<void>;
  onRemove: () => void;
};

const fromCart: NavigationSource = { source: 'my-cart' };

/** One cart line: picture, name, barcode, unit price, quantity control, line total, remove, details. */
export function CartLineRow({ line, name, language, busy, onQuantity, onRemove }: Props) {
  const texts = useTexts(myCartTexts);
  const shared = useTexts(catalogueSharedTexts);
  const cartTexts = useTexts(cartSharedTexts);
  const price = usePriceFormatter();
  const details = shopPaths.productDetails(language, line.productId);
  const perKg = line.unit === 'kg' ? ` ${shared.perKg}` : '';
  // The list price struck through beside what the line's promotion makes it.
  const listTotal =
    line.pricing && Math.round(line.pricing.listTotal * 100) !== line.lineTotalCents
      ? line.pricing.listTotal
      : null;
  return (
    <article className={`cart-line${line.available ? '' : ' cart-line--unavailable'}`} aria-label={name}>
      <Link to={details} state={fromCart} className="cart-line__picture" tabIndex={-1} aria-hidden="true">
        <ProductImage src={productImageUrl(line.imageFile)} alt="" size={96} />
      </Link>
      <div className="cart-line__info">
        <h2 className="cart-line__name">
          <Link to={details} state={fromCart}>
            <bdi>{name}</bdi>
          </Link>
        </h2>
        {line.barcode && (
          <p className="cart-line__barcode">
            <span className="visually-hidden">{shared.barcode} </span>
            <bdi dir="ltr">{line.barcode}</bdi>
          </p>
        )}
        {!line.available && <p className="cart-line__flag">{texts.unavailable}</p>}
        <p className="cart-line__unit-price">
          <span>{texts.unitPrice}: </span>
          {line.price ? (
            <>
              <bdi dir="ltr">{price(line.price.unitPrice)}</bdi>
              {perKg}
              <MeasureText
                className="cart-line__measure"
                price={line.price.unitPrice}
                unit={line.unit}
                packageQuantity={line.packageQuantity}
                packageUnit={line.packageUnit}
              />
            </>
          ) : (
            texts.priceUnknown
          )}
        </p>
        <DealSlot deal={line.deal} unit={line.unit} />
        <Suspense>
          <LinePromotionNote line={line} />
        </Suspense>
      </div>
      <div className="cart-line__quantity">
        {line.rule && line.available ? (
          <QuantitySelector
            value={line.quantity}
            onChange={onQuantity}
            rule={line.rule}
            unit={line.unit}
            productName={name}
            disabled={busy}
          />
        ) : (
          <p className="cart-line__fixed-quantity" dir="ltr">
            {formatQuantity(line.quantity)}
            {line.unit === 'kg' ? ` ${cartTexts.kg}` : ''}
          </p>
        )}
      </div>
      <p className="cart-line__total">
        <span className="cart-line__total-label">{texts.lineTotal}</span>
        <bdi dir="ltr" data-testid="line-total">
          {line.lineTotalCents === null ? '—' : price(line.lineTotalCents / 100)}
        </bdi>
        {listTotal !== null && (
          <s className="cart-line__list-total">
            <span className="visually-hidden">{fillText(shared.wasPrice, { price: price(listTotal) })}</span>
            <bdi aria-hidden="true" dir="ltr">
              {price(listTotal)}
            </bdi>
          </s>
        )}
      </p>
      <div className="cart-line__actions">
        <Link
          to={details}
          state={fromCart}
          className="cart-line__action"
          aria-label={fillText(texts.detailsNamed, { name })}
        >
          <Icon name="info" size={18} />
          <span aria-hidden="true">{texts.details}</span>
        </Link>
        <button
          type="button"
          className="cart-line__action cart-line__action--remove"
          onClick={onRemove}
          disabled={busy}
          aria-label={fillText(texts.removeNamed, { name })}
        >
          <Icon name="trash" size={18} />
          <span aria-hidden="true">{texts.remove}</span>
        </button>
      </div>
    </article>
  );
}
