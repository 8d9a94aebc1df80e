import type { FinalizeOrderReason, ShippingAddress, SlotChoice } from '@grocery/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isSignedOut } from '../../../api/client';
import { Button } from '../../../components/button/Button';
import { FormMessage } from '../../../components/form/FormMessage';
import { notify } from '../../../components/toast/toast';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { useCartBackend } from '../../shared/cart/cartBackend';
import { refreshCartCount } from '../../shared/cart/cartCount';
import { shopPaths } from '../../shared/catalogue/paths';
import { useViewer } from '../../shared/catalogue/queries';
import { finalizeOrder, newIdempotencyKey, setDefaultAddress } from './api';
import { CheckoutTotal } from './CheckoutTotal';
import { checkoutQueries } from './queries';
import { isSlotRejection } from './slots/slotDays';
import { slotRejectionTexts } from './slots/texts';
import { shippingTexts } from './texts';

type Problem = 'noSelection' | 'defaultFailed' | 'failed' | FinalizeOrderReason;

type Props = {
  /** The selected address; the page gives this step a new key on every change of selection. */
  address: ShippingAddress | null;
  /** The delivery slot chosen; finalize books it with the order. */
  slot: SlotChoice | null;
  /** No zone serves the address: there is nothing to continue to. */
  unavailable: boolean;
  /** Finalize refused the slot (full, closed…): the step says why, the slot picker starts again. */
  onSlotRefused: () => void;
  onDefaultChanged: (address: ShippingAddress) => void;
  onAddressGone: () => void;
  onSignedOut: () => void;
};

/**
 * Remember-as-default and Continue to checkout (spec 4) with the delivery slot (decision 0047). The
 * idempotency key is made with the selection and sent again by every retry of this attempt, so a
 * double click, or a retry after a lost answer, cannot place two orders. A definite rejection, or
 * another slot, ends the attempt: the next press is a new attempt with a new key. A refused slot
 * keeps the cart; its message stays until another slot is chosen.
 */
export function CheckoutStep({
  address,
  slot,
  unavailable,
  onSlotRefused,
  onDefaultChanged,
  onAddressGone,
  onSignedOut,
}: Props) {
  const texts = useTexts(shippingTexts);
  const language = useLanguage();
  const navigate = useNavigate();
  const cart = useCartBackend();
  const [key, setKey] = useState(newIdempotencyKey);
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  // Two clicks in one frame both see busy === false; the ref does not wait for a render.
  const running = useRef(false);
  // The total shown is the total finalize must keep (PRICES_CHANGED otherwise, and it is read again).
  const queryClient = useQueryClient();
  const pricedQuery = checkoutQueries.pricedCart(language, useViewer());
  const { data: pricedCart } = useQuery(pricedQuery);
  const shownTotal = pricedCart?.totals.total;
  const slotKey = slot ? `${slot.deliveryZoneWindowId}/${slot.date}` : null;
  useEffect(() => {
    if (slotKey === null) return;
    setKey(newIdempotencyKey());
    setProblem(null);
  }, [slotKey]);

  const finalize = async () => {
    if (running.current) return;
    if (!address) return setProblem('noSelection');
    if (!slot) return setProblem('SLOT_REQUIRED');
    running.current = true;
    setBusy(true);
    setProblem(null);
    try {
      if (remember && !address.isDefault) {
        try {
          onDefaultChanged(await setDefaultAddress(address.shippingAddressId));
        } catch (error) {
          if (isSignedOut(error)) return onSignedOut();
          console.error('setting the default address failed', error);
          return setProblem('defaultFailed');
        }
      }
      const answer = await finalizeOrder(address.shippingAddressId, language, key, slot, shownTotal);
      if (answer.reject) {
        setKey(newIdempotencyKey());
        // No total shown, and none sent, until the cart is priced again.
        if (answer.reason === 'PRICES_CHANGED')
          void queryClient.resetQueries({ queryKey: pricedQuery.queryKey });
        if (isSlotRejection(answer.reason)) onSlotRefused();
        if (answer.reason !== 'ADDRESS_NOT_FOUND') return setProblem(answer.reason);
        // The list loads again and the selection moves, which renews this step: say it in a toast.
        notify.error(texts.addressGone);
        return onAddressGone();
      }
      void refreshCartCount(cart);
      navigate(`/${language}/order-confirmation/${encodeURIComponent(answer.order.orderNumber)}`, {
        state: { source: 'shipping-details' },
      });
    } catch (error) {
      if (isSignedOut(error)) return onSignedOut();
      console.error('finalizing the order failed', error);
      setProblem('failed');
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="checkout-step">
      <label className="check-row">
        <input
          type="checkbox"
          checked={remember}
          disabled={!address}
          onChange={(event) => setRemember(event.target.checked)}
        />
        <span>{texts.remember}</span>
      </label>
      {pricedCart && <CheckoutTotal cart={pricedCart} />}
      {problem && <ProblemMessage problem={problem} />}
      <Button
        className="checkout-step__continue"
        icon="truck"
        disabled={busy || unavailable}
        aria-busy={busy || undefined}
        onClick={finalize}
      >
        {busy ? texts.finalizing : texts.continue}
      </Button>
    </div>
  );
}

function ProblemMessage({ problem }: { problem: Problem }) {
  const texts = useTexts(shippingTexts);
  const slotTexts = useTexts(slotRejectionTexts);
  const language = useLanguage();
  const cartLink = <Link to={shopPaths.cart(language)}>{texts.openCart}</Link>;
  if (isSlotRejection(problem)) return <FormMessage tone="error">{slotTexts[problem]}</FormMessage>;
  switch (problem) {
    case 'noSelection':
      return <FormMessage tone="error">{texts.selectFirst}</FormMessage>;
    case 'defaultFailed':
      return <FormMessage tone="error">{texts.defaultFailed}</FormMessage>;
    case 'PRICES_CHANGED':
      return (
        <FormMessage tone="error" action={cartLink}>
          {texts.pricesChanged}
        </FormMessage>
      );
    case 'CART_EMPTY':
      return (
        <FormMessage
          tone="error"
          action={<Link to={shopPaths.categories(language)}>{texts.browseCategories}</Link>}
        >
          {texts.cartEmpty}
        </FormMessage>
      );
    case 'PRODUCT_UNAVAILABLE':
      return (
        <FormMessage tone="error" action={cartLink}>
          {texts.productUnavailable}
        </FormMessage>
      );
    case 'QUANTITY_INVALID':
      return (
        <FormMessage tone="error" action={cartLink}>
          {texts.quantityInvalid}
        </FormMessage>
      );
    default:
      return <FormMessage tone="error">{texts.finalizeFailed}</FormMessage>;
  }
}
