import { catalogueEndpoints, fillPath } from '@grocery/contracts';

/** Image URLs as the server serves them (immutable caching); null when there is no file. */
export function productImageUrl(imageFile: string | null | undefined): string | null {
  return imageFile ? fillPath(catalogueEndpoints.productImage.path, { imageFile }) : null;
}

export function categoryImageUrl(imageFile: string | null | undefined): string | null {
  return imageFile ? fillPath(catalogueEndpoints.categoryImage.path, { imageFile }) : null;
}
