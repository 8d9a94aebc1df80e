import { fillText, formatDayMonthIn } from '@grocery/contracts';
import { Link } from 'react-router-dom';
import { AmountRows } from '../../components/amountRows/AmountRows';
import { ButtonLink } from '../../components/button/Button';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { usePriceFormatter } from '../../state/publicConfig';
import { type CartLine, type CartTotals, cartSubtotal } from '../shared/cart/cartLines';
import { cartPromotionTexts } from '../shared/cart/promotionTexts';
import { shopPaths } from '../shared/catalogue/paths';
import { cartSummaryTexts } from './summaryTexts';
import './cartPromotion.css';

/** A text with its {price} kept left to right, as every price is, also inside Hebrew. */
function WithPrice({ text, price }: { text: string; price: string }) {
  const [before, after = ''] = text.split('{price}');
  return (
    <>
      {before}
      <bdi dir="ltr">{price}</bdi>
      {after}
    </>
  );
}

/**
 * A server line's promotion (decision 0068): its name and what it saves; or, when a deal on the
 * product ended lately, why the price rose.
 */
export function LinePromotionNote({ line }: { line: CartLine }) {
  const texts = useTexts(cartSummaryTexts);
  const promotionTexts = useTexts(cartPromotionTexts);
  const language = useLanguage();
  const price = usePriceFormatter();
  const pricing = line.pricing;
  if (!pricing) return null;
  const ended = pricing.promotionEnded;
  return (
    <>
      {pricing.promotion && (
        <p className="cart-line__promotion" data-testid="line-promotion">
          <bdi className="cart-line__promotion-name">{pricing.promotion.name}</bdi>
          {pricing.saving > 0 && (
            <span className="cart-line__saving">
              <WithPrice text={texts.youSave} price={price(pricing.saving)} />
            </span>
          )}
        </p>
      )}
      {ended && (
        <p className="cart-line__ended" data-testid="promotion-ended">
          {fillText(promotionTexts.ended, {
            name: ended.name,
            time: ended.endsAt.slice(11, 16),
            date: formatDayMonthIn(language, ended.endsAt.slice(0, 10)),
          })}
        </p>
      )}
    </>
  );
}

/**
 * The cart's summary (spec 2, 4): subtotal, the promotions' discount (decision 0068), shipping 0,
 * tax 0, total; Purchase when signed in, else sign up. Loaded with the cart's data, not the page.
 */
export function CartSummary({
  lines,
  totals,
  signedIn,
  price,
}: {
  lines: CartLine[];
  /** The server's totals; null for the device cart, added up here. */
  totals: CartTotals | null;
  signedIn: boolean;
  price: (amount: number) => string;
}) {
  const texts = useTexts(cartSummaryTexts);
  const promotionTexts = useTexts(cartPromotionTexts);
  const language = useLanguage();
  const { cents, complete } = cartSubtotal(lines);
  const subtotal = totals?.subtotal ?? cents / 100;
  const total = totals?.total ?? subtotal;
  const discount = totals?.discount ?? 0;
  const hasUnavailable = lines.some((line) => !line.available);
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">{texts.summary}</h2>
      <AmountRows
        rows={[
          { label: texts.subtotal, value: <bdi dir="ltr">{price(subtotal)}</bdi> },
          ...(totals && discount > 0
            ? [
                {
                  label: totals.orderPromotion
                    ? fillText(promotionTexts.promotionsWith, { name: totals.orderPromotion.name })
                    : promotionTexts.promotions,
                  value: <bdi dir="ltr">{price(-discount)}</bdi>,
                  testId: 'cart-discount',
                },
              ]
            : []),
          { label: texts.shipping, value: <bdi dir="ltr">{price(0)}</bdi> },
          { label: texts.tax, value: <bdi dir="ltr">{price(0)}</bdi> },
          {
            label: texts.total,
            value: <bdi dir="ltr">{price(total)}</bdi>,
            total: true,
            testId: 'cart-total',
          },
        ]}
      />
      {!complete && <p className="cart-summary__note">{texts.pricesUnknown}</p>}
      {hasUnavailable && <p className="cart-summary__note">{texts.unavailableNote}</p>}
      <div className="cart-summary__actions">
        {signedIn ? (
          <ButtonLink to={shopPaths.shippingDetails(language)} state={{ source: 'my-cart' }} icon="truck">
            {texts.purchase}
          </ButtonLink>
        ) : (
          <>
            <ButtonLink to={shopPaths.signUp(language)} state={{ source: 'my-cart' }} icon="userPlus">
              {texts.signUpToOrder}
            </ButtonLink>
            <p className="cart-summary__hint">
              {texts.signInHint}{' '}
              <Link to={`/${language}/sign-in`} state={{ source: 'my-cart' }}>
                {texts.signIn}
              </Link>
            </p>
          </>
        )}
        <ButtonLink to={shopPaths.categories(language)} state={{ source: 'my-cart' }} variant="secondary">
          {texts.continueShopping}
        </ButtonLink>
      </div>
    </aside>
  );
}
