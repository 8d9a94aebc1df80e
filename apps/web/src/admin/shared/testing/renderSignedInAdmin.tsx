import type { Permission, User } from '@grocery/contracts';
import type { ReactNode } from 'react';
import { Toasts } from '../../../components/toast/Toasts';
import type { LanguageCode } from '../../../i18n/language';
import { AppStateProvider } from '../../../state/appState';
import { SignedIn } from '../grid/gridTestKit';
import { renderAdmin } from './renderAdmin';

/** A back-office user holding admin_access and these permissions. */
export function adminUser(...permissions: Permission[]): User {
  return {
    userId: 2,
    displayName: 'Dana Admin',
    email: 'dana@example.com',
    preferredLanguageCode: 'en',
    permissions: ['admin_access', ...permissions],
  };
}

type Options = { language?: LanguageCode; path?: string; user: User };

/** Renders `ui` as an admin page: the admin providers, the app state with `user` signed in, toasts. */
export function renderSignedInAdmin(ui: ReactNode, { language = 'en', path = '', user }: Options) {
  return renderAdmin(
    <AppStateProvider>
      <SignedIn user={user}>
        {ui}
        <Toasts />
      </SignedIn>
    </AppStateProvider>,
    { language, path },
  );
}
