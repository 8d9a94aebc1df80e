import { createContext, useContext, useEffect } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { formLabels } from './fieldLabels';

/** True inside ShowWhen: such fields leave the form's values while hidden. */
export const ConditionalFields = createContext(false);

/**
 * A kit field's connection to the form AdminForm provides: its value and handlers, its error
 * message once the form shows it, and its label remembered for the form's messages.
 */
export function useAdminField(name: string, label: string) {
  const { control } = useFormContext();
  const conditional = useContext(ConditionalFields);
  const { field, fieldState } = useController({ name, control, shouldUnregister: conditional });
  useEffect(() => {
    formLabels(control).set(name, label);
  }, [control, name, label]);
  return { field, error: fieldState.error?.message, fieldError: fieldState.error };
}

/** What every kit field's input carries when required: the asterisk and aria-required. */
export function requiredProps(required: boolean | undefined) {
  return { withAsterisk: required === true, 'aria-required': required === true ? true : undefined };
}

/** Number and date inputs carry this: Enter in them does not send the form (AdminForm). */
export const noEnterSubmit = { 'data-no-enter-submit': true } as const;

/**
 * A list's or date's clear button, named in the language and reachable by keyboard and screen
 * readers (Mantine's combobox hides it from both).
 */
export function clearButtonProps(label: string) {
  return { 'aria-label': label, 'aria-hidden': false, tabIndex: 0 } as const;
}
