import { Stack, Text, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTexts } from '../../../i18n/useTexts';
import { CheckboxField, NumberField, SelectField, TextAreaField, TextField } from '../../shared/form';
import { productEditorTexts } from '../texts';
import { type PosDetails, PosDetailsLine } from './PosDetailsLine';

type Props = {
  /** What the POS says beside the price (decision 0065), shown read-only. */
  posDetails: PosDetails | null;
  /** The point of sale's code of a product it brought: shown, never edited (the sync keeps it). */
  posCode: string | null;
  /** The shop deactivated it by hand while the POS still sells it (decision 0063): the sync keeps it inactive. */
  posStillSells: boolean;
};

/** Product Details: names and texts, codes, the four prices, the flags and how it is sold. */
export function DetailsTab({ posCode, posStillSells, posDetails }: Props) {
  const texts = useTexts(productEditorTexts);
  const unit = useWatch({ name: 'unit' });
  const byWeight = unit === 'kg';
  const active = useWatch({ name: 'active' });
  return (
    <Stack gap="md">
      <TextField name="productName" label={texts.productName} required maxLength={200} />
      <TextField name="shortDesc" label={texts.shortDesc} maxLength={500} />
      <TextAreaField name="longDesc" label={texts.longDesc} maxLength={10_000} />
      <div className="product-fields">
        <TextField name="slugUrl" label={texts.slugUrl} maxLength={200} />
        <TextField name="barcode" label={texts.barcode} maxLength={32} />
        <NumberField name="externalId" label={texts.externalId} />
        {posCode !== null && (
          <TextInput
            label={texts.posCode}
            description={texts.posCodeHint}
            value={posCode}
            dir="ltr"
            readOnly
          />
        )}
      </div>
      {posDetails && <PosDetailsLine details={posDetails} />}
      <div className="product-fields">
        <NumberField name="costPrice" label={texts.costPrice} min={0} step={0.1} decimals={2} />
        <NumberField name="consumerPrice" label={texts.consumerPrice} min={0} step={0.1} decimals={2} />
        <NumberField name="onlinePrice" label={texts.onlinePrice} min={0} step={0.1} decimals={2} />
        <NumberField name="promotionPrice" label={texts.promotionPrice} min={0} step={0.1} decimals={2} />
      </div>
      <div className="product-fields">
        <SelectField
          name="unit"
          label={texts.unit}
          clearable={false}
          options={[
            { value: 'unit', label: texts.byUnit },
            { value: 'kg', label: texts.byWeight },
          ]}
        />
        <NumberField
          name="minimumQuantity"
          label={texts.minimumQuantity}
          min={0}
          step={byWeight ? 0.25 : 1}
        />
        <NumberField name="quantityStep" label={texts.quantityStep} min={0} step={byWeight ? 0.25 : 1} />
      </div>
      <Text size="sm" c="gray.7">
        {byWeight ? texts.kilograms : texts.wholeNumbers}
      </Text>
      <Stack gap="xs">
        <CheckboxField name="active" label={texts.active} />
        {posStillSells && !active && (
          <Text size="sm" c="gray.7">
            {texts.posStillSells}
          </Text>
        )}
        <CheckboxField name="outOfStock" label={texts.outOfStock} />
      </Stack>
    </Stack>
  );
}
