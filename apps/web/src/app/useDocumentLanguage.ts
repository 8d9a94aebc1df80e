import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { needsOtherBuild, textDirection } from '../i18n/language';
import { useLanguage } from '../i18n/useLanguage';

const reloadedFor = 'grocery:reloaded-for';

/**
 * Sets `<html lang dir>` from the route's language, so the whole page mirrors for Hebrew. A route in
 * another language than this build's (a client-side link that should have been a page load) reloads
 * the page, once, so the server sends that language's build.
 */
export function useDocumentLanguage(): void {
  const language = useLanguage();
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (needsOtherBuild(pathname) && sessionStorage.getItem(reloadedFor) !== window.location.href) {
      sessionStorage.setItem(reloadedFor, window.location.href);
      window.location.reload();
    }
  }, [pathname]);
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = language;
    root.dir = textDirection(language);
  }, [language]);
}
