import { TextInput } from '@mantine/core';
import { type ChangeEvent, type KeyboardEvent, useEffect, useState } from 'react';
import { acceptNumberText, numberOf, numberText, stepNumber } from './numberText';
import { noEnterSubmit, requiredProps, useAdminField } from './useAdminField';

type Props = {
  name: string;
  label: string;
  required?: boolean;
  min?: number;
  max?: number;
  step?: number;
  /** Shown with exactly this many decimals when not being typed (money: 2). */
  decimals?: number;
};

/**
 * A number as typed: only digits, a leading minus and one decimal point get in; a keystroke that
 * leaves min/max out of reach is refused; empty, a lone minus or dot hold null. Arrow keys step.
 */
export function NumberField({ name, label, required, min, max, step = 1, decimals }: Props) {
  const { field, error } = useAdminField(name, label);
  const value = typeof field.value === 'number' ? field.value : null;
  const shown = (number: number | null) =>
    number !== null && decimals !== undefined ? number.toFixed(decimals) : numberText(number);
  const [text, setText] = useState(() => shown(value));
  // The form's value set from outside (a reset, setValue) shows; the text typed for it stays.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new value from outside matters
  useEffect(() => {
    if (numberOf(text) !== value) setText(shown(value));
  }, [value]);

  const enter = (next: { text: string; value: number | null }) => {
    setText(next.text);
    field.onChange(next.value);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = acceptNumberText(event.currentTarget.value, { min, max });
    if (next) enter(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const stepped = stepNumber(value, step, event.key === 'ArrowUp' ? 1 : -1, { min, max });
    enter({ text: numberText(stepped), value: stepped });
  };
  return (
    <TextInput
      {...requiredProps(required)}
      {...noEnterSubmit}
      ref={field.ref}
      name={field.name}
      label={label}
      error={error}
      value={text}
      onChange={onChange}
      onKeyDown={onKeyDown}
      onBlur={() => {
        setText(shown(value));
        field.onBlur();
      }}
      inputMode="decimal"
      autoComplete="off"
      dir="ltr"
    />
  );
}
