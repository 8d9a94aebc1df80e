import { MultiSelect, Select } from '@mantine/core';
import { useTexts } from '../../../i18n/useTexts';
import { optionValues, type SelectOption } from './optionValues';
import { adminFormTexts } from './texts';
import { clearButtonProps, requiredProps, useAdminField } from './useAdminField';

type Props = {
  name: string;
  label: string;
  required?: boolean;
  options: SelectOption[];
  /** Shown but not changeable (e.g. without the permission to change it); the form keeps its value. */
  disabled?: boolean;
};

/** One choice of a list (the option's value or null), filtered by typing; clearable unless told otherwise. */
export function SelectField({
  name,
  label,
  required,
  options,
  disabled,
  clearable = true,
}: Props & { clearable?: boolean }) {
  const texts = useTexts(adminFormTexts);
  const { field, error } = useAdminField(name, label);
  const list = optionValues(options);
  return (
    <Select
      {...requiredProps(required)}
      ref={field.ref}
      name={field.name}
      label={label}
      error={error}
      data={list.data}
      value={list.key(field.value)}
      onChange={(key) => field.onChange(key === null ? null : list.valueOf(key))}
      onBlur={field.onBlur}
      disabled={disabled}
      clearable={clearable}
      clearButtonProps={clearButtonProps(texts.clear)}
      searchable
      placeholder={texts.typeToFilter}
      nothingFoundMessage={texts.noResults}
    />
  );
}

/** Several choices of a list (the options' values), filtered by typing. */
export function MultiSelectField({ name, label, required, options, disabled }: Props) {
  const texts = useTexts(adminFormTexts);
  const { field, error } = useAdminField(name, label);
  const list = optionValues(options);
  const chosen = Array.isArray(field.value) ? field.value : [];
  return (
    <MultiSelect
      {...requiredProps(required)}
      ref={field.ref}
      name={field.name}
      label={label}
      error={error}
      data={list.data}
      value={chosen.map(list.key).filter((key) => key !== null)}
      onChange={(keys) => field.onChange(keys.map(list.valueOf))}
      onBlur={field.onBlur}
      disabled={disabled}
      clearable
      clearButtonProps={clearButtonProps(texts.clear)}
      searchable
      placeholder={texts.typeToFilter}
      nothingFoundMessage={texts.noResults}
    />
  );
}
