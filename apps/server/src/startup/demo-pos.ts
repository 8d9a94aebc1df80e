import { type ReferencePos, startReferencePos } from '@grocery/pos-reference';
import type { Config } from '../config/config';

/**
 * With no POS configured (POS_URL, POS_PRICE_FILE) and NODE_ENV not production, the reference POS
 * runs in-process as the demo POS (decision 0048), so the Database sync page works on a fresh
 * machine; its credentials are printed with the demo accounts.
 */
export async function withDemoPos(config: Config): Promise<{ config: Config; demoPos: ReferencePos | null }> {
  if (config.pos.url || config.pos.priceFile || process.env.NODE_ENV === 'production') {
    return { config, demoPos: null };
  }
  const demoPos = await startReferencePos({ items: 2000 });
  return { config: { ...config, pos: { ...config.pos, url: demoPos.url, demo: true } }, demoPos };
}
