import { type AdminProduct, formatQuantity, toThousandths } from '@grocery/contracts';
import { Group, Text } from '@mantine/core';
import { useTexts } from '../../../i18n/useTexts';
import { usePriceFormatter } from '../../../state/publicConfig';
import { productEditorTexts } from '../texts';

export type PosDetails = Pick<
  AdminProduct,
  'manufacturer' | 'countryOfOrigin' | 'packageQuantity' | 'packageUnit' | 'posMeasurePrice'
>;

/** The maker, origin, package and unit price the POS gave, or null when it gave none of them. */
export function posDetailsOf(product: AdminProduct | undefined): PosDetails | null {
  if (!product) return null;
  const { manufacturer, countryOfOrigin, packageQuantity, packageUnit, posMeasurePrice } = product;
  const details = { manufacturer, countryOfOrigin, packageQuantity, packageUnit, posMeasurePrice };
  return Object.values(details).some((value) => value !== null) ? details : null;
}

/** Read-only: the sync writes these (decision 0065). */
export function PosDetailsLine({ details }: { details: PosDetails }) {
  const texts = useTexts(productEditorTexts);
  const price = usePriceFormatter();
  const facts = [
    [texts.manufacturer, details.manufacturer],
    [texts.countryOfOrigin, details.countryOfOrigin],
    [
      texts.packageSize,
      details.packageQuantity === null
        ? null
        : `${formatQuantity(toThousandths(details.packageQuantity))} ${details.packageUnit}`,
    ],
    [texts.posMeasurePrice, details.posMeasurePrice === null ? null : price(details.posMeasurePrice)],
  ].filter((fact): fact is [string, string] => fact[1] !== null);
  return (
    <section aria-label={texts.posDetails}>
      <Text size="sm" fw={700}>
        {texts.posDetails}
      </Text>
      <Group gap="lg" data-testid="pos-details">
        {facts.map(([label, value]) => (
          <Text key={label} size="sm">
            {label}: <bdi>{value}</bdi>
          </Text>
        ))}
      </Group>
    </section>
  );
}
