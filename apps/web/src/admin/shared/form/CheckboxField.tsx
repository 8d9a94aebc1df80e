import { Checkbox } from '@mantine/core';
import { useAdminField } from './useAdminField';

/** A yes/no value (a boolean) with its label beside the box. */
export function CheckboxField({ name, label }: { name: string; label: string }) {
  const { field, error } = useAdminField(name, label);
  return (
    <Checkbox
      ref={field.ref}
      name={field.name}
      label={label}
      error={error}
      checked={field.value === true}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
    />
  );
}
