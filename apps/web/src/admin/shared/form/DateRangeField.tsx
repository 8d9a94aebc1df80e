import { Group, Input } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useId } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTexts } from '../../../i18n/useTexts';
import { earlierDay, laterDay, parseDay } from './dateText';
import { adminFormTexts } from './texts';
import { clearButtonProps, noEnterSubmit, requiredProps, useAdminField } from './useAdminField';

export type DayRange = { from: string | null; to: string | null };

type Props = {
  name: string;
  label: string;
  required?: boolean;
  fromMinDate?: string;
  fromMaxDate?: string;
  toMinDate?: string;
  toMaxDate?: string;
};

type RangeError = FieldError & { from?: FieldError; to?: FieldError };

/**
 * Two calendar days, from and to (YYYY-MM-DD or null each). Each part keeps to its own bounds, and
 * neither can cross the other: from is never after to.
 */
export function DateRangeField({ name, label, required, ...bounds }: Props) {
  const texts = useTexts(adminFormTexts);
  const labelId = useId();
  const { field, fieldError } = useAdminField(name, label);
  const range: DayRange = { from: null, to: null, ...(field.value as Partial<DayRange> | null) };
  const error = fieldError as RangeError | undefined;
  const part = (key: 'from' | 'to', minDate?: string, maxDate?: string) => (
    <DateInput
      {...noEnterSubmit}
      aria-required={required === true ? true : undefined}
      ref={key === 'from' ? field.ref : undefined}
      aria-label={texts[key]}
      placeholder={texts[key]}
      error={Boolean(error?.[key] ?? error?.message)}
      value={range[key]}
      onChange={(day) => field.onChange({ ...range, [key]: day })}
      onBlur={field.onBlur}
      valueFormat="YYYY-MM-DD"
      dateParser={parseDay}
      minDate={minDate}
      maxDate={maxDate}
      clearable
      clearButtonProps={clearButtonProps(texts.clear)}
      dir="ltr"
      style={{ flex: 1 }}
    />
  );
  return (
    <Input.Wrapper
      {...requiredProps(required)}
      label={label}
      labelElement="div"
      labelProps={{ id: labelId }}
      error={error?.message ?? error?.from?.message ?? error?.to?.message}
    >
      <Group role="group" aria-labelledby={labelId} gap="xs" wrap="nowrap">
        {part('from', bounds.fromMinDate, earlierDay(bounds.fromMaxDate, range.to))}
        {part('to', laterDay(bounds.toMinDate, range.from), bounds.toMaxDate)}
      </Group>
    </Input.Wrapper>
  );
}
