import type { SyncSource } from '@grocery/contracts';
import type { Config } from '../../config/config';
import type { FileStorage } from '../../storage/storage';
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
  /** The uploaded file's storage key (a run is resumed only from the same file); null otherwise. */
  ref: string | null;
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
      ref: null,
    };
  }
  return {
    source: 'pos',
    posUrl: url ?? null,
    fixedSession: null,
    open: () => (url ? posHttpConnector({ url, ...timing }) : null),
    ref: null,
  };
}

/** An uploaded price file (price-upload.ts), read from the file storage: before any configured source. */
export function uploadedFileSource(storage: FileStorage, key: string): SyncSourceConfig {
  const open = async () => {
    const stream = await storage.getStream(key);
    if (!stream) throw new Error('the uploaded price file is no longer in the storage');
    return stream;
  };
  return {
    source: 'price-file',
    posUrl: null,
    fixedSession: 'price-file',
    open: () => priceFileConnector({ open }),
    ref: key,
  };
}
