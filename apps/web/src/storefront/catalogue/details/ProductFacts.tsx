import type { ProductDetails } from '@grocery/contracts';
import { useTexts } from '../../../i18n/useTexts';
import { packageText } from '../../shared/catalogue/measureText';
import { catalogueSharedTexts } from '../../shared/catalogue/texts';
import { detailsTexts } from './texts';

/** The maker, the country of origin and the package, where the shop or its POS gave them. */
export function ProductFacts({ product }: { product: ProductDetails }) {
  const texts = useTexts(catalogueSharedTexts);
  const own = useTexts(detailsTexts);
  const facts = [
    [own.manufacturer, product.manufacturer],
    [own.country, product.countryOfOrigin],
    [
      own.packageSize,
      product.packageQuantity !== null && product.packageUnit !== null
        ? packageText(texts, product.packageQuantity, product.packageUnit)
        : null,
    ],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  // As the barcode above them: a label and its value, no styles of their own (the page's first load is counted).
  return facts.map(([label, value]) => (
    <p key={label} className="details__barcode">
      <span>{label}</span> <bdi>{value}</bdi>
    </p>
  ));
}
