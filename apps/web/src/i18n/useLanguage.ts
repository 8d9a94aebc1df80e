import { useLocation } from 'react-router-dom';
import { type LanguageCode, languageFromPath } from './language';

/** The language of the current URL (Hebrew when the URL carries none). */
export function useLanguage(): LanguageCode {
  return languageFromPath(useLocation().pathname);
}
