import { type FormEvent, type KeyboardEvent, type ReactNode, useState } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { useTexts } from '../../../i18n/useTexts';
import { PageError } from '../feedback/PageError';
import { adminFormTexts } from './texts';

type Props<V extends FieldValues, O> = {
  form: UseFormReturn<V, unknown, O>;
  onSubmit: (values: O) => Promise<void> | void;
  children: ReactNode;
  className?: string;
};

function stopEnterSubmit(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== 'Enter' || !(event.target instanceof Element)) return;
  if (event.target.closest('[data-no-enter-submit]')) event.preventDefault();
}

/**
 * A back-office form: the browser's own validation off (the schema decides), the fields' form in
 * context, and a save that fails keeping every value, with a message (and the ticket number).
 */
export function AdminForm<V extends FieldValues, O>({ form, onSubmit, children, className }: Props<V, O>) {
  const texts = useTexts(adminFormTexts);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    setFailure(null);
    try {
      await form.handleSubmit(onSubmit)(event);
    } catch (error) {
      setFailure({ error });
    }
  };
  return (
    <FormProvider {...form}>
      <form noValidate className={className} onSubmit={submit} onKeyDown={stopEnterSubmit}>
        {children}
        {failure && <PageError message={texts.submitFailed} error={failure.error} />}
      </form>
    </FormProvider>
  );
}
