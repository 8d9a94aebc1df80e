import path from 'node:path';
import { type ProductImage, productImagesResponse, removeProductImageResponse } from '@grocery/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntries,
  type Call,
  call,
  createProduct,
  endpoints,
  type ProductsFixture,
  productsFixture,
  readProduct,
  snapshot,
  uploadTo,
} from '../../../test/products-fixture';
import { filesUnder, sampleImage, type UploadFile } from '../../../test/uploads';

let f: ProductsFixture;
let storageFolder: string;
let photo: UploadFile;

beforeAll(async () => {
  f = await productsFixture();
  storageFolder = path.join(f.t.dataDir, 'files');
  photo = { bytes: await sampleImage('jpeg', 320, 240), name: 'photo.jpg', type: 'image/jpeg' };
});
afterAll(() => f.close());

const stored = async () => (await filesUnder(storageFolder)).map((file) => path.basename(file));

async function add(productId: number, count: number, setAsDefault?: boolean) {
  const files = Array.from({ length: count }, () => photo);
  const response = await uploadTo(f.t, endpoints.addImages, files, {
    cookie: f.editor.cookie,
    params: { productId },
    query: { setAsDefault },
  });
  expect(response.statusCode, response.body).toBe(200);
  return productImagesResponse.parse(response.json()).images;
}

const ids = (images: ProductImage[]) => images.map((image) => image.productImageId);
const defaultOf = (images: ProductImage[]) => images.find((image) => image.isDefault);

/** The storefront's card reads the product's own columns: always the default image's files. */
async function expectCardShows(productId: number, image: ProductImage | undefined) {
  const product = await readProduct(f, productId);
  expect(product.imageFile).toBe(image?.imageFile ?? null);
  expect(product.imageFileHighRes).toBe(image?.imageFileHighRes ?? null);
}

describe('a product’s images', () => {
  it('adds after the others; the first becomes default when none was or when asked; the card follows', async () => {
    const { productId, version } = await createProduct(f);
    const first = await add(productId, 2);
    const [a, b] = ids(first) as [number, number];
    expect(
      first.map(({ productImageId, isDefault, sortOrder }) => ({ productImageId, isDefault, sortOrder })),
    ).toEqual([
      { productImageId: a, isDefault: true, sortOrder: 0 },
      { productImageId: b, isDefault: false, sortOrder: 1 },
    ]);
    await expectCardShows(productId, defaultOf(first));

    const kept = await add(productId, 1);
    expect(defaultOf(kept)?.productImageId).toBe(a);
    const c = ids(kept).at(-1) as number;
    expect(kept.find((image) => image.productImageId === c)?.sortOrder).toBe(2);

    const asked = await add(productId, 2, true);
    const d = Math.max(...ids(asked));
    expect(ids(asked)).toEqual([d - 1, a, b, c, d]);
    await expectCardShows(productId, defaultOf(asked));
    // Images save at once on their tab: the editor's version does not move.
    expect((await readProduct(f, productId)).version).toBe(version);
    expect(await auditEntries(f, 'product.images.add', productId)).toHaveLength(3);

    const listed = await call(f.t, endpoints.images, { cookie: f.reader.cookie, params: { productId } });
    expect(listed.headers['cache-control']).toBe('private, no-store');
    expect(productImagesResponse.parse(listed.json()).images).toEqual(asked);
  });

  it('replaces an image’s file in place (same place, same default); the old files go', async () => {
    const { productId } = await createProduct(f);
    const [first, second] = (await add(productId, 2)) as [ProductImage, ProductImage];
    const response = await uploadTo(f.t, endpoints.replaceImage, [photo], {
      cookie: f.editor.cookie,
      params: { productId, productImageId: first.productImageId },
    });
    expect(response.statusCode, response.body).toBe(200);
    const images = productImagesResponse.parse(response.json()).images;
    const replaced = images[0] as ProductImage;
    expect(replaced).toMatchObject({ productImageId: first.productImageId, isDefault: true, sortOrder: 0 });
    expect(replaced.imageFile).not.toBe(first.imageFile);
    expect(images[1]).toEqual(second);
    await expectCardShows(productId, replaced);
    const files = await stored();
    expect(files).not.toContain(first.imageFile);
    expect(files).not.toContain(first.imageFileHighRes);
    expect(files).toContain(replaced.imageFile);
  });

  it('refuses two files for a replacement, and 404s an image of another product; nothing kept', async () => {
    const { productId } = await createProduct(f);
    const other = await createProduct(f);
    const [image] = (await add(other.productId, 1)) as [ProductImage];
    const before = { files: await stored(), rows: await snapshot(f) };
    const send = (files: UploadFile[], productImageId: number) =>
      uploadTo(f.t, endpoints.replaceImage, files, {
        cookie: f.editor.cookie,
        params: { productId, productImageId },
      });
    expect((await send([photo, photo], image.productImageId)).statusCode).toBe(413);
    expect((await send([photo], image.productImageId)).statusCode).toBe(404);
    expect({ files: await stored(), rows: await snapshot(f) }).toEqual(before);
  });

  it('removes an image and its files; the next by sort order becomes default, and is reported', async () => {
    const { productId } = await createProduct(f);
    const [a, b, c] = (await add(productId, 3)) as [ProductImage, ProductImage, ProductImage];
    await call(f.t, endpoints.orderImages, {
      cookie: f.editor.cookie,
      params: { productId },
      body: { productImageIds: [a.productImageId, c.productImageId, b.productImageId] },
    });
    const remove = (image: ProductImage) =>
      call(f.t, endpoints.removeImage, {
        cookie: f.editor.cookie,
        params: { productId, productImageId: image.productImageId },
      });
    const first = removeProductImageResponse.parse((await remove(a)).json());
    expect(first.defaultImageId).toBe(c.productImageId);
    expect(ids(first.images)).toEqual([c.productImageId, b.productImageId]);
    expect(await stored()).not.toContain(a.imageFile);
    await expectCardShows(productId, defaultOf(first.images));

    const second = removeProductImageResponse.parse((await remove(b)).json());
    expect(second.defaultImageId).toBe(c.productImageId);
    const last = removeProductImageResponse.parse((await remove(c)).json());
    expect(last).toMatchObject({ images: [], defaultImageId: null });
    await expectCardShows(productId, undefined);
    expect(await auditEntries(f, 'product.image.remove', productId)).toHaveLength(3);
  });

  it('sets the default image, and puts the images in a new order', async () => {
    const { productId } = await createProduct(f);
    const [a, b, c] = ids(await add(productId, 3)) as [number, number, number];
    const setDefault = await call(f.t, endpoints.setDefaultImage, {
      cookie: f.editor.cookie,
      params: { productId },
      body: { productImageId: c },
    });
    const images = productImagesResponse.parse(setDefault.json()).images;
    expect(ids(images)).toEqual([c, a, b]);
    await expectCardShows(productId, defaultOf(images));

    const ordered = await call(f.t, endpoints.orderImages, {
      cookie: f.editor.cookie,
      params: { productId },
      body: { productImageIds: [b, c, a] },
    });
    expect(
      productImagesResponse
        .parse(ordered.json())
        .images.map(({ productImageId, sortOrder }) => [productImageId, sortOrder]),
    ).toEqual([
      [c, 1],
      [b, 0],
      [a, 2],
    ]);
  });

  it('answers 400 for an order that is not every image once, 404 for a default not the product’s', async () => {
    const { productId } = await createProduct(f);
    const [a, b] = ids(await add(productId, 2)) as [number, number];
    const other = await createProduct(f);
    const [foreign] = ids(await add(other.productId, 1)) as [number];
    const expectRefused = async (endpoint: typeof endpoints.orderImages, body: unknown, status: number) => {
      const before = await snapshot(f);
      const response = await call(f.t, endpoint, { cookie: f.editor.cookie, params: { productId }, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(await snapshot(f)).toEqual(before);
    };
    for (const order of [[a], [a, b, b], [a, b, foreign], [b, foreign], []])
      await expectRefused(endpoints.orderImages, { productImageIds: order }, 400);
    await expectRefused(endpoints.setDefaultImage as never, { productImageId: foreign }, 404);
    await expectRefused(endpoints.setDefaultImage as never, { productImageId: 'a' }, 400);
  });

  it('answers 400 for malformed ids or a replacement without a file; nothing written, nothing stored', async () => {
    const { productId } = await createProduct(f);
    const [image] = ids(await add(productId, 1)) as [number];
    const before = { files: await stored(), rows: await snapshot(f) };
    const refused = async (response: { statusCode: number }) => expect(response.statusCode).toBe(400);
    const editor = f.editor.cookie;
    await refused(await call(f.t, endpoints.images, { cookie: editor, params: { productId: 'x' } }));
    await refused(
      await call(f.t, endpoints.removeImage, { cookie: editor, params: { productId, productImageId: 0 } }),
    );
    await refused(
      await uploadTo(f.t, endpoints.replaceImage, [photo], {
        cookie: editor,
        params: { productId, productImageId: 'x' },
      }),
    );
    await refused(
      await uploadTo(f.t, endpoints.replaceImage, [], {
        cookie: editor,
        params: { productId, productImageId: image },
      }),
    );
    await refused(
      await uploadTo(f.t, endpoints.addImages, [photo], {
        cookie: editor,
        params: { productId },
        query: { setAsDefault: 'yes' },
      }),
    );
    expect({ files: await stored(), rows: await snapshot(f) }).toEqual(before);
  });

  it('answers 404 for an unknown product or image, 401 and 403, on every call; nothing written', async () => {
    const { productId } = await createProduct(f);
    const [image] = ids(await add(productId, 1)) as [number];
    const cases: [(typeof endpoints)[keyof typeof endpoints], Call][] = [
      [endpoints.images, { params: { productId } }],
      [endpoints.removeImage, { params: { productId, productImageId: image } }],
      [endpoints.setDefaultImage, { params: { productId }, body: { productImageId: image } }],
      [endpoints.orderImages, { params: { productId }, body: { productImageIds: [image] } }],
    ];
    for (const [endpoint, options] of cases) {
      const writes = endpoint.method !== 'GET';
      const expectStatus = async (cookie: string | null, status: number, params = options.params) => {
        const before = await snapshot(f);
        const response = await call(f.t, endpoint, { ...options, params, cookie });
        expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(status);
        expect(await snapshot(f)).toEqual(before);
      };
      await expectStatus(f.editor.cookie, 404, { ...options.params, productId: 999_999 });
      await expectStatus(null, 401);
      await expectStatus(f.shopper.cookie, 403);
      await expectStatus(writes ? f.reader.cookie : f.adminOnly.cookie, 403);
    }
    const missingImage = await call(f.t, endpoints.removeImage, {
      cookie: f.editor.cookie,
      params: { productId, productImageId: 999_999 },
    });
    expect(missingImage.statusCode).toBe(404);
    const upload = (cookie: string | null) =>
      uploadTo(f.t, endpoints.replaceImage, [photo], {
        cookie,
        params: { productId, productImageId: image },
      });
    expect((await upload(null)).statusCode).toBe(401);
    expect((await upload(f.reader.cookie)).statusCode).toBe(403);
  });
});
