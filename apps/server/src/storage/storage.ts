import type { Config } from '../config/config';
import type { FileStorage } from './file-storage';
import { LocalStorage } from './local-storage';

// The drivers import the interface from file-storage.ts, never from here: no import circle.
export type { FileStorage, StoredFile } from './file-storage';

export async function createStorage(config: Config['storage']): Promise<FileStorage> {
  if (config.driver === 's3') {
    const { S3Storage } = await import('./s3-storage');
    return new S3Storage(config);
  }
  return new LocalStorage(config.directory);
}
