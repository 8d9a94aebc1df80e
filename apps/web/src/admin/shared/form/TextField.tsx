import { PasswordInput, TextInput } from '@mantine/core';
import { requiredProps, useAdminField } from './useAdminField';

type Props = {
  name: string;
  label: string;
  required?: boolean;
  maxLength?: number;
  minLength?: number;
  /** A regular expression the value must match, passed to the input (the schema checks it). */
  pattern?: string;
  type?: 'text' | 'email' | 'password';
  placeholder?: string;
  description?: string;
};

/** A text, email or password input; emails and passwords read left to right, other text by its own direction. */
export function TextField({ name, label, required, type = 'text', ...input }: Props) {
  const { field, error } = useAdminField(name, label);
  const props = {
    ...input,
    ...requiredProps(required),
    ref: field.ref,
    name: field.name,
    value: typeof field.value === 'string' ? field.value : '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    label,
    error,
  };
  if (type === 'password') return <PasswordInput {...props} dir="ltr" autoComplete="new-password" />;
  return (
    <TextInput
      {...props}
      type={type}
      dir={type === 'email' ? 'ltr' : 'auto'}
      autoComplete={type === 'email' ? 'email' : undefined}
    />
  );
}
