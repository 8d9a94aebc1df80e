import { type ReactNode, useEffect, useState } from 'react';
import { fetchPublicConfig, type PublicConfig } from '../api/publicConfig';
import { useAppActions } from '../state/appState';
import { fallbackConfig, PublicConfigContext } from '../state/publicConfig';
import { UnreadNotificationsSync } from '../storefront/shared/notifications/unreadCount';
import { startSession } from '../storefront/shared/session';

/**
 * Start-up, behind the loading screen: reads `GET /api/public-config` and checks the session
 * (`GET /api/users/authenticate`) side by side; loading ends when both have finished, whatever their
 * outcome. When the config call fails the shop still opens, with the shekel sign as currency symbol;
 * when the session check fails the visitor is simply signed out (a warning is logged).
 */
export function StartupProvider({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<PublicConfig>(fallbackConfig);
  const { setLoading, setUser } = useAppActions();
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const configDone = fetchPublicConfig(signal)
      .then(setConfig)
      .catch((error: unknown) => {
        if (signal.aborted) return;
        console.warn('public config unavailable, using defaults', error);
      });
    const sessionDone = startSession(signal, setUser);
    Promise.all([configDone, sessionDone]).finally(() => {
      if (!signal.aborted) setLoading(false);
    });
    return () => controller.abort();
  }, [setLoading, setUser]);
  return (
    <PublicConfigContext.Provider value={config}>
      <UnreadNotificationsSync />
      {children}
    </PublicConfigContext.Provider>
  );
}
