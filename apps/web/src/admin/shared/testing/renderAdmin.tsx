import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { render } from 'vitest-browser-react';
import type { LanguageCode } from '../../../i18n/language';
import { AdminProviders } from '../providers/AdminProviders';
import { createAdminQueryClient } from '../query/queryClient';

type Options = { language?: LanguageCode; path?: string };

/**
 * Component tests (Chromium): the back office's real providers, a fresh query client, and a router
 * at `/admin/{language}{path}` so texts and direction follow the language as in the app.
 */
export function renderAdmin(ui: ReactNode, { language = 'en', path = '' }: Options = {}) {
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'he' ? 'rtl' : 'ltr';
  const queryClient = createAdminQueryClient();
  return render(
    <MemoryRouter
      initialEntries={[`/admin/${language}${path}`]}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <AdminProviders queryClient={queryClient}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
      </AdminProviders>
    </MemoryRouter>,
  );
}
