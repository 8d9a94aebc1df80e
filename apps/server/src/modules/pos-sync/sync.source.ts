import type { SyncSource } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config/config';
import { rowsOf } from '../../db/client';
import type { Executor } from '../../db/user-lock';
import type { FileStorage } from '../../storage/storage';
import type { PosConnector } from './connector';
import { posHttpConnector } from './connectors/pos-http';
import { priceFileConnector } from './connectors/price-full/connector';
import { type ReadLimits, UNPACK_FACTOR } from './connectors/price-full/read';
import { priceUpload } from './price-upload';

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

/** A price file, from any source, is read within these (decision 0061). */
export const readLimitsOf = (config: Config): ReadLimits => ({
  maxUnpackedBytes: UNPACK_FACTOR * config.pos.priceFileMaxBytes,
});

export function syncSource(config: Config, timing: ConnectorTiming = {}): SyncSourceConfig {
  const { priceFile, url } = config.pos;
  if (priceFile) {
    const source = /^https?:\/\//.test(priceFile) ? { url: priceFile } : { path: priceFile };
    return {
      source: 'price-file',
      posUrl: null,
      fixedSession: 'price-file',
      open: () => priceFileConnector(source, readLimitsOf(config)),
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
export function uploadedFileSource(storage: FileStorage, key: string, limits: ReadLimits): SyncSourceConfig {
  const open = async () => {
    const stream = await storage.getStream(key);
    if (!stream) throw new Error('the uploaded price file is no longer in the storage');
    return stream;
  };
  return {
    source: 'price-file',
    posUrl: null,
    fixedSession: 'price-file',
    open: () => priceFileConnector({ open }, limits),
    ref: key,
  };
}

/** Where runs read from: the uploaded price file when there is one, else the configured source. */
export function syncSources(config: Config, storage: FileStorage, timing?: ConnectorTiming) {
  const configured = syncSource(config, timing);
  /** An uploaded price file by its storage key; no key: the configured source. */
  const ofFile = (key: string | null | undefined): SyncSourceConfig =>
    key ? uploadedFileSource(storage, key, readLimitsOf(config)) : configured;
  return {
    ofFile,
    /** The source now. */
    current: async (executor: Executor) => ofFile((await priceUpload(executor))?.storageKey),
    /** A run reads the file it started on (its source_ref), else the configured source. */
    ofRun: async (executor: Executor, runId: number) => {
      const [run] = rowsOf<{ ref: string | null }>(
        await executor.execute(sql`select source_ref as ref from pos_sync_runs where run_id = ${runId}`),
      );
      return ofFile(run?.ref);
    },
  };
}

export type SyncSources = ReturnType<typeof syncSources>;

/** Whether runs may start: a file needs no sign-in; the POS needs a kept session for its URL. */
export async function connected(executor: Executor, source: SyncSourceConfig): Promise<boolean> {
  if (source.fixedSession) return true;
  if (!source.posUrl) return false;
  const rows = rowsOf(
    await executor.execute(
      sql`select 1 from pos_connection where connection_id = 1 and source = ${source.posUrl}`,
    ),
  );
  return rows.length > 0;
}
