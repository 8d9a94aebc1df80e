import type { User } from '@grocery/contracts';
import { type ReactNode, useEffect } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { render } from 'vitest-browser-react';
import type { LanguageCode } from '../../../i18n/language';
import { AppStateProvider, useAppActions, useAppState } from '../../../state/appState';
import { TestQueries } from './TestQueries';

export const testShopper: User = {
  userId: 7,
  displayName: 'Noa',
  email: 'noa@example.com',
  preferredLanguageCode: 'en',
  permissions: [],
};

/** The page as a signed-in shopper opens it: rendered once the user is known. */
function SignedIn({ user, children }: { user: User; children: ReactNode }) {
  const state = useAppState();
  const { setUser } = useAppActions();
  useEffect(() => setUser(user), [setUser, user]);
  return state.user ? children : null;
}

type Options = {
  /** The page's route, e.g. `/:lang/orders/:orderNumber`; `path` is where it opens. */
  route: string;
  path: string;
  /** null: nobody is signed in (the device cart). */
  user?: User | null;
};

/**
 * Component tests of a storefront page (Chromium): a fresh query client, the app's state with the
 * shopper signed in (or nobody), and a router at `path` in the page's language and direction.
 */
export function renderShopperPage(
  language: LanguageCode,
  page: ReactNode,
  { route, path, user = testShopper }: Options,
) {
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'he' ? 'rtl' : 'ltr';
  const routes = (
    <Routes>
      <Route path={route} element={page} />
    </Routes>
  );
  return render(
    <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <TestQueries>
        <AppStateProvider>{user ? <SignedIn user={user}>{routes}</SignedIn> : routes}</AppStateProvider>
      </TestQueries>
    </MemoryRouter>,
  );
}
