import { addressLimits } from '@grocery/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/form/Field';
import { useTexts } from '../../../i18n/useTexts';
import type { AddressFormValues, CheckedAddress, TextFieldName } from './addressValues';
import { addressFormTexts } from './texts';

type Setup = {
  name: TextFieldName;
  autoComplete: string;
  wide?: boolean;
  /** Phone numbers and postal codes read left to right, also in Hebrew. */
  ltr?: boolean;
  type?: 'tel';
  max?: number;
};

const fields: Setup[] = [
  { name: 'recipientName', autoComplete: 'shipping name' },
  { name: 'phone', autoComplete: 'shipping tel', ltr: true, type: 'tel', max: addressLimits.phoneMax },
  { name: 'addressLine1', autoComplete: 'shipping address-line1', wide: true },
  { name: 'addressLine2', autoComplete: 'shipping address-line2', wide: true },
  { name: 'city', autoComplete: 'shipping address-level2' },
  { name: 'state', autoComplete: 'shipping address-level1' },
  { name: 'postalCode', autoComplete: 'shipping postal-code', ltr: true, max: addressLimits.postalCodeMax },
  { name: 'country', autoComplete: 'shipping country-name' },
  { name: 'label', autoComplete: 'off', wide: true },
];

/** The address fields; each error shows after the field was left once or after a save attempt. */
export function AddressFields({ form }: { form: UseFormReturn<AddressFormValues, unknown, CheckedAddress> }) {
  const texts = useTexts(addressFormTexts);
  const { errors } = form.formState;
  return (
    <div className="address-fields">
      {fields.map((field) => (
        <div key={field.name} className={field.wide ? 'address-fields__wide' : undefined}>
          <TextField
            label={texts[field.name]}
            autoComplete={field.autoComplete}
            type={field.type}
            dir={field.ltr ? 'ltr' : 'auto'}
            maxLength={field.max ?? addressLimits.textMax}
            error={errors[field.name]?.message}
            {...form.register(field.name)}
          />
        </div>
      ))}
    </div>
  );
}
