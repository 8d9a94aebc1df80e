import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';

/**
 * The account forms' react-hook-form setup (spec section 4): a field shows its error only after it
 * was left once ('onTouched', then it re-checks on every change) or after a submit attempt (which
 * checks every field and focuses the first wrong one). `formState.isValid` is kept current on
 * every change, for the submit button.
 */
export function useAccountForm<T extends FieldValues>(defaultValues: DefaultValues<T>): UseFormReturn<T> {
  return useForm<T>({ mode: 'onTouched', reValidateMode: 'onChange', defaultValues, shouldFocusError: true });
}
