import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { Config } from '../../config/config';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/storage';
import { PosUnavailable } from './connector';
import { type FileHeader, fileHeader } from './connectors/price-full/header';
import { priceUpload } from './price-upload';
import { importPromotions, type PromoImportOptions } from './promotions-import';

/** A file's bytes from a path or an http(s) URL (as POS_PRICE_FILE is given). */
async function openLocation(location: string): Promise<Readable> {
  if (!/^https?:\/\//.test(location)) return createReadStream(location);
  const response = await fetch(location).catch((error: Error) => {
    throw new PosUnavailable('UNREACHABLE', `${location}: ${error.message}`);
  });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new PosUnavailable('UNREACHABLE', `${location} answered HTTP ${response.status}`);
  }
  return Readable.fromWeb(response.body as ReadableStream<Uint8Array>);
}

/** The bytes at a location, opened when first read: a failure to open surfaces as the reading's. */
async function* fromLocation(location: string): AsyncGenerator<Buffer> {
  const stream = await openLocation(location);
  try {
    for await (const chunk of stream) yield chunk as Buffer;
  } finally {
    stream.destroy();
  }
}

/** The header of a stream, which is closed after. */
async function headerOf(stream: Readable): Promise<FileHeader> {
  try {
    return await fileHeader(stream);
  } finally {
    stream.destroy();
  }
}

export interface PromotionSourceDeps {
  db: Database;
  config: Config;
  storage: FileStorage;
}

/**
 * Where the promotions come from and whose prices they must match (decision 0070): POS_PROMO_FILE
 * beside the prices, or a PromoFull the manager uploads. The prices' chain and store are read from
 * the uploaded price file, else from POS_PRICE_FILE when it is a path; from a URL or the POS API
 * they are not known, and any store's promotions are taken.
 */
export function promotionSources(deps: PromotionSourceDeps) {
  const { db, config, storage } = deps;

  async function pricesHeader(): Promise<FileHeader | null> {
    const upload = await priceUpload(db);
    try {
      if (upload) {
        const stream = await storage.getStream(upload.storageKey);
        return stream ? await headerOf(stream) : null;
      }
      const file = config.pos.priceFile;
      if (file && !/^https?:\/\//.test(file)) return await headerOf(createReadStream(file));
    } catch {
      // An unreadable price file is the price sync's to report; the check is then skipped.
    }
    return null;
  }

  const options = async (
    source: PromoImportOptions['source'],
    fileName: string | null,
  ): Promise<PromoImportOptions> => ({
    source,
    fileName,
    rateScale: config.pos.promoRateScale,
    clubs: config.pos.promoClubs,
    prices: await pricesHeader(),
  });

  return {
    /** Whether a full sync run imports promotions after the prices. */
    configured: () => config.pos.promoFile !== undefined,

    /** POS_PROMO_FILE, read and applied; an unreadable one changes nothing (the import row says why). */
    async importConfigured() {
      const location = config.pos.promoFile;
      if (!location) return null;
      const name = location.split('/').pop() ?? location;
      return importPromotions(db, fromLocation(location), await options('file', name));
    },

    /** The POS's promotions call, once a run applied its prices; a call that failed is recorded as the import's. */
    async importFromPos(read: () => Promise<AsyncIterable<Buffer> | null>) {
      let chunks: AsyncIterable<Buffer> | null;
      try {
        chunks = await read();
      } catch (error) {
        chunks = failed(error as Error);
      }
      return chunks && importPromotions(db, chunks, await options('pos', null));
    },

    /** An uploaded PromoFull, applied from the storage. */
    async importStored(key: string, fileName: string) {
      const stream = await storage.getStream(key);
      if (!stream) throw new Error(`the stored promotions file ${key} is missing`);
      return importPromotions(db, stream, await options('upload', fileName));
    },
  };
}

/** A source that fails as its opening did, so that the import records why. */
async function* failed(error: Error): AsyncGenerator<Buffer> {
  yield* [];
  throw error;
}

export type PromotionSources = ReturnType<typeof promotionSources>;
