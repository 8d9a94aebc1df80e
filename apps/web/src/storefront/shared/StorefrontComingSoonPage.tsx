import { ComingSoonPage } from '../../components/comingSoon/ComingSoonPage';
import { useDocumentTitle } from '../../components/documentTitle/useDocumentTitle';
import { useTexts } from '../../i18n/useTexts';
import { type StorefrontPage, storefrontPageTitles } from './texts';

/** A storefront page that a later issue builds. */
export function StorefrontComingSoonPage({ page }: { page: StorefrontPage }) {
  const titles = useTexts(storefrontPageTitles);
  useDocumentTitle(titles[page]);
  return <ComingSoonPage pageName={titles[page]} />;
}
