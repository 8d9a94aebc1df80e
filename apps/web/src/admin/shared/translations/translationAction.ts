/** A translation's texts by field name, as loaded (null: an optional field left empty). */
export type TranslationTexts = Readonly<Record<string, string | null>>;

/** What Save does with one language's translation: write it, delete it, or nothing. */
export type TranslationAction = 'save' | 'delete' | null;

const same = (typed: string | undefined, loaded: string | null | undefined) =>
  (typed ?? '').trim() === (loaded ?? '').trim();

/**
 * The spec's translations rule (admin spec 4, "Translations editor"): with 'Allow translations' on,
 * Save upserts, but only when something changed (turning it on for a language without one is a
 * change); off, Save deletes the translation if there is one and does nothing otherwise.
 */
export function translationAction(
  loaded: TranslationTexts | null,
  allowed: boolean,
  typed: Readonly<Record<string, string>>,
  fields: readonly string[],
): TranslationAction {
  if (!allowed) return loaded ? 'delete' : null;
  if (!loaded) return 'save';
  return fields.every((field) => same(typed[field], loaded[field])) ? null : 'save';
}

/** The form's starting values: the loaded translation, or empty fields with the toggle off. */
export function translationDefaults(loaded: TranslationTexts | null, fields: readonly string[]) {
  return {
    allowed: loaded !== null,
    values: Object.fromEntries(fields.map((field) => [field, loaded?.[field] ?? ''])),
  };
}
