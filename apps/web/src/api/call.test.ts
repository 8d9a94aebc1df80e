import { cartEndpoints, catalogueEndpoints, shippingEndpoints } from '@grocery/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from './call';

afterEach(() => vi.unstubAllGlobals());

const done = { reject: false, reason: null };

/** Stubs fetch with one answer and returns the mock, to read what was sent. */
function answering(body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('call', () => {
  it('fills the path from the params (numbers too) and leaves an absent optional one out', async () => {
    const fetchMock = answering({ ...done, products: [], total: 0 });
    await call(catalogueEndpoints.products, { params: { languageCode: 'th', categoryId: 12, pageIndex: 3 } });
    await call(catalogueEndpoints.products, { params: { languageCode: 'en', categoryId: '7' } });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/products/th/12/3', '/api/products/en/7']);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', body: undefined });
  });

  it('sends the query in the URL, encoded', async () => {
    const fetchMock = answering({ ...done, products: [] });
    await call(catalogueEndpoints.search, {
      params: { searchTerm: 'חלב 3%' },
      query: { languageCode: 'he' },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/products/search/%D7%97%D7%9C%D7%91%203%25?languageCode=he',
    );
  });

  it('sends the body as JSON with the forgery-check header', async () => {
    const fetchMock = answering({ ...done, cartItem: null });
    await call(cartEndpoints.addItem, { body: { productId: 3, quantity: 1, languageCode: 'en' } });
    expect(fetchMock).toHaveBeenCalledWith('/api/cart/items', {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'X-Requested-With': 'grocery',
      },
      body: JSON.stringify({ productId: 3, quantity: 1, languageCode: 'en' }),
      signal: undefined,
    });
  });

  it('sends no body and no content type when the endpoint takes none, the header still', async () => {
    const fetchMock = answering({ ...done, address: {} });
    await call(shippingEndpoints.setDefault, { params: { shippingAddressId: 4 } });
    await call(cartEndpoints.removeItem, { params: { cartItemId: 9 } });
    const [post, remove] = fetchMock.mock.calls;
    expect(post?.[0]).toBe('/api/shipping-addresses/4/default');
    expect(post?.[1]).toMatchObject({ method: 'POST', body: undefined });
    expect(post?.[1].headers).toEqual({ Accept: 'application/json', 'X-Requested-With': 'grocery' });
    expect(remove?.[0]).toBe('/api/cart/items/9');
    expect(remove?.[1]).toMatchObject({ method: 'DELETE', body: undefined });
  });

  it('returns rejections as values only when asked', async () => {
    answering({ reject: true, reason: 'OUT_OF_STOCK', message: 'Gone' });
    const input = { body: { productId: 3, quantity: 1 } };
    await expect(call(cartEndpoints.addItem, input)).rejects.toMatchObject({ reason: 'OUT_OF_STOCK' });
    expect(await call(cartEndpoints.addItem, input, { allowReject: true })).toMatchObject({ reject: true });
  });
});
