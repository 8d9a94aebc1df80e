import type { ReactNode } from 'react';
import { type DefaultValues, type FieldValues, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { AdminForm } from './AdminForm';
import { SubmitButton } from './SubmitButton';
import { useAdminForm } from './useAdminForm';

type Props<Schema extends z.ZodType<FieldValues, FieldValues>> = {
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onSubmit?: (values: z.output<Schema>) => Promise<void> | void;
  disabledUntilChanged?: boolean;
  children: ReactNode;
};

/** The form's values as JSON (NaN written out), for tests to read what a field holds. */
function Values() {
  const values = useWatch();
  const shown = JSON.stringify(values, (_key, value) => (Number.isNaN(value) ? 'NaN' : value));
  return <pre data-testid="values">{shown}</pre>;
}

/** Component tests only: a kit form on a schema, its values shown, and a Save button. */
export function TestForm<Schema extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  onSubmit = () => {},
  disabledUntilChanged,
  children,
}: Props<Schema>) {
  const form = useAdminForm({ schema, defaultValues });
  return (
    <AdminForm form={form} onSubmit={onSubmit}>
      {children}
      <SubmitButton disabledUntilChanged={disabledUntilChanged}>Save</SubmitButton>
      <Values />
    </AdminForm>
  );
}
