import { publicConfigResponse } from '@grocery/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, apiUrl, interpretAnswer, requestHeaders } from './client';
import { fetchPublicConfig } from './publicConfig';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('apiUrl', () => {
  it('puts paths under /api and accepts paths that already are', () => {
    expect(apiUrl('/cart/en')).toBe('/api/cart/en');
    expect(apiUrl('/api/public-config')).toBe('/api/public-config');
  });

  it('adds query parameters, skipping empty ones', () => {
    expect(apiUrl('/products', { q: 'מלפפון', page: 2, none: null })).toBe(
      '/api/products?q=%D7%9E%D7%9C%D7%A4%D7%A4%D7%95%D7%9F&page=2',
    );
  });
});

describe('requestHeaders', () => {
  it('sends the JSON content type and the custom header only on mutating calls', () => {
    expect(requestHeaders('GET', undefined)).toEqual({ Accept: 'application/json' });
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      expect(requestHeaders(method, {})).toMatchObject({
        'Content-Type': 'application/json',
        'X-Requested-With': 'grocery',
      });
    }
  });
  it('sends no content type without a body (a DELETE), only the custom header', () => {
    expect(requestHeaders('DELETE', undefined)).toEqual({
      Accept: 'application/json',
      'X-Requested-With': 'grocery',
    });
  });
});

describe('interpretAnswer', () => {
  it('returns the data of a successful answer', () => {
    expect(interpretAnswer(200, { reject: false, reason: null, value: 1 })).toEqual({
      reject: false,
      reason: null,
      value: 1,
    });
  });

  it('keeps when a rate-limited call may be made again', () => {
    expect(() =>
      interpretAnswer(429, {
        reject: true,
        reason: 'TOO_MANY_REQUESTS',
        message: 'Wait',
        retryAfterSeconds: 840,
      }),
    ).toThrow(expect.objectContaining({ status: 429, retryAfterSeconds: 840 }));
  });

  it('throws an ApiError carrying reason and ticketId for HTTP errors', () => {
    const error = (() => {
      try {
        interpretAnswer(500, { reject: true, reason: 'INTERNAL_ERROR', message: 'Boom', ticketId: 'T-123' });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 500,
      reason: 'INTERNAL_ERROR',
      message: 'Boom',
      ticketId: 'T-123',
    });
  });

  it("keeps a 400's issues, dropping entries of the wrong shape", () => {
    const answer = {
      reject: true,
      reason: 'BAD_REQUEST',
      message: 'The request does not match the expected shape.',
      issues: [{ path: 'body.polygonGeoJson', message: 'The edges cross.' }, { path: 3 }],
    };
    try {
      interpretAnswer(400, answer);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).issues).toEqual([
        { path: 'body.polygonGeoJson', message: 'The edges cross.' },
      ]);
    }
  });

  it('treats a business rejection as a failure unless the caller accepts rejections', () => {
    const rejected = { reject: true, reason: 'WRONG_CREDENTIALS' };
    expect(() => interpretAnswer(200, rejected)).toThrow(ApiError);
    expect(interpretAnswer(200, rejected, { allowReject: true })).toEqual(rejected);
  });

  it('reports an answer of the wrong shape', () => {
    expect(() => interpretAnswer(200, {}, { parse: publicConfigResponse })).toThrow(/Unexpected answer/);
  });
});

describe('api calls', () => {
  it("adds a call's own headers (the finalize Idempotency-Key) to the usual ones", async () => {
    const fetchMock = vi.fn(async () => answer(200, { reject: false, reason: null }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/orders/finalize', {
      method: 'POST',
      body: { shippingAddressId: 1 },
      headers: { 'idempotency-key': 'k-12345678' },
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/orders/finalize',
      expect.objectContaining({
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'X-Requested-With': 'grocery',
          'idempotency-key': 'k-12345678',
        },
      }),
    );
  });

  it('turns a network failure into an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/health')).rejects.toMatchObject({ reason: 'NETWORK_ERROR', status: 0 });
  });

  it('reads the public configuration', async () => {
    const body = {
      reject: false,
      reason: null,
      currencySymbol: '₪',
      appVersion: '1.0.0',
      environment: 'staging',
      mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      mapAttribution: '© OpenStreetMap contributors',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, body)),
    );
    await expect(fetchPublicConfig()).resolves.toMatchObject({
      currencySymbol: '₪',
      appVersion: '1.0.0',
      environment: 'staging',
      mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      mapAttribution: '© OpenStreetMap contributors',
    });
  });

  it('fails the public configuration on a non-JSON answer (the app then falls back to ₪)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 404 })),
    );
    await expect(fetchPublicConfig()).rejects.toBeInstanceOf(ApiError);
  });
});
