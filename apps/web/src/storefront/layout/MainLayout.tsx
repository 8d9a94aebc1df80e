import { countText, fillText } from '@grocery/contracts';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppErrorBoundary } from '../../components/errorScreen/AppErrorBoundary';
import { LanguageLinks } from '../../components/languageLinks/LanguageLinks';
import { SkeletonBlock } from '../../components/skeleton/Skeleton';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { listHeadingTexts } from '../shared/catalogue/listHeadingTexts';
import { useProductsList } from '../shared/catalogue/productsList';
import { Header, type SearchBox } from './Header';
import { mainLayoutTexts } from './texts';
import { useHeaderCollapse } from './useHeaderCollapse';
import './mainLayout.css';

// The side menu's code arrives when it is first opened: no page needs it to render (decision 0009).
const SideMenu = lazy(() => import('./SideMenu').then((module) => ({ default: module.SideMenu })));
// Only the products list has a pager: its code arrives with the first one.
const Pager = lazy(() => import('../shared/catalogue/Pager').then((module) => ({ default: module.Pager })));

/** The storefront layout: header (with the given search box), sub-menu bar, side menu, content, footer area. */
export function MainLayout({ children, searchBox }: { children?: ReactNode; searchBox: SearchBox }) {
  const texts = useTexts(mainLayoutTexts);
  const collapsed = useHeaderCollapse();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const language = useLanguage();
  const list = useProductsList();
  const headingTexts = useTexts(listHeadingTexts);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the path changes
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <div className="main-layout">
      <header
        className={`site-header${collapsed ? ' site-header--collapsed' : ''}`}
        data-collapsed={collapsed}
      >
        <Header
          menuOpen={menuOpen}
          SearchBox={searchBox}
          onOpenMenu={() => {
            setMenuWanted(true);
            setMenuOpen(true);
          }}
        />
        <div className="site-header__banner" aria-hidden="true" />
        <div className="sub-menu">
          {list && !list.notFound ? (
            <div className="sub-menu__page">
              {list.category.data && list.products.data ? (
                <>
                  <span className="sub-menu__label">{headingTexts.category}</span>
                  <h1 className="sub-menu__title">{list.category.data.categoryName}</h1>
                  <span className="sub-menu__detail">
                    {countText(language, headingTexts.total, list.products.data.total)}
                  </span>
                </>
              ) : list.category.isPending || list.products.isPending ? (
                <SkeletonBlock width="12rem" height="1.5rem" />
              ) : null}
            </div>
          ) : null}
          <nav aria-label={texts.languages} className="sub-menu__nav">
            <LanguageLinks className="sub-menu__languages" linkClassName="sub-menu__language" />
          </nav>
        </div>
      </header>
      {menuWanted ? (
        <Suspense fallback={null}>
          <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
      <main className="main-layout__content" id="main">
        <AppErrorBoundary>{children ?? <Outlet />}</AppErrorBoundary>
      </main>
      {list && !list.notFound && list.pageCount > 1 ? (
        <div className="main-layout__footer-area">
          <Suspense fallback={null}>
            <Pager
              language={language}
              categoryId={list.categoryId}
              pageIndex={list.pageIndex}
              pageCount={list.pageCount}
            />
          </Suspense>
        </div>
      ) : null}
      <footer className="site-footer">
        <p>{texts.footerTagline}</p>
        <p className="site-footer__small">{fillText(texts.copyright, { year: new Date().getFullYear() })}</p>
      </footer>
    </div>
  );
}
