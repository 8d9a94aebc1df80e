import { productsAdminEndpoints as endpoints } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { signedInUser } from '../../http/session-user';
import { orNotFound } from './answers';
import { readProductPrices, saveProductPrices } from './product-prices';
import { deleteTranslation, readTranslations, saveTranslation } from './product-translations';

/** A product's translations and its user-type prices: the editor's last two tabs. */
export async function productTextRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.database.db;

  serve(app, endpoints.translations, async (request) => {
    return orNotFound(await readTranslations(db, request.params.productId));
  });

  serve(app, endpoints.saveTranslation, async (request) => {
    const { productId, languageCode } = request.params;
    const actor = signedInUser(request);
    const translation = await saveTranslation(db, actor, productId, languageCode, request.body);
    return { translation: orNotFound(translation) };
  });

  serve(app, endpoints.deleteTranslation, async (request) => {
    const { productId, languageCode } = request.params;
    const deleted = await deleteTranslation(db, signedInUser(request), productId, languageCode);
    return { deleted: orNotFound(deleted) };
  });

  serve(app, endpoints.prices, async (request) => {
    return orNotFound(await readProductPrices(db, request.params.productId));
  });

  serve(app, endpoints.savePrices, async (request) => {
    const { productId } = request.params;
    const result = orNotFound(
      await saveProductPrices(db, signedInUser(request), productId, request.body.prices),
    );
    return result.reject ? result : { unit: result.unit, prices: result.prices };
  });
}
