import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { AppErrorBoundary } from '../components/errorScreen/AppErrorBoundary';
import { ErrorScreen } from '../components/errorScreen/ErrorScreen';
import { LoadingScreen } from '../components/loadingScreen/LoadingScreen';
import { Toasts } from '../components/toast/Toasts';
import { toAppError } from '../state/appError';
import { useAppActions, useAppState } from '../state/appState';
import { useDocumentLanguage } from './useDocumentLanguage';

/** The root of every route: document language, start-up loading, the error screen and the toasts. */
export function Root() {
  const { loading, error } = useAppState();
  const { clearError } = useAppActions();
  useDocumentLanguage();
  // The app has taken over a page the server rendered: taps reach it (public/boot.js).
  useEffect(() => {
    delete document.documentElement.dataset.starting;
  }, []);
  return (
    <>
      {loading ? (
        <LoadingScreen />
      ) : (
        <AppErrorBoundary>
          <Outlet />
        </AppErrorBoundary>
      )}
      {error && <ErrorScreen error={error} onClear={clearError} />}
      <Toasts />
      <ScrollRestoration />
    </>
  );
}

/** Last resort for errors the layouts' boundaries did not catch; closing it re-renders the route. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentLanguage();
  return (
    <ErrorScreen
      error={toAppError(error)}
      onClear={() => navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true })}
    />
  );
}
