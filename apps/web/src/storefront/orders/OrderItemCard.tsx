import type { LanguageCode, Order, OrderItem } from '@grocery/contracts';
import { Link } from 'react-router-dom';
import { productImageUrl } from '../../api/imageUrls';
import { useTexts } from '../../i18n/useTexts';
import { cartSharedTexts } from '../shared/cart/texts';
import { ProductImage } from '../shared/catalogue/ProductImage';
import { shopPaths } from '../shared/catalogue/paths';
import { catalogueSharedTexts } from '../shared/catalogue/texts';
import { orderMoney, quantityAmount } from './format';
import { orderDetailsTexts } from './texts';

type Props = { item: OrderItem; order: Pick<Order, 'currencySymbol'>; language: LanguageCode };

/** "You saved ₪5.00", its amount left to right as every price. */
function Saved({ text, amount }: { text: string; amount: string }) {
  const [before, after = ''] = text.split('{price}');
  return (
    <span className="order-item__saving">
      {before}
      <bdi dir="ltr">{amount}</bdi>
      {after}
    </span>
  );
}

/**
 * One line of an order as it was bought: picture, name, description, its promotion and what it saved
 * (decision 0068), unit price, quantity, subtotal (after the saving);
 * for goods sold by weight, once weighed, what the scale said and that line's subtotal.
 */
export function OrderItemCard({ item, order, language }: Props) {
  const texts = useTexts(orderDetailsTexts);
  const catalogue = useTexts(catalogueSharedTexts);
  const cart = useTexts(cartSharedTexts);
  const name =
    item.productId === null ? (
      <bdi>{item.productName}</bdi>
    ) : (
      <Link to={shopPaths.productDetails(language, item.productId)}>
        <bdi>{item.productName}</bdi>
      </Link>
    );
  return (
    <article className="order-item" aria-label={item.productName} data-testid="order-item">
      <ProductImage src={productImageUrl(item.imageFile)} alt="" size={80} className="order-item__picture" />
      <div className="order-item__info">
        <h3 className="order-item__name">{name}</h3>
        {item.shortDesc && <p className="order-item__description">{item.shortDesc}</p>}
        {item.promotionName && (
          <p className="order-item__promotion" data-testid="order-item-promotion">
            <span className="visually-hidden">{texts.promotion}: </span>
            <bdi>{item.promotionName}</bdi>
            {item.saving > 0 && <Saved text={texts.youSaved} amount={orderMoney(item.saving, order)} />}
          </p>
        )}
      </div>
      <dl className="order-item__numbers">
        <div>
          <dt>{texts.unitPrice}</dt>
          <dd>
            <bdi dir="ltr">{orderMoney(item.unitPrice, order)}</bdi>
            {item.unit === 'kg' && ` ${catalogue.perKg}`}
          </dd>
        </div>
        <div>
          <dt>{texts.quantity}</dt>
          <dd>
            <bdi dir="ltr">{quantityAmount(item.quantity)}</bdi>
            {item.unit === 'kg' && ` ${cart.kg}`}
          </dd>
        </div>
        <div className="order-item__total">
          <dt>{texts.lineTotal}</dt>
          <dd>
            <bdi dir="ltr">{orderMoney(item.lineTotal, order)}</bdi>
          </dd>
        </div>
        {item.unit === 'kg' && item.pickedQuantity !== null && (
          <>
            <div className="order-item__picked">
              <dt>{texts.picked}</dt>
              <dd data-testid="order-item-picked">
                <bdi dir="ltr">{quantityAmount(item.pickedQuantity)}</bdi> {cart.kg}
              </dd>
            </div>
            {item.pickedLineTotal !== null && (
              <div className="order-item__picked order-item__total">
                <dt>{texts.pickedTotal}</dt>
                <dd data-testid="order-item-picked-total">
                  <bdi dir="ltr">{orderMoney(item.pickedLineTotal, order)}</bdi>
                </dd>
              </div>
            )}
          </>
        )}
      </dl>
    </article>
  );
}
