import { type Measured, measurePriceOf } from '@grocery/contracts';
import { useTexts } from '../../../i18n/useTexts';
import { usePriceFormatter } from '../../../state/publicConfig';
import { measureParts } from './measureText';
import { catalogueSharedTexts } from './texts';

/**
 * The price per unit of measure of what the shopper pays (decision 0065), its amount kept left to
 * right in any language; nothing when the package is unknown.
 */
export function MeasureText({ className, ...measured }: Measured & { className: string }) {
  const texts = useTexts(catalogueSharedTexts);
  const price = usePriceFormatter();
  const measure = measurePriceOf(measured);
  if (!measure) return null;
  const [before, amount, after] = measureParts(texts, measure, price);
  return (
    <span className={className} data-testid="measure-price">
      {before}
      <bdi dir="ltr">{amount}</bdi>
      {after}
    </span>
  );
}
