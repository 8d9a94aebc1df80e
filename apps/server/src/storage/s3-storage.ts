import { AwsClient } from 'aws4fetch';
import type { Config } from '../config/config';
import { assertValidKey, type FileStorage, type StoredFile } from './file-storage';

type S3Config = Extract<Config['storage'], { driver: 's3' }>;

/** S3-compatible object storage (AWS S3, MinIO, R2, ...) through signed HTTP requests. */
export class S3Storage implements FileStorage {
  private readonly client: AwsClient;
  private readonly baseUrl: string;

  constructor(config: S3Config) {
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      service: 's3',
    });
    const endpoint = (config.endpoint ?? `https://s3.${config.region}.amazonaws.com`).replace(/\/$/, '');
    this.baseUrl = config.forcePathStyle
      ? `${endpoint}/${config.bucket}`
      : endpoint.replace('://', `://${config.bucket}.`);
  }

  private url(key: string): string {
    assertValidKey(key);
    return `${this.baseUrl}/${key}`;
  }

  private async send(key: string, init: RequestInit): Promise<Response> {
    return this.client.fetch(this.url(key), { ...init, signal: AbortSignal.timeout(15_000) });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const response = await this.send(key, {
      method: 'PUT',
      body: new Uint8Array(body),
      headers: { 'content-type': contentType },
    });
    if (!response.ok) throw new Error(`Storage PUT ${key} failed with HTTP ${response.status}`);
  }

  async get(key: string): Promise<StoredFile | null> {
    const response = await this.send(key, { method: 'GET' });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Storage GET ${key} failed with HTTP ${response.status}`);
    return {
      body: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      etag: response.headers.get('etag') ?? `"${response.headers.get('content-length') ?? '0'}"`,
      lastModified: new Date(response.headers.get('last-modified') ?? Date.now()),
    };
  }

  async delete(key: string): Promise<void> {
    const response = await this.send(key, { method: 'DELETE' });
    if (!response.ok && response.status !== 404) {
      throw new Error(`Storage DELETE ${key} failed with HTTP ${response.status}`);
    }
  }

  async exists(key: string): Promise<boolean> {
    const response = await this.send(key, { method: 'HEAD' });
    if (response.status === 404) return false;
    if (!response.ok) throw new Error(`Storage HEAD ${key} failed with HTTP ${response.status}`);
    return true;
  }
}
