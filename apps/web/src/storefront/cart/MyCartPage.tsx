import { countText, fillText, fromThousandths, type Thousandths } from '@grocery/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
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
import type { CartLine, CartView } from '../shared/cart/cartLines';
import { CartItemMissingError } from '../shared/cart/localCart';
import { cartSharedTexts } from '../shared/cart/texts';
import { rejectionMessage } from '../shared/cart/useAddToCart';
import { shopPaths } from '../shared/catalogue/paths';
import { useViewer } from '../shared/catalogue/queries';
import { storefrontPageTitles } from '../shared/texts';
import { CartLineRow } from './CartLineRow';
import { CartSummary } from './lazyParts';
import { cartQueries, loadCart } from './queries';
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
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const query = cartQueries.lines(language, viewer);
  const { data, error, isPending, refetch } = useQuery(query);
  const lines = data?.lines ?? null;
  const totals = data?.totals ?? null;
  const update = (change: (view: CartView) => CartView) =>
    queryClient.setQueryData(query.queryKey, (current) => current && change(current));
  // The server prices the whole cart (a line's promotion may hang on others): after a change, its
  // lines and totals again; a later change's answer wins.
  const priced = useRef(0);
  const reprice = async () => {
    if (!totals) return;
    const asked = ++priced.current;
    try {
      const view = await loadCart(language, viewer, new AbortController().signal);
      if (asked === priced.current) update(() => view);
    } catch (error) {
      console.warn('pricing the cart again failed', error);
    }
  };

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
    update((current) => ({
      ...current,
      lines: line
        ? current.lines.map((item) => (item.cartItemId === cartItemId ? line : item))
        : current.lines.filter((item) => item.cartItemId !== cartItemId),
    }));
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
      void reprice();
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
      void reprice();
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
      {isPending && <SkeletonCards count={3} layout="list" />}
      {error && <ErrorState message={texts.failed} onRetry={() => void refetch()} />}
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
          <Suspense>
            <CartSummary lines={lines} totals={totals} signedIn={signedIn} price={price} />
          </Suspense>
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
