import type { LanguageCode } from '@grocery/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { nativeName } from '../../../i18n/language';
import { useTexts } from '../../../i18n/useTexts';
import { adminToast } from '../feedback';
import { AdminForm, CheckboxField, TextField, useAdminForm } from '../form';
import { translationsTexts } from './texts';
import { type TranslationTexts, translationAction, translationDefaults } from './translationAction';

/** One text of the record that has translations, e.g. a product's name. */
export type TranslationField = { name: string; label: string; required?: boolean; maxLength?: number };

type Props = {
  language: LanguageCode;
  fields: readonly TranslationField[];
  /** The contract's upsert body (e.g. categoryTranslationRequest): checks the values when allowed. */
  request: z.ZodType<Record<string, unknown>, Record<string, string>>;
  base: TranslationTexts;
  /** This language's translation as loaded; null when there is none. */
  loaded: TranslationTexts | null;
  onSave: (language: LanguageCode, values: Record<string, unknown>) => Promise<unknown>;
  onDelete: (language: LanguageCode) => Promise<unknown>;
};

/**
 * One language's translation: the 'Allow translations' toggle, the fields beside the base text,
 * and Save, enabled only when it would do something (translationAction).
 */
export function TranslationCard({ language, fields, request, base, loaded, onSave, onDelete }: Props) {
  const texts = useTexts(translationsTexts);
  const names = fields.map((field) => field.name);
  const [failed, setFailed] = useState<unknown>(null);
  const [schema] = useState(() =>
    z.discriminatedUnion('allowed', [
      z.object({ allowed: z.literal(true), values: request }),
      z.object({ allowed: z.literal(false), values: z.record(z.string(), z.string()) }),
    ]),
  );
  const form = useAdminForm({ schema, defaultValues: translationDefaults(loaded, names) });
  const allowed = useWatch({ control: form.control, name: 'allowed' }) === true;
  const typed = (useWatch({ control: form.control, name: 'values' }) ?? {}) as Record<string, string>;
  const action = translationAction(loaded, allowed, typed, names);

  const submit = async (output: z.output<typeof schema>) => {
    setFailed(null);
    const now = translationAction(loaded, output.allowed, form.getValues('values') as never, names);
    try {
      if (now === 'save') await onSave(language, output.values);
      else if (now === 'delete') await onDelete(language);
      else return;
    } catch (error) {
      setFailed(error);
      return;
    }
    adminToast.success(now === 'save' ? texts.saved : texts.deleted);
  };

  return (
    <AdminForm form={form} onSubmit={submit}>
      <fieldset className="translation-card" lang={language}>
        <legend>{nativeName(language)}</legend>
        <Stack gap="sm">
          <CheckboxField name="allowed" label={texts.allowTranslations} />
          {fields.map((field) => (
            <div key={field.name} className="translation-field">
              <TextField
                name={`values.${field.name}`}
                label={field.label}
                required={allowed && field.required}
                maxLength={field.maxLength}
              />
              <Text size="sm" className="translation-base">
                <Text span c="gray.7" size="sm">
                  {texts.base}:
                </Text>{' '}
                <bdi dir="auto">{base[field.name] || texts.empty}</bdi>
              </Text>
            </div>
          ))}
          {!allowed && (
            <Text size="sm" c="gray.7" role="status">
              {loaded ? texts.willDelete : texts.none}
            </Text>
          )}
          {failed !== null && (
            <Alert color="red" role="alert">
              {texts.saveFailed}
            </Alert>
          )}
          <Group>
            <SaveButton disabled={action === null} label={texts.save} />
          </Group>
        </Stack>
      </fieldset>
    </AdminForm>
  );
}

/** Enabled only when Save would do something; busy while it does. */
function SaveButton({ disabled, label }: { disabled: boolean; label: string }) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" disabled={disabled} loading={isSubmitting}>
      {label}
    </Button>
  );
}
