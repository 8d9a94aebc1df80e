import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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

  async putStream(key: string, body: AsyncIterable<Buffer>): Promise<number> {
    const target = this.filePath(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    let bytes = 0;
    const count = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(Readable.from(body), count, createWriteStream(temporary));
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
    return bytes;
  }

  async getStream(key: string): Promise<Readable | null> {
    const target = this.filePath(key);
    try {
      // Opened here, so that a missing file answers null rather than a stream that fails later.
      return (await fs.open(target)).createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
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
