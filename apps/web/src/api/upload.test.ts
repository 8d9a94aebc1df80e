import { productsAdminEndpoints } from '@grocery/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './client';
import { upload } from './upload';

/** Node has no XMLHttpRequest: a stand-in that records what was sent and answers as told. */
class FakeRequest {
  static last: FakeRequest | null = null;
  static answer = { status: 200, body: '' };
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  private listeners = new Map<string, () => void>();
  private uploadListeners = new Map<string, (event: ProgressEvent) => void>();
  upload = {
    addEventListener: (type: string, listener: (event: ProgressEvent) => void) =>
      this.uploadListeners.set(type, listener),
  };
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  send(body: FormData) {
    this.body = body;
    const progress = this.uploadListeners.get('progress');
    progress?.({ lengthComputable: true, loaded: 50, total: 200 } as ProgressEvent);
    progress?.({ lengthComputable: true, loaded: 200, total: 200 } as ProgressEvent);
    this.status = FakeRequest.answer.status;
    this.responseText = FakeRequest.answer.body;
    queueMicrotask(() => this.listeners.get(this.status ? 'load' : 'error')?.());
  }
  abort() {
    queueMicrotask(() => this.listeners.get('abort')?.());
  }
}

afterEach(() => vi.unstubAllGlobals());

function answering(status: number, body: unknown) {
  FakeRequest.answer = { status, body: body === undefined ? '' : JSON.stringify(body) };
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
}

const image = new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });

describe('upload', () => {
  it('sends the files as multipart with the forgery-check header, no JSON type, and reports progress', async () => {
    answering(200, { reject: false, reason: null, images: [] });
    const progress: number[] = [];
    const answer = await upload(
      productsAdminEndpoints.addImages,
      { params: { productId: 7 }, query: { setAsDefault: 'true' }, files: [image, image] },
      { onProgress: ({ fraction }) => progress.push(fraction) },
    );
    const sent = FakeRequest.last;
    expect(answer).toEqual({ reject: false, reason: null, images: [] });
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('/api/admin/products/7/images?setAsDefault=true');
    expect(sent?.withCredentials).toBe(true);
    expect(sent?.headers).toEqual({ Accept: 'application/json', 'X-Requested-With': 'grocery' });
    expect(sent?.body?.getAll('files')).toHaveLength(2);
    expect(progress).toEqual([0.25, 1]);
  });

  it('throws an ApiError with the reason of an HTTP error (not an image, too large)', async () => {
    answering(415, { reject: true, reason: 'UNSUPPORTED_MEDIA_TYPE', message: 'Not an image.' });
    const failure = upload(productsAdminEndpoints.addImages, {
      params: { productId: 7 },
      query: {},
      files: [image],
    });
    await expect(failure).rejects.toMatchObject({
      status: 415,
      reason: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Not an image.',
    });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
  });

  it('throws on a business rejection unless allowed, and NETWORK_ERROR when nothing answers', async () => {
    answering(200, { reject: true, reason: 'NOT_FOUND' });
    const input = { params: { productId: 7, productImageId: 3 }, files: [image] };
    await expect(upload(productsAdminEndpoints.replaceImage, input)).rejects.toMatchObject({
      reason: 'NOT_FOUND',
    });
    await expect(upload(productsAdminEndpoints.replaceImage, input, { allowReject: true })).resolves.toEqual({
      reject: true,
      reason: 'NOT_FOUND',
    });
    answering(0, undefined);
    await expect(upload(productsAdminEndpoints.replaceImage, input)).rejects.toMatchObject({
      reason: 'NETWORK_ERROR',
    });
  });

  it('cancels on an aborted signal with an AbortError', async () => {
    answering(200, {});
    const controller = new AbortController();
    controller.abort();
    const input = { params: { productId: 7, productImageId: 3 }, files: [image] };
    await expect(
      upload(productsAdminEndpoints.replaceImage, input, { signal: controller.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
