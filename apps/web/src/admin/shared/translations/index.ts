/** The translations editor products and categories share (admin spec 4, "Translations editor"). */
export { type TranslationField, TranslationsEditor } from './TranslationsEditor';
export { type TranslationAction, translationAction } from './translationAction';
