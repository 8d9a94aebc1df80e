import type { ReactNode } from 'react';
import { type FieldValues, useFormContext, useWatch } from 'react-hook-form';
import { ConditionalFields } from './useAdminField';

type Props<V extends FieldValues> = { when: (values: V) => boolean; children: ReactNode };

/**
 * Fields shown only while `when(values)` holds. Hidden, they leave the form's values (so the schema
 * sees them absent) and come back with their default values.
 */
export function ShowWhen<V extends FieldValues = FieldValues>({ when, children }: Props<V>) {
  const { control } = useFormContext<V>();
  const values = useWatch({ control }) as V;
  if (!when(values)) return null;
  return <ConditionalFields.Provider value={true}>{children}</ConditionalFields.Provider>;
}
