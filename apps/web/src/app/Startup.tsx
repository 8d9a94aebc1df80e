import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { fetchPublicConfig, type PublicConfig } from '../api/publicConfig';
import { useAppActions } from '../state/appState';
import { fallbackConfig, PublicConfigContext } from '../state/publicConfig';
import { UnreadNotificationsSync } from '../storefront/shared/notifications/unreadCount';
import { startSession } from '../storefront/shared/session';

/**
 * Start-up, behind the loading screen: reads `GET /api/public-config` and checks the session
 * (`GET /api/users/authenticate`) side by side; loading ends when both have finished, whatever their
 * outcome. When the config call fails the shop still opens, with the shekel sign as currency symbol;
 * when the session check fails the visitor is simply signed out (a warning is logged). A page the
 * server rendered brings its `config` and shows at once; the session is checked after hydration, as
 * a transition, so that the server's HTML is never thrown away for it.
 */
export function StartupProvider({ children, config: given }: { children: ReactNode; config?: PublicConfig }) {
  const [config, setConfig] = useState<PublicConfig>(given ?? fallbackConfig);
  const { setLoading, setUser } = useAppActions();
  const configGiven = given !== undefined;
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const configDone = configGiven
      ? Promise.resolve()
      : fetchPublicConfig(signal)
          .then(setConfig)
          .catch((error: unknown) => {
            if (signal.aborted) return;
            console.warn('public config unavailable, using defaults', error);
          });
    const sessionDone = startSession(signal, (user) => startTransition(() => setUser(user)));
    Promise.all([configDone, sessionDone]).finally(() => {
      if (!signal.aborted) setLoading(false);
    });
    return () => controller.abort();
  }, [setLoading, setUser, configGiven]);
  return (
    <PublicConfigContext.Provider value={config}>
      <UnreadNotificationsSync />
      {children}
    </PublicConfigContext.Provider>
  );
}
