import type { MeasurePrice } from '@grocery/contracts';
import { useTexts } from '../../../i18n/useTexts';
import { usePriceFormatter } from '../../../state/publicConfig';
import { measureParts } from './measureText';
import { catalogueSharedTexts } from './texts';

/** The price per unit of measure, its amount kept left to right in any language. */
export function MeasureText({ measure }: { measure: MeasurePrice }) {
  const texts = useTexts(catalogueSharedTexts);
  const [before, amount, after] = measureParts(texts, measure, usePriceFormatter());
  return (
    <>
      {before}
      <bdi dir="ltr">{amount}</bdi>
      {after}
    </>
  );
}
