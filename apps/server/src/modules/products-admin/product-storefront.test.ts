import {
  catalogueEndpoints,
  fillPath,
  productDetailsResponse,
  productsAdminEndpoints,
} from '@grocery/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userHolding } from '../../../test/access';
import {
  addCategory,
  addUserType,
  call,
  createProduct,
  type ProductsFixture,
  productsFixture,
  uploadTo,
} from '../../../test/products-fixture';
import { sampleImage } from '../../../test/uploads';
import { userUserTypes } from '../../db/schema';

/** What the back office saves, the shop shows at once: its cached answers are emptied by the change notices. */
let f: ProductsFixture;
let shelf: number;

beforeAll(async () => {
  f = await productsFixture();
  shelf = await addCategory(f, { name: 'Shelf' });
});
afterAll(() => f.close());

const details = async (productId: number, languageCode = 'en', cookie?: string) => {
  const response = await f.t.app.inject({
    method: 'GET',
    url: fillPath(catalogueEndpoints.productDetails.path, { languageCode, productId }),
    headers: cookie ? { cookie } : {},
  });
  return response.statusCode === 200 ? productDetailsResponse.parse(response.json()).product : null;
};
/** Notices arrive after the commit (on PostgreSQL over a connection of their own): wait a moment. */
const shown = (productId: number, languageCode = 'en', cookie?: string) =>
  expect.poll(() => details(productId, languageCode, cookie), { timeout: 2000, interval: 20 });

describe('the storefront after a back-office change', () => {
  it('shows a saved name and price, an uploaded default image, a translation; hides a deactivated product', async () => {
    const product = await createProduct(f, {
      productName: 'Oat drink',
      onlinePrice: 9,
      categoryIds: [shelf],
    });
    const { productId } = product;
    // Read once, so the answer is in the cache before each change.
    expect(await details(productId)).toMatchObject({
      productName: 'Oat drink',
      onlinePrice: 9,
      imageFile: null,
    });

    await call(f.t, productsAdminEndpoints.update, {
      cookie: f.editor.cookie,
      params: { productId },
      body: { version: 1, changes: { productName: 'Oat drink barista', onlinePrice: 11.5 } },
    });
    await shown(productId).toMatchObject({ productName: 'Oat drink barista', onlinePrice: 11.5 });

    const upload = await uploadTo(
      f.t,
      productsAdminEndpoints.addImages,
      [{ bytes: await sampleImage('png', 60, 60), name: 'oat.png', type: 'image/png' }],
      { cookie: f.editor.cookie, params: { productId } },
    );
    const [image] = upload.json().images;
    await shown(productId).toMatchObject({
      imageFile: image.imageFile,
      imageFileHighRes: image.imageFileHighRes,
      images: [{ productImageId: image.productImageId, isDefault: true }],
    });

    expect(await details(productId, 'th')).toMatchObject({ productName: 'Oat drink barista' });
    await call(f.t, productsAdminEndpoints.saveTranslation, {
      cookie: f.editor.cookie,
      params: { productId, languageCode: 'th' },
      body: { productName: 'นมข้าวโอ๊ต' },
    });
    await shown(productId, 'th').toMatchObject({ productName: 'นมข้าวโอ๊ต' });

    await call(f.t, productsAdminEndpoints.setActive, {
      cookie: f.editor.cookie,
      params: { productId },
      body: { active: false },
    });
    await shown(productId).toBeNull();
  });

  it('prices a user type’s shoppers at the price set in the back office, at once', async () => {
    const business = await addUserType(f, 'business');
    const shopper = await userHolding(f.t.app);
    await f.t.database.db.insert(userUserTypes).values({ userId: shopper.userId, userTypeId: business });
    const product = await createProduct(f, { onlinePrice: 20, categoryIds: [shelf] });
    const { productId } = product;
    expect(await details(productId, 'en', shopper.cookie)).toMatchObject({
      customerPrice: null,
      unitPrice: 20,
    });

    const saved = await call(f.t, productsAdminEndpoints.savePrices, {
      cookie: f.editor.cookie,
      params: { productId },
      body: { prices: [{ userTypeId: business, price: 15, minimumQuantity: 3 }] },
    });
    expect(saved.json()).toMatchObject({ reject: false });
    await shown(productId, 'en', shopper.cookie).toMatchObject({
      customerPrice: 15,
      unitPrice: 15,
      minimumQuantity: 3,
    });
    expect(await details(productId)).toMatchObject({
      customerPrice: null,
      unitPrice: 20,
      minimumQuantity: 1,
    });
  });
});
