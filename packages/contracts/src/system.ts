import { z } from 'zod';
import { ok } from './envelope';

export const healthResponse = ok({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});

/** What the web app needs to know about this shop before it renders. */
export const publicConfigResponse = ok({
  currencySymbol: z.string(),
  appVersion: z.string(),
  environment: z.string(),
  /** Map tiles for the address map: a {z}/{x}/{y} URL template and the attribution it requires. */
  mapTileUrl: z.string(),
  mapAttribution: z.string(),
});
export type PublicConfigResponse = z.infer<typeof publicConfigResponse>;

/** The bare answer of /api/ping. */
export const pingResponse = ok({});
