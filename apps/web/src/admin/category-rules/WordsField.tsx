import { TagsInput } from '@mantine/core';
import { requiredProps, useAdminField } from '../shared/form/useAdminField';

type Props = { name: string; label: string; description: string; required?: boolean };

/** Words as tags: Enter or a comma ends one. A word's own error shows on the field. */
export function WordsField({ name, label, description, required }: Props) {
  const { field, fieldError } = useAdminField(name, label);
  const words: string[] = Array.isArray(field.value) ? field.value : [];
  const itemErrors = Array.isArray(fieldError) ? (fieldError as ({ message?: string } | undefined)[]) : [];
  const error = fieldError?.message ?? itemErrors.find((item) => item?.message)?.message;
  return (
    <TagsInput
      {...requiredProps(required)}
      ref={field.ref}
      name={field.name}
      label={label}
      description={description}
      error={error}
      value={words}
      onChange={field.onChange}
      onBlur={field.onBlur}
      splitChars={[',']}
      acceptValueOnBlur
      data-no-enter-submit
    />
  );
}
