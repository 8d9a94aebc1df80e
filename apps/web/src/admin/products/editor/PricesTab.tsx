import { fillText } from '@grocery/contracts';
import { Alert, Fieldset, Stack, Text } from '@mantine/core';
import { useFormState, useWatch } from 'react-hook-form';
import { useTexts } from '../../../i18n/useTexts';
import { NumberField } from '../../shared/form';
import { productPricesTexts } from '../texts';
import type { PriceRowValues } from './productForm';

/**
 * One row per user type: its price (empty disables special pricing), minimum and step; whole
 * numbers for goods sold by the unit, decimals for goods sold by weight (the Details' unit).
 */
export function PricesTab({ canSee }: { canSee: boolean }) {
  const texts = useTexts(productPricesTexts);
  const rows = (useWatch({ name: 'prices' }) ?? []) as PriceRowValues[];
  const byWeight = useWatch({ name: 'unit' }) === 'kg';
  const { errors } = useFormState({ name: 'prices' });
  const pricesError = errors.prices as { message?: string; root?: { message?: string } } | undefined;
  const rowsError = pricesError?.message ?? pricesError?.root?.message;
  if (!canSee) return <Text c="gray.7">{texts.noAccess}</Text>;
  if (rows.length === 0) return <Text c="gray.7">{texts.noUserTypes}</Text>;
  const step = byWeight ? 0.25 : 1;
  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        {texts.emptyDisables}
      </Text>
      {rowsError && (
        <Alert color="red" role="alert">
          {rowsError}
        </Alert>
      )}
      {rows.map((row, index) => {
        const name = { name: row.userTypeName };
        return (
          <Fieldset key={row.userTypeId} legend={<span dir="auto">{row.userTypeName}</span>} variant="filled">
            <div className="product-fields">
              <NumberField
                name={`prices.${index}.price`}
                label={fillText(texts.priceFor, name)}
                min={0}
                step={0.1}
                decimals={2}
              />
              <NumberField
                name={`prices.${index}.minimumQuantity`}
                label={fillText(texts.minimumFor, name)}
                min={0}
                step={step}
              />
              <NumberField
                name={`prices.${index}.quantityStep`}
                label={fillText(texts.stepFor, name)}
                min={0}
                step={step}
              />
            </div>
          </Fieldset>
        );
      })}
    </Stack>
  );
}
