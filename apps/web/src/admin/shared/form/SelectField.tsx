import { MultiSelect, Select } from '@mantine/core';
import { useTexts } from '../../../i18n/useTexts';
import { adminFormTexts } from './texts';
import { clearButtonProps, requiredProps, useAdminField } from './useAdminField';

export type SelectOption = { value: string; label: string };

type Props = { name: string; label: string; required?: boolean; options: SelectOption[] };

/** One choice of a list (string or null), filtered by typing; clearable unless told otherwise. */
export function SelectField({
  name,
  label,
  required,
  options,
  clearable = true,
}: Props & { clearable?: boolean }) {
  const texts = useTexts(adminFormTexts);
  const { field, error } = useAdminField(name, label);
  return (
    <Select
      {...requiredProps(required)}
      ref={field.ref}
      name={field.name}
      label={label}
      error={error}
      data={options}
      value={typeof field.value === 'string' ? field.value : null}
      onChange={(value) => field.onChange(value)}
      onBlur={field.onBlur}
      clearable={clearable}
      clearButtonProps={clearButtonProps(texts.clear)}
      searchable
      placeholder={texts.typeToFilter}
      nothingFoundMessage={texts.noResults}
    />
  );
}

/** Several choices of a list (string[]), filtered by typing. */
export function MultiSelectField({ name, label, required, options }: Props) {
  const texts = useTexts(adminFormTexts);
  const { field, error } = useAdminField(name, label);
  return (
    <MultiSelect
      {...requiredProps(required)}
      ref={field.ref}
      name={field.name}
      label={label}
      error={error}
      data={options}
      value={Array.isArray(field.value) ? field.value : []}
      onChange={(value) => field.onChange(value)}
      onBlur={field.onBlur}
      clearable
      clearButtonProps={clearButtonProps(texts.clear)}
      searchable
      placeholder={texts.typeToFilter}
      nothingFoundMessage={texts.noResults}
    />
  );
}
