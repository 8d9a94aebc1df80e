import type { AddCartItemReason } from '@grocery/contracts';
import { fillText, formatQuantity, quantityRule, type Thousandths } from '@grocery/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../components/toast/toast';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { shopPaths } from '../catalogue/paths';
import type { ProductSnapshot } from '../catalogue/snapshots';
import { useCartBackend } from './cartBackend';
import { refreshCartCount } from './cartCount';
import { cartSharedTexts } from './texts';

type Texts = ReturnType<typeof useTexts<(typeof cartSharedTexts)['en']>>;

/** The translated message of a business rejection of adding to the cart. */
export function rejectionMessage(
  reason: AddCartItemReason,
  product: { minimumQuantity: number; quantityStep: number; unit?: 'unit' | 'kg' },
  texts: Texts,
): string {
  const rule = quantityRule(product);
  const unit = product.unit === 'kg' ? ` ${texts.kg}` : '';
  switch (reason) {
    case 'QUANTITY_BELOW_MINIMUM':
      return fillText(texts.belowMinimum, { minimum: `${formatQuantity(rule.minimum)}${unit}` });
    case 'QUANTITY_OFF_STEP':
      return fillText(texts.offStep, { step: `${formatQuantity(rule.step)}${unit}` });
    case 'OUT_OF_STOCK':
      return texts.outOfStock;
    case 'PRODUCT_INACTIVE':
      return texts.inactive;
    case 'PRODUCT_NOT_FOUND':
      return texts.notFound;
    case 'QUANTITY_TOO_LARGE':
      return texts.tooLarge;
  }
}

/**
 * Adding a quantity of a product to the shopper's cart (spec 4; cartBackend.ts picks which cart).
 * Success shows a toast with a view-my-cart action and returns true (the caller resets its quantity
 * to the minimum); a business rejection shows its own message; any other failure 'Failed to add
 * product to cart. Please contact support.'
 */
export function useAddToCart(): (product: ProductSnapshot, quantity: Thousandths) => Promise<boolean> {
  const cart = useCartBackend();
  const language = useLanguage();
  const navigate = useNavigate();
  const texts = useTexts(cartSharedTexts);
  return useCallback(
    async (product, quantity) => {
      try {
        const answer = await cart.add(product, quantity);
        if (!answer.ok) {
          notify.error(rejectionMessage(answer.reason, product, texts));
          return false;
        }
      } catch (error) {
        console.error('adding to the cart failed', error);
        notify.error(texts.addFailed);
        return false;
      }
      notify.success(fillText(texts.added, { name: product.productName }), {
        action: { label: texts.viewMyCart, onClick: () => navigate(shopPaths.cart(language)) },
      });
      void refreshCartCount(cart);
      return true;
    },
    [cart, language, navigate, texts],
  );
}
