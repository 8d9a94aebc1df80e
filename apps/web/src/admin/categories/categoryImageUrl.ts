import { catalogueEndpoints, fillPath } from '@grocery/contracts';

/** A category image's address, as the storefront serves it (immutable caching). */
export function categoryImageUrl(imageFile: string | null): string | null {
  return imageFile ? fillPath(catalogueEndpoints.categoryImage.path, { imageFile }) : null;
}
