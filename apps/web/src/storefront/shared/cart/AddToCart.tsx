import { firstAllowed, quantityRule } from '@grocery/contracts';
import { useState } from 'react';
import { Button } from '../../../components/button/Button';
import { useTexts } from '../../../i18n/useTexts';
import type { ProductSnapshot } from '../catalogue/snapshots';
import { QuantitySelector } from './QuantitySelector';
import { cartSharedTexts } from './texts';
import { useAddToCart } from './useAddToCart';
import './addToCart.css';

/**
 * Quantity selector and add-to-cart button; after adding, the quantity goes back to the minimum.
 * A change of the product's rule (another shopper's prices) starts it over.
 */
export function AddToCart(props: { product: ProductSnapshot; layout?: 'card' | 'details' }) {
  const { minimumQuantity, quantityStep } = props.product;
  return <AddToCartControl key={`${minimumQuantity}/${quantityStep}`} {...props} />;
}

function AddToCartControl({
  product,
  layout = 'card',
}: {
  product: ProductSnapshot;
  layout?: 'card' | 'details';
}) {
  const texts = useTexts(cartSharedTexts);
  const rule = quantityRule(product);
  const [quantity, setQuantity] = useState(() => firstAllowed(rule));
  const [adding, setAdding] = useState(false);
  const add = useAddToCart();
  const unavailable = product.outOfStock === true;
  const onAdd = async () => {
    setAdding(true);
    try {
      if (await add(product, quantity)) setQuantity(firstAllowed(rule));
    } finally {
      setAdding(false);
    }
  };
  return (
    <div className={`add-to-cart add-to-cart--${layout}`}>
      <QuantitySelector
        value={quantity}
        onChange={setQuantity}
        rule={rule}
        unit={product.unit ?? 'unit'}
        productName={product.productName}
        disabled={unavailable}
      />
      <Button icon="cart" onClick={onAdd} disabled={adding || unavailable} aria-busy={adding || undefined}>
        {adding ? texts.adding : texts.addToCart}
      </Button>
    </div>
  );
}
