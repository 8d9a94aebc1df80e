import type * as schemas from '../catalogue-admin';
import { endpointsOf } from '../endpoint';

/** The back office's catalogue: products, categories and their images. */
export const catalogueAdminEndpoints = endpointsOf<typeof schemas>()('catalogue-admin', {
  uploadProductImages: {
    method: 'POST',
    path: '/api/admin/product-images',
    access: ['admin_access', 'catalogue:write'],
    summary:
      'Stores one or more product images (multipart/form-data, JPEG, PNG, WebP, AVIF or GIF by content), re-encoded to WebP in the normal and high-resolution sizes; answers the stored names.',
    upload: true,
    response: 'productImagesUploadResponse',
  },
});
