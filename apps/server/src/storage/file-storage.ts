import type { Readable } from 'node:stream';

/** Where images and other files live: a local folder by default, S3-compatible storage when configured. */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Stores a stream without holding it whole in memory (a large upload); nothing is left under the
   * key when the stream fails. Answers the bytes stored.
   */
  putStream(key: string, body: AsyncIterable<Buffer>, contentType: string): Promise<number>;
  /** null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  /** The file as a stream (read without holding it whole); null when there is no such file. */
  getStream(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export interface StoredFile {
  body: Buffer;
  contentType: string;
  /** A strong validator for conditional requests. */
  etag: string;
  lastModified: Date;
}

/** Keys are server-made: folders and file names of letters, digits, dot, dash and underscore. */
export const storageKeyPattern = /^[a-z0-9_-]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

export function assertValidKey(key: string): void {
  if (!storageKeyPattern.test(key) || key.includes('..')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
}
