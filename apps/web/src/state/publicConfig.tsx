import { defaultCurrencySymbol, formatPrice } from '@grocery/contracts';
import { createContext, useContext } from 'react';
import type { PublicConfig } from '../api/publicConfig';

/**
 * Used until (or when) the server's answer is missing: the spec's client version, no environment,
 * OpenStreetMap's own tiles.
 */
export const fallbackConfig: PublicConfig = {
  currencySymbol: defaultCurrencySymbol,
  appVersion: '1.0.0',
  environment: '',
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapAttribution: '© OpenStreetMap contributors',
};

/** Provided by `StartupProvider` (app/Startup.tsx), which reads the config at start. */
export const PublicConfigContext = createContext<PublicConfig>(fallbackConfig);

export function usePublicConfig(): PublicConfig {
  return useContext(PublicConfigContext);
}

/** Formats prices with the configured currency symbol. */
export function usePriceFormatter(): (amount: number | string | null | undefined) => string {
  const { currencySymbol } = usePublicConfig();
  return (amount) => formatPrice(amount, currencySymbol);
}
