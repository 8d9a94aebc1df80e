/** Where images and other files live: a local folder by default, S3-compatible storage when configured. */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
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
