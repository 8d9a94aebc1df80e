import { type PublicConfigResponse, systemEndpoints } from '@grocery/contracts';
import { call } from './call';

export type PublicConfig = Pick<
  PublicConfigResponse,
  'currencySymbol' | 'appVersion' | 'environment' | 'mapTileUrl' | 'mapAttribution'
>;

/**
 * Checks the answer's shape (the type comes from the contracts' `publicConfigResponse`; the web
 * checks these three fields by hand so that zod stays out of the storefront's first load).
 */
export function parsePublicConfig(value: unknown): PublicConfig {
  const data = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const { currencySymbol, appVersion, environment, mapTileUrl, mapAttribution } = data;
  if (typeof currencySymbol !== 'string' || currencySymbol.length === 0) throw new Error('currencySymbol');
  if (typeof appVersion !== 'string') throw new Error('appVersion');
  if (typeof environment !== 'string') throw new Error('environment');
  if (typeof mapTileUrl !== 'string' || !mapTileUrl.includes('{z}')) throw new Error('mapTileUrl');
  if (typeof mapAttribution !== 'string') throw new Error('mapAttribution');
  return { currencySymbol, appVersion, environment, mapTileUrl, mapAttribution };
}

export async function fetchPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return parsePublicConfig(await call(systemEndpoints.publicConfig, {}, { signal }));
}
