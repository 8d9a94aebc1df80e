import type { systemEndpoints } from '@grocery/contracts';
import { examplesOf } from './examples-of';

export const systemExamples = examplesOf<typeof systemEndpoints>()({
  health: { response: { reject: false, reason: null, status: 'ok', database: 'pglite', uptimeSeconds: 1 } },
  publicConfig: {
    response: {
      reject: false,
      reason: null,
      currencySymbol: '₪',
      appVersion: '1.0.0',
      environment: 'production',
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapAttribution: '© OpenStreetMap contributors',
    },
  },
  ping: { response: { reject: false, reason: null } },
});
