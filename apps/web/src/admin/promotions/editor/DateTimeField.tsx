import { TextInput } from '@mantine/core';
import { noEnterSubmit, requiredProps, useAdminField } from '../../shared/form/useAdminField';

type Props = { name: string; label: string; required?: boolean };

/** A shop-time minute, `YYYY-MM-DDTHH:mm`: the browser's own date-and-time input speaks exactly that. */
export function DateTimeField({ name, label, required }: Props) {
  const { field, error } = useAdminField(name, label);
  return (
    <TextInput
      {...requiredProps(required)}
      {...noEnterSubmit}
      ref={field.ref}
      name={field.name}
      label={label}
      error={error}
      type="datetime-local"
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      dir="ltr"
    />
  );
}
