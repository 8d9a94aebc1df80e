import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { fetchPublicConfig, type PublicConfig } from '../api/publicConfig';
import { defaultCurrencySymbol, formatPrice } from '../i18n/format';
import { useAppActions } from './appState';

/** Used until (or when) the server's answer is missing: the spec's client version, no environment. */
const fallbackConfig: PublicConfig = {
  currencySymbol: defaultCurrencySymbol,
  appVersion: '1.0.0',
  environment: '',
};

const ConfigContext = createContext<PublicConfig>(fallbackConfig);

/**
 * Reads `GET /api/public-config` once at start; the app shows the loading screen meanwhile. When
 * the call fails the shop still opens, with the shekel sign as currency symbol.
 */
export function PublicConfigProvider({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<PublicConfig>(fallbackConfig);
  const { setLoading } = useAppActions();
  useEffect(() => {
    const controller = new AbortController();
    fetchPublicConfig(controller.signal)
      .then(setConfig)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('public config unavailable, using defaults', error);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [setLoading]);
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

export function usePublicConfig(): PublicConfig {
  return useContext(ConfigContext);
}

/** Formats prices with the configured currency symbol. */
export function usePriceFormatter(): (amount: number | string | null | undefined) => string {
  const { currencySymbol } = usePublicConfig();
  return (amount) => formatPrice(amount, currencySymbol);
}
