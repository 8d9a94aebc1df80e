import { Burger, Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../components/documentTitle/useDocumentTitle';
import { AppErrorBoundary } from '../../components/errorScreen/AppErrorBoundary';
import { LanguageLinks } from '../../components/languageLinks/LanguageLinks';
import { PageLoading } from '../../components/loadingScreen/LoadingScreen';
import { Logo, LogoMark } from '../../components/logo/Logo';
import { noAccessTexts } from '../../components/noAccess/texts';
import { useTexts } from '../../i18n/useTexts';
import { useAppState } from '../../state/appState';
import type { AdminPageRoute } from '../shared/routes';
import { type AdminPage, adminPageTitles } from '../shared/texts';
import { AdminMenu } from './AdminMenu';
import { AdminPageView } from './AdminPageView';
import { adminPageAt, canOpen } from './pageAccess';
import { adminLayoutTexts } from './texts';
import './adminLayout.css';

/** Below Mantine's `sm` breakpoint the side menu is a drawer over the page. */
const phoneQuery = '(max-width: 47.99em)';

type Props = {
  /** Every admin page's route (admin/index.ts): what it shows and the permissions it needs. */
  pages: Record<AdminPage, AdminPageRoute>;
};

/**
 * The admin area's layout: a top bar (menu toggle, the page's title, the other languages), the side
 * menu (beside the content on wider screens, a drawer on phones; it closes on navigation) and the
 * page the URL names. Render errors in the content raise the application error screen.
 */
export function AdminLayout({ pages }: Props) {
  const texts = useTexts(adminLayoutTexts);
  const titles = useTexts(adminPageTitles);
  const noAccess = useTexts(noAccessTexts);
  const { user } = useAppState();
  const { pathname } = useLocation();
  const page = adminPageAt(pathname);
  const route = page && pages[page];
  const allowed = !route || canOpen(user, route);
  const title = page ? titles[page] : texts.admin;
  useDocumentTitle(page ? `${allowed ? title : noAccess.title} · ${texts.admin}` : texts.admin);

  const isPhone = useMediaQuery(phoneQuery, false, { getInitialValueInEffect: false });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [navbarOpen, setNavbarOpen] = useState(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the side menu closes on navigation
  useEffect(() => setDrawerOpen(false), [pathname]);
  const menuOpen = isPhone ? drawerOpen : navbarOpen;
  const closeDrawer = () => setDrawerOpen(false);
  const menu = <AdminMenu canOpen={(target) => canOpen(user, pages[target])} onNavigate={closeDrawer} />;

  return (
    <div className="admin-shell" data-navbar={!isPhone && navbarOpen ? 'open' : 'closed'}>
      <header className="admin-shell__header" data-testid="admin-topbar">
        <Burger
          opened={menuOpen}
          onClick={() => (isPhone ? setDrawerOpen(!drawerOpen) : setNavbarOpen(!navbarOpen))}
          color="white"
          size="sm"
          aria-label={texts.menu}
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? 'admin-menu' : undefined}
        />
        <LogoMark size={32} />
        <div className="admin-shell__title" data-testid="admin-title">
          {title}
        </div>
        <nav aria-label={texts.languages}>
          <LanguageLinks className="admin-shell__languages" linkClassName="admin-shell__language" />
        </nav>
      </header>
      {isPhone ? (
        <Drawer
          id="admin-menu"
          opened={drawerOpen}
          onClose={closeDrawer}
          title={<Logo size={32} />}
          size={288}
          // The page keeps still behind the drawer, but without react-remove-scroll's scroll-bar
          // remover, which injects a <style> element our CSP refuses.
          removeScrollProps={{ removeScrollBar: false }}
          closeButtonProps={{ 'aria-label': texts.closeMenu }}
        >
          {menu}
        </Drawer>
      ) : (
        navbarOpen && (
          <div id="admin-menu" className="admin-shell__navbar">
            {menu}
          </div>
        )
      )}
      <main className="admin-shell__main">
        <div className="admin-shell__content">
          <AppErrorBoundary>
            <Suspense fallback={<PageLoading />}>
              {route && <AdminPageView route={route} allowed={allowed} />}
            </Suspense>
          </AppErrorBoundary>
        </div>
      </main>
    </div>
  );
}
