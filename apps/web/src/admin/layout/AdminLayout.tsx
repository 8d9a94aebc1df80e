import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { IconButton } from '../../components/button/Button';
import { useDocumentTitle } from '../../components/documentTitle/useDocumentTitle';
import { AppErrorBoundary } from '../../components/errorScreen/AppErrorBoundary';
import { LanguageLinks } from '../../components/languageLinks/LanguageLinks';
import { PageLoading } from '../../components/loadingScreen/LoadingScreen';
import { useTexts } from '../../i18n/useTexts';
import { type AdminPage, adminPageTitles } from '../shared/texts';
import { AdminSideMenu } from './AdminSideMenu';
import { adminLayoutTexts } from './texts';
import './adminLayout.css';

function useAdminPage(): AdminPage | undefined {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { page?: string } | undefined;
  const page = handle?.page;
  return page && page in adminPageTitles.en ? (page as AdminPage) : undefined;
}

/** The admin area's layout: top bar, side menu, content. */
export function AdminLayout() {
  const texts = useTexts(adminLayoutTexts);
  const titles = useTexts(adminPageTitles);
  const page = useAdminPage();
  useDocumentTitle(page ? `${titles[page]} · ${texts.admin}` : texts.admin);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the side menu closes on navigation
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <div className="admin-layout">
      <header className="admin-topbar" data-testid="admin-topbar">
        <IconButton
          icon="menu"
          label={texts.openMenu}
          aria-expanded={menuOpen}
          aria-controls="admin-menu"
          onClick={() => setMenuOpen(true)}
        />
        <div className="admin-topbar__title">{page ? titles[page] : texts.admin}</div>
        <nav aria-label={texts.languages}>
          <LanguageLinks className="admin-topbar__languages" linkClassName="admin-topbar__language" />
        </nav>
      </header>
      <AdminSideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      <main className="admin-layout__content">
        <AppErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </AppErrorBoundary>
      </main>
    </div>
  );
}
