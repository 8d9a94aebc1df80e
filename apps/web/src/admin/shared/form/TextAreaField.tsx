import { Textarea } from '@mantine/core';
import { useAdminField } from './useAdminField';

type Props = { name: string; label: string; maxLength?: number };

/** Several lines of user text (a long description), in the form kit's way; its own direction. */
export function TextAreaField({ name, label, maxLength }: Props) {
  const { field, error } = useAdminField(name, label);
  return (
    <Textarea
      ref={field.ref}
      name={field.name}
      label={label}
      error={error}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      maxLength={maxLength}
      autosize
      minRows={3}
      maxRows={12}
      dir="auto"
    />
  );
}
