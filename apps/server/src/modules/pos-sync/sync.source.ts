import type { SyncSource } from '@grocery/contracts';
import type { Config } from '../../config/config';
import type { PosConnector } from './connector';
import { posHttpConnector } from './connectors/pos-http';
import { priceFileConnector } from './connectors/price-full/connector';

/** The configured catalogue source (decision 0048): the POS HTTP API, a price file, or none. */
export interface SyncSourceConfig {
  source: SyncSource;
  /** Where a kept session is good (the POS's URL); null for a file or no POS. */
  posUrl: string | null;
  /** A price file needs no sign-in: its one session is this. */
  fixedSession: string | null;
  /** A new connector for one run or one sign-in; null when nothing is configured. */
  open(): (PosConnector & { close?(): Promise<void> }) | null;
}

export interface ConnectorTiming {
  timeoutMs?: number;
  retries?: number;
  backoffMs?: number;
}

export function syncSource(config: Config, timing: ConnectorTiming = {}): SyncSourceConfig {
  const { priceFile, url } = config.pos;
  if (priceFile) {
    const source = /^https?:\/\//.test(priceFile) ? { url: priceFile } : { path: priceFile };
    return {
      source: 'price-file',
      posUrl: null,
      fixedSession: 'price-file',
      open: () => priceFileConnector(source),
    };
  }
  return {
    source: 'pos',
    posUrl: url ?? null,
    fixedSession: null,
    open: () => (url ? posHttpConnector({ url, ...timing }) : null),
  };
}
