import type { ProductDeal } from '@grocery/contracts';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { usePriceFormatter } from '../../../state/publicConfig';
import { dealOffer, dealUntil } from './dealText';
import { dealTexts } from './dealTexts';
import './dealBadge.css';

export type DealBadgeProps = {
  deal: ProductDeal;
  unit: 'unit' | 'kg';
  /** False where the price beside it already is the deal's (a unit price deal on a price tag). */
  withOffer?: boolean;
};

/** A deal's badge (decision 0068): what it gives, its last day, and a mark for a club deal. */
export default function DealBadge({ deal, unit, withOffer = true }: DealBadgeProps) {
  const texts = useTexts(dealTexts);
  const language = useLanguage();
  const price = usePriceFormatter();
  const [before, amount, after] = dealOffer(deal, unit, language, texts, price);
  return (
    <span className="deal-badge" data-testid="deal-badge">
      <span className="visually-hidden">{deal.forCustomerTypes ? texts.clubDeal : texts.deal}: </span>
      {deal.forCustomerTypes && (
        <span className="deal-badge__club" aria-hidden="true">
          {texts.club}
        </span>
      )}
      {withOffer && (
        <span className="deal-badge__offer">
          {before}
          {amount && <bdi dir="ltr">{amount}</bdi>}
          {after}
        </span>
      )}
      <span className="deal-badge__until">{dealUntil(deal, language, texts)}</span>
    </span>
  );
}
