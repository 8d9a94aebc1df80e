import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';

type Props = {
  children: ReactNode;
  /** Disabled until a value differs from the form's defaults (an edit form with nothing to save). */
  disabledUntilChanged?: boolean;
};

/** The form's submit button: busy and disabled while the form is being sent. */
export function SubmitButton({ children, disabledUntilChanged }: Props) {
  const { control } = useFormContext();
  const { isSubmitting, isDirty } = useFormState({ control });
  return (
    <Button type="submit" loading={isSubmitting} disabled={disabledUntilChanged === true && !isDirty}>
      {children}
    </Button>
  );
}
