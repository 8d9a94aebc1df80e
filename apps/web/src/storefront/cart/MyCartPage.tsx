import { countText, fillText, fromThousandths, type Thousandths } from '@grocery/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { AmountRows } from '../../components/amountRows/AmountRows';
import { ButtonLink } from '../../components/button/Button';
import { useDocumentTitle } from '../../components/documentTitle/useDocumentTitle';
import { EmptyState, ErrorState } from '../../components/loadState/LoadState';
import { SkeletonCards } from '../../components/skeleton/Skeleton';
import { notify } from '../../components/toast/toast';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { useAppState } from '../../state/appState';
import { usePriceFormatter } from '../../state/publicConfig';
import { useCartBackend } from '../shared/cart/cartBackend';
import { setCartCount } from '../shared/cart/cartCount';
import { type CartLine, cartSubtotal } from '../shared/cart/cartLines';
import { CartItemMissingError } from '../shared/cart/localCart';
import { cartSharedTexts } from '../shared/cart/texts';
import { rejectionMessage } from '../shared/cart/useAddToCart';
import { shopPaths } from '../shared/catalogue/paths';
import { storefrontPageTitles } from '../shared/texts';
import { useRemote } from '../shared/useRemote';
import { CartLineRow } from './CartLineRow';
import { myCartTexts } from './texts';
import './myCart.css';

/**
 * My cart (spec 2, 4): lines with picture, name, barcode, unit price, quantity control, line total,
 * remove and details; subtotal, shipping 0, tax 0, total. Signed in: the server cart and a Purchase
 * button to shipping details. Anonymous: the device cart (it works without the server) and a button
 * to sign up (cartBackend.ts picks the cart). Three skeletons while loading; an empty state; an
 * error with retry.
 */
export function MyCartPage() {
  const texts = useTexts(myCartTexts);
  useDocumentTitle(useTexts(storefrontPageTitles).myCart);
  const cartTexts = useTexts(cartSharedTexts);
  const language = useLanguage();
  const { user } = useAppState();
  const signedIn = user !== null;
  const price = usePriceFormatter();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  // A line's delta is computed from its quantity as rendered: one change per line at a time.
  const inFlight = useRef(new Set<number>());
  const cart = useCartBackend();
  const { state, retry, update } = useRemote((signal) => cart.lines(signal), [cart]);
  const lines = state.status === 'ready' ? state.data : null;

  useEffect(() => {
    if (lines) setCartCount(lines.length);
  }, [lines]);

  const working = (cartItemId: number, on: boolean) => {
    if (on) inFlight.current.add(cartItemId);
    else inFlight.current.delete(cartItemId);
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(cartItemId);
      else next.delete(cartItemId);
      return next;
    });
  };
  const replace = (cartItemId: number, line: CartLine | null) =>
    update((current) =>
      line
        ? current.map((item) => (item.cartItemId === cartItemId ? line : item))
        : current.filter((item) => item.cartItemId !== cartItemId),
    );
  const nameOf = (line: CartLine) =>
    line.productName ?? fillText(texts.productNumber, { id: line.productId });

  const changeQuantity = async (line: CartLine, quantity: Thousandths) => {
    if (quantity === line.quantity || inFlight.current.has(line.cartItemId)) return;
    working(line.cartItemId, true);
    try {
      const answer = await cart.change(line, quantity);
      if (!answer.ok) {
        notify.error(rejectionMessage(answer.reason, ruleOf(line), cartTexts));
        return;
      }
      replace(line.cartItemId, answer.line);
    } catch (error) {
      console.error('changing the quantity failed', error);
      if (error instanceof CartItemMissingError) {
        notify.error(cartTexts.itemMissing);
        replace(line.cartItemId, null);
      } else notify.error(texts.updateFailed);
    } finally {
      working(line.cartItemId, false);
    }
  };

  const remove = async (line: CartLine) => {
    if (inFlight.current.has(line.cartItemId)) return;
    working(line.cartItemId, true);
    try {
      await cart.remove(line);
      replace(line.cartItemId, null);
      notify.success(fillText(texts.removed, { name: nameOf(line) }));
    } catch (error) {
      console.error('removing the line failed', error);
      notify.error(texts.removeFailed);
    } finally {
      working(line.cartItemId, false);
    }
  };

  return (
    <section className="my-cart" aria-labelledby="my-cart-title">
      <header className="my-cart__header">
        <h1 id="my-cart-title">{texts.title}</h1>
        {lines && lines.length > 0 && (
          <p className="my-cart__count">{countText(language, texts.lineCount, lines.length)}</p>
        )}
      </header>
      {state.status === 'loading' && <SkeletonCards count={3} layout="list" />}
      {state.status === 'error' && <ErrorState message={texts.failed} onRetry={retry} />}
      {lines && lines.length === 0 && (
        <EmptyState
          icon="cart"
          title={texts.emptyTitle}
          message={texts.emptyMessage}
          action={
            <ButtonLink to={shopPaths.categories(language)} icon="basket">
              {texts.startExploring}
            </ButtonLink>
          }
        />
      )}
      {lines && lines.length > 0 && (
        <div className="my-cart__layout">
          <ul className="my-cart__lines">
            {lines.map((line) => (
              <li key={line.cartItemId}>
                <CartLineRow
                  line={line}
                  name={nameOf(line)}
                  language={language}
                  busy={busy.has(line.cartItemId)}
                  onQuantity={(quantity) => changeQuantity(line, quantity)}
                  onRemove={() => remove(line)}
                />
              </li>
            ))}
          </ul>
          <Summary lines={lines} signedIn={signedIn} price={price} />
        </div>
      )}
    </section>
  );
}

/** The line's rule as the rejection messages read it. */
function ruleOf(line: CartLine) {
  return {
    minimumQuantity: fromThousandths(line.rule?.minimum ?? 1000),
    quantityStep: fromThousandths(line.rule?.step ?? 1000),
    unit: line.unit,
  };
}

function Summary({
  lines,
  signedIn,
  price,
}: {
  lines: CartLine[];
  signedIn: boolean;
  price: (amount: number) => string;
}) {
  const texts = useTexts(myCartTexts);
  const language = useLanguage();
  const { cents, complete } = cartSubtotal(lines);
  const subtotal = cents / 100;
  const hasUnavailable = lines.some((line) => !line.available);
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">{texts.summary}</h2>
      <AmountRows
        rows={[
          { label: texts.subtotal, value: <bdi dir="ltr">{price(subtotal)}</bdi> },
          { label: texts.shipping, value: <bdi dir="ltr">{price(0)}</bdi> },
          { label: texts.tax, value: <bdi dir="ltr">{price(0)}</bdi> },
          {
            label: texts.total,
            value: <bdi dir="ltr">{price(subtotal)}</bdi>,
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
