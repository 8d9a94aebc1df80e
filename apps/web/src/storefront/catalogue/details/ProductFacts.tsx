import type { ProductDetails } from '@grocery/contracts';
import { useTexts } from '../../../i18n/useTexts';
import { packageText } from '../../shared/catalogue/measureText';
import { catalogueSharedTexts } from '../../shared/catalogue/texts';

/** The maker, the country of origin and the package, where the shop or its POS gave them. */
export function ProductFacts({ product }: { product: ProductDetails }) {
  const texts = useTexts(catalogueSharedTexts);
  const facts = [
    [texts.manufacturer, product.manufacturer],
    [texts.country, product.countryOfOrigin],
    [
      texts.packageSize,
      product.packageQuantity !== null && product.packageUnit !== null
        ? packageText(texts, product.packageQuantity, product.packageUnit)
        : null,
    ],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  if (facts.length === 0) return null;
  return (
    <dl className="details__facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
