import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, type FileStorage, type StoredFile } from './file-storage';

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

export class LocalStorage implements FileStorage {
  constructor(private readonly directory: string) {}

  private filePath(key: string): string {
    assertValidKey(key);
    return path.join(this.directory, key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.filePath(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a reader never sees a half-written file.
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(temporary, body);
    await fs.rename(temporary, target);
  }

  async get(key: string): Promise<StoredFile | null> {
    const target = this.filePath(key);
    try {
      const [body, stat] = await Promise.all([fs.readFile(target), fs.stat(target)]);
      return {
        body,
        contentType: contentTypes[path.extname(key).toLowerCase()] ?? 'application/octet-stream',
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        lastModified: stat.mtime,
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.filePath(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      await fs.access(this.filePath(key));
      return true;
    } catch {
      return false;
    }
  }
}
