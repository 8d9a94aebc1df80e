import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { Config } from '../config/config';
import { assertValidKey, type FileStorage, type StoredFile } from './file-storage';

type S3Config = Extract<Config['storage'], { driver: 's3' }>;

/** A streamed upload goes up in parts of this size (S3's least is 5 MiB): at most one part in memory. */
const PART_BYTES = 8 * 1024 * 1024;

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

  private async send(key: string, init: RequestInit, query = ''): Promise<Response> {
    return this.client.fetch(`${this.url(key)}${query}`, { ...init, signal: AbortSignal.timeout(15_000) });
  }

  private async sent(key: string, init: RequestInit, query: string, what: string): Promise<Response> {
    const response = await this.send(key, init, query);
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`Storage ${what} ${key} failed with HTTP ${response.status}`);
    }
    return response;
  }

  /** A small stream is one PUT; a larger one a multipart upload, aborted when anything fails. */
  async putStream(key: string, body: AsyncIterable<Buffer>, contentType: string): Promise<number> {
    let chunks: Buffer[] = [];
    let pending = 0;
    let bytes = 0;
    let uploadId: string | null = null;
    const etags: string[] = [];
    const sendPart = async (id: string) => {
      const part = etags.length + 1;
      const response = await this.sent(
        key,
        { method: 'PUT', body: new Uint8Array(Buffer.concat(chunks)) },
        `?partNumber=${part}&uploadId=${encodeURIComponent(id)}`,
        'UPLOAD PART',
      );
      etags.push(response.headers.get('etag') ?? '');
      chunks = [];
      pending = 0;
    };
    try {
      for await (const chunk of body) {
        chunks.push(chunk);
        pending += chunk.length;
        bytes += chunk.length;
        if (pending < PART_BYTES) continue;
        uploadId ??= await this.startMultipart(key, contentType);
        await sendPart(uploadId);
      }
      if (uploadId === null) {
        await this.put(key, Buffer.concat(chunks), contentType);
        return bytes;
      }
      if (pending > 0) await sendPart(uploadId);
      const parts = etags.map(
        (etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${etag}</ETag></Part>`,
      );
      const done = await this.sent(
        key,
        { method: 'POST', body: `<CompleteMultipartUpload>${parts.join('')}</CompleteMultipartUpload>` },
        `?uploadId=${encodeURIComponent(uploadId)}`,
        'COMPLETE UPLOAD',
      );
      // S3 may answer 200 with an error in the body.
      if ((await done.text()).includes('<Error>')) throw new Error(`Storage COMPLETE UPLOAD ${key} failed`);
      return bytes;
    } catch (error) {
      if (uploadId !== null) {
        const abort = `?uploadId=${encodeURIComponent(uploadId)}`;
        await this.send(key, { method: 'DELETE' }, abort).catch(() => {});
      }
      throw error;
    }
  }

  private async startMultipart(key: string, contentType: string): Promise<string> {
    const response = await this.sent(
      key,
      { method: 'POST', headers: { 'content-type': contentType } },
      '?uploads',
      'START UPLOAD',
    );
    const id = /<UploadId>([^<]+)<\/UploadId>/.exec(await response.text())?.[1];
    if (!id) throw new Error(`Storage START UPLOAD ${key} answered no upload id`);
    return id;
  }

  /** Only the answer's headers are timed: a large file is read for as long as its reader takes. */
  async getStream(key: string): Promise<Readable | null> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), 15_000);
    let response: Response;
    try {
      response = await this.client.fetch(this.url(key), { method: 'GET', signal: abort.signal });
    } finally {
      clearTimeout(timer);
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new Error(`Storage GET ${key} failed with HTTP ${response.status}`);
    }
    return Readable.fromWeb(response.body as ReadableStream<Uint8Array>);
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
