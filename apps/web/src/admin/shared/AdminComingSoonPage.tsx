import { ComingSoonPage } from '../../components/comingSoon/ComingSoonPage';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { type AdminPage, adminPageTitles, adminSharedTexts } from './texts';

/** An admin page that a later issue builds. */
export function AdminComingSoonPage({ page }: { page: AdminPage }) {
  const titles = useTexts(adminPageTitles);
  const texts = useTexts(adminSharedTexts);
  const language = useLanguage();
  return (
    <ComingSoonPage
      pageName={titles[page]}
      back={{ to: `/admin/${language}`, label: texts.backToDashboard }}
    />
  );
}
