import { useEffect } from 'react';
import { useTexts } from '../../i18n/useTexts';
import { brandTexts } from '../logo/texts';

/**
 * The browser tab's title while the page is shown: `{title} · FreshCart`, in the page's language.
 * Every page calls it once; a page still loading its name (a product, a category) passes its
 * generic title until then. `undefined` leaves the title alone, for a page that hands over to
 * another one (e.g. the not-found page), which sets its own.
 */
export function useDocumentTitle(title: string | undefined): void {
  const { brandName } = useTexts(brandTexts);
  useEffect(() => {
    if (title !== undefined) document.title = `${title} · ${brandName}`;
  }, [title, brandName]);
}
