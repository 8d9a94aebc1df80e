import { type PublicConfigResponse, systemEndpoints } from '@grocery/contracts';
import { call } from './call';

export type PublicConfig = Pick<
  PublicConfigResponse,
  'currencySymbol' | 'appVersion' | 'environment' | 'mapTileUrl' | 'mapAttribution'
>;

/**
 * `GET /api/public-config`, typed by the contracts' `publicConfigResponse` and not checked again: the
 * server checks its answer against that schema, and zod stays out of the first load (decision 0009).
 */
export function fetchPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return call(systemEndpoints.publicConfig, {}, { signal });
}
