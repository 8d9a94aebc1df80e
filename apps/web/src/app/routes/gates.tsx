import { isLanguageCode } from '@grocery/contracts';
import { lazy, type ReactNode, Suspense } from 'react';
import { Outlet, useParams } from 'react-router-dom';
import { LoadingScreen, PageLoading } from '../../components/loadingScreen/LoadingScreen';
import { LazyNotFoundPage } from '../../components/notFound/LazyNotFoundPage';
import { useAppState } from '../../state/appState';
import { MainLayout } from '../../storefront/layout/MainLayout';
import { HeaderSearch } from '../../storefront/search/HeaderSearch';
import { RequirePermission } from '../RequirePermission';

const AdminArea = lazy(() => import('../../admin').then((admin) => ({ default: admin.AdminArea })));

// Rarely shown, so outside the first load (decision 0009).
const NoAccessPage = lazy(() =>
  import('../../components/noAccess/NoAccessPage').then((module) => ({ default: module.NoAccessPage })),
);

/** The storefront's main layout with the search feature's box in its header. */
function StorefrontLayout({ children }: { children: ReactNode }) {
  return <MainLayout searchBox={HeaderSearch}>{children}</MainLayout>;
}

/** The not-found page inside the main layout. */
export function NotFoundInMainLayout() {
  return (
    <StorefrontLayout>
      <Suspense fallback={<PageLoading />}>
        <LazyNotFoundPage />
      </Suspense>
    </StorefrontLayout>
  );
}

/**
 * `/{lang}/…`: an unknown language is not found; a missing permission shows the no-access page.
 * Lazily loaded pages show the in-page loading indicator meanwhile.
 */
export function StorefrontGate() {
  const { lang } = useParams();
  const { user } = useAppState();
  if (!isLanguageCode(lang)) return <NotFoundInMainLayout />;
  return (
    <StorefrontLayout>
      <Suspense fallback={<PageLoading />}>
        <RequirePermission fallback={<NoAccessPage signedIn={user !== null} />}>
          <Outlet />
        </RequirePermission>
      </Suspense>
    </StorefrontLayout>
  );
}

/**
 * `/admin/{lang}/…`: the admin area, loaded lazily, for users holding admin_access; it checks what
 * each page needs beyond that itself (no-access inside the admin layout). Anyone else (signed out,
 * or signed in without admin_access) gets the no-access page inside the main layout; the admin area
 * never renders for them and its code is not even loaded.
 */
export function AdminGate() {
  const { lang } = useParams();
  const { user } = useAppState();
  if (!isLanguageCode(lang)) return <NotFoundInMainLayout />;
  return (
    <RequirePermission
      fallback={
        <StorefrontLayout>
          <Suspense fallback={<PageLoading />}>
            <NoAccessPage signedIn={user !== null} />
          </Suspense>
        </StorefrontLayout>
      }
    >
      <Suspense fallback={<LoadingScreen />}>
        <AdminArea />
      </Suspense>
    </RequirePermission>
  );
}
