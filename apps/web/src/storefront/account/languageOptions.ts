import { languageCodes } from '@grocery/contracts';
import { nativeName } from '../../i18n/language';

/** The language dropdowns' options: every language by its native name. */
export const languageOptions = languageCodes.map((code) => ({
  value: code,
  label: nativeName(code),
  lang: code,
}));
