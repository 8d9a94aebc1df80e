import { DateInput } from '@mantine/dates';
import { useTexts } from '../../../i18n/useTexts';
import { parseDay } from './dateText';
import { adminFormTexts } from './texts';
import { clearButtonProps, noEnterSubmit, requiredProps, useAdminField } from './useAdminField';

type Props = {
  name: string;
  label: string;
  required?: boolean;
  /** YYYY-MM-DD; earlier days can be neither typed nor picked. */
  minDate?: string;
  /** YYYY-MM-DD; later days can be neither typed nor picked. */
  maxDate?: string;
};

/** A calendar day, typed as YYYY-MM-DD or picked; the value is that text, or null. */
export function DateField({ name, label, required, minDate, maxDate }: Props) {
  const texts = useTexts(adminFormTexts);
  const { field, error } = useAdminField(name, label);
  return (
    <DateInput
      {...requiredProps(required)}
      {...noEnterSubmit}
      ref={field.ref}
      name={field.name}
      label={label}
      error={error}
      value={typeof field.value === 'string' ? field.value : null}
      onChange={(day) => field.onChange(day)}
      onBlur={field.onBlur}
      valueFormat="YYYY-MM-DD"
      dateParser={parseDay}
      minDate={minDate}
      maxDate={maxDate}
      clearable
      clearButtonProps={clearButtonProps(texts.clear)}
      dir="ltr"
    />
  );
}
