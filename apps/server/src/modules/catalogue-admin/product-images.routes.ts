import { catalogueAdminEndpoints } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { readImageUploads } from '../../uploads/image-uploads';

/** Product images uploaded ahead of the product change that attaches them (by their stored names). */
export async function productImageRoutes(app: AppInstance): Promise<void> {
  serve(app, catalogueAdminEndpoints.uploadProductImages, async (request) => {
    const images = await readImageUploads(request, { kind: 'product' });
    return { reject: false as const, reason: null, images };
  });
}
