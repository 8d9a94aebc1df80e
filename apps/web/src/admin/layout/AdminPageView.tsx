import { NoAccessPage } from '../../components/noAccess/NoAccessPage';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import type { AdminPageRoute } from '../shared/routes';
import { adminSharedTexts } from '../shared/texts';
import { lazyPage } from './pageAccess';

/** The page the URL names, or the no-access page when the user lacks a permission it needs. */
export function AdminPageView({ route, allowed }: { route: AdminPageRoute; allowed: boolean }) {
  const texts = useTexts(adminSharedTexts);
  const language = useLanguage();
  if (!allowed) {
    return (
      <NoAccessPage
        signedIn
        namesTab={false}
        back={{ to: `/admin/${language}`, label: texts.backToDashboard }}
      />
    );
  }
  const Page = lazyPage(route);
  return <Page />;
}
