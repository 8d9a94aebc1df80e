import { fillText, type PackageUnit, type ProductDeal } from '@grocery/contracts';
import { useTexts } from '../../../i18n/useTexts';
import { usePriceFormatter } from '../../../state/publicConfig';
import { DealSlot } from './DealSlot';
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
  /** The product's deal: its badge, and a unit price deal is the price shown. */
  deal?: ProductDeal | null;
};

/**
 * The price the shopper pays (their customer-type price, else the promotion, else the online price,
 * as computed by the server), per kg for weighed goods; a lower price shows the regular one struck
 * through, and a customer-type price says 'Your price'. Below, the deal's badge (a unit price deal
 * is the price shown) and the price per unit of measure.
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
  deal = null,
}: Props) {
  const texts = useTexts(catalogueSharedTexts);
  const price = usePriceFormatter();
  const reward = deal?.reward;
  const dealPrice = reward?.kind === 'unit_price' && reward.price < unitPrice ? reward.price : null;
  const paid = dealPrice ?? unitPrice;
  // Beside a deal's price, the price the shopper pays without it.
  const was = dealPrice === null ? onlinePrice : unitPrice;
  const reduced = paid < was;
  const label =
    dealPrice !== null
      ? texts.sale
      : customerPrice !== null
        ? texts.yourPrice
        : promotionPrice !== null && reduced
          ? texts.sale
          : null;
  return (
    <div className={`price-tag price-tag--${size}`} data-testid="price">
      {label && (
        <span className={`price-tag__label${customerPrice !== null ? ' price-tag__label--yours' : ''}`}>
          {label}
        </span>
      )}
      <p className="price-tag__row">
        <span className="price-tag__amount" dir="ltr">
          {price(paid)}
        </span>
        {unit === 'kg' && <span className="price-tag__unit">{texts.perKg}</span>}
        {reduced && (
          <s className="price-tag__was">
            <span className="visually-hidden">{fillText(texts.wasPrice, { price: price(was) })}</span>
            <span aria-hidden="true" dir="ltr">
              {price(was)}
            </span>
          </s>
        )}
      </p>
      <DealSlot deal={deal} unit={unit} withOffer={dealPrice === null} />
      <MeasureText
        className="price-tag__measure"
        price={paid}
        unit={unit}
        packageQuantity={packageQuantity}
        packageUnit={packageUnit}
      />
    </div>
  );
}
