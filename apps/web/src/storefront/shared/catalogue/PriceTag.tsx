import { fillText, type PackageUnit } from '@grocery/contracts';
import { useTexts } from '../../../i18n/useTexts';
import { usePriceFormatter } from '../../../state/publicConfig';
import { MeasureText } from './MeasureText';
import { catalogueSharedTexts } from './texts';
import './priceTag.css';

type Props = {
  unitPrice: number;
  onlinePrice: number;
  promotionPrice: number | null;
  customerPrice: number | null;
  unit: 'unit' | 'kg';
  packageQuantity: number | null;
  packageUnit: PackageUnit | null;
  size?: 'normal' | 'large';
};

/**
 * The price the shopper pays (their customer-type price, else the promotion, else the online price,
 * as computed by the server), per kg for weighed goods; a lower price shows the regular one struck
 * through, and a customer-type price says 'Your price'. Below, the price per unit of measure.
 */
export function PriceTag({
  unitPrice,
  onlinePrice,
  promotionPrice,
  customerPrice,
  unit,
  packageQuantity,
  packageUnit,
  size = 'normal',
}: Props) {
  const texts = useTexts(catalogueSharedTexts);
  const price = usePriceFormatter();
  const reduced = unitPrice < onlinePrice;
  const label =
    customerPrice !== null ? texts.yourPrice : promotionPrice !== null && reduced ? texts.sale : null;
  return (
    <div className={`price-tag price-tag--${size}`} data-testid="price">
      {label && (
        <span className={`price-tag__label${customerPrice !== null ? ' price-tag__label--yours' : ''}`}>
          {label}
        </span>
      )}
      <p className="price-tag__row">
        <span className="price-tag__amount" dir="ltr">
          {price(unitPrice)}
        </span>
        {unit === 'kg' && <span className="price-tag__unit">{texts.perKg}</span>}
        {reduced && (
          <s className="price-tag__was">
            <span className="visually-hidden">{fillText(texts.wasPrice, { price: price(onlinePrice) })}</span>
            <span aria-hidden="true" dir="ltr">
              {price(onlinePrice)}
            </span>
          </s>
        )}
      </p>
      <MeasureText
        className="price-tag__measure"
        price={unitPrice}
        unit={unit}
        packageQuantity={packageQuantity}
        packageUnit={packageUnit}
      />
    </div>
  );
}
