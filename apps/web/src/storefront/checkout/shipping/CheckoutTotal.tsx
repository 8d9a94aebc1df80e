import { fillText, formatDayMonthIn } from '@grocery/contracts';
import { AmountRows } from '../../../components/amountRows/AmountRows';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { usePriceFormatter } from '../../../state/publicConfig';
import { cartPromotionTexts } from '../../shared/cart/promotionTexts';
import type { fetchServerCart } from '../../shared/cart/serverCart';
import { shippingTexts } from './texts';

export type PricedCart = Awaited<ReturnType<typeof fetchServerCart>>;

/**
 * What the order will cost, as the server prices the cart now (decision 0068): the promotions'
 * discount and the total finalize is asked to keep; the deals that ended lately, by name.
 */
export function CheckoutTotal({ cart }: { cart: PricedCart }) {
  const texts = useTexts(shippingTexts);
  const cartTexts = useTexts(cartPromotionTexts);
  const language = useLanguage();
  const price = usePriceFormatter();
  const { totals } = cart;
  const ended = cart.cartItems.flatMap((item) => (item.promotionEnded ? [item.promotionEnded] : []));
  const promotion = totals.orderPromotion;
  return (
    <div className="checkout-total">
      <AmountRows
        rows={[
          ...(totals.discount > 0
            ? [
                {
                  label: promotion
                    ? fillText(cartTexts.promotionsWith, { name: promotion.name })
                    : cartTexts.promotions,
                  value: <bdi dir="ltr">{price(-totals.discount)}</bdi>,
                  testId: 'checkout-discount',
                },
              ]
            : []),
          {
            label: texts.orderTotal,
            value: <bdi dir="ltr">{price(totals.total)}</bdi>,
            total: true,
            testId: 'checkout-total',
          },
        ]}
      />
      {ended.map((deal) => (
        <p
          key={`${deal.name}/${deal.endsAt}`}
          className="checkout-total__ended"
          data-testid="promotion-ended"
        >
          {fillText(cartTexts.ended, {
            name: deal.name,
            time: deal.endsAt.slice(11, 16),
            date: formatDayMonthIn(language, deal.endsAt.slice(0, 10)),
          })}
        </p>
      ))}
    </div>
  );
}
