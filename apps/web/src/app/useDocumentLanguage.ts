import { useLayoutEffect } from 'react';
import { textDirection } from '../i18n/language';
import { useLanguage } from '../i18n/useLanguage';

/** Sets `<html lang dir>` from the route's language, so the whole page mirrors for Hebrew. */
export function useDocumentLanguage(): void {
  const language = useLanguage();
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = language;
    root.dir = textDirection(language);
  }, [language]);
}
