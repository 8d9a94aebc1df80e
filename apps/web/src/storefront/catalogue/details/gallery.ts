import type { ProductDetails } from '@grocery/contracts';
import { productImageUrl } from '../../../api/imageUrls';

export type GalleryImage = { key: string; src: string; zoomSrc: string };

/**
 * The gallery's pictures: the product's images (default first, then by sort order, as the server
 * sends them), or its main picture when it has no gallery; the high-resolution file for zoom.
 */
export function galleryImages(
  product: Pick<ProductDetails, 'images' | 'imageFile' | 'imageFileHighRes'>,
): GalleryImage[] {
  const images =
    product.images.length > 0
      ? product.images.map((image) => ({
          key: String(image.productImageId),
          file: image.imageFile,
          highRes: image.imageFileHighRes,
        }))
      : product.imageFile
        ? [{ key: 'main', file: product.imageFile, highRes: product.imageFileHighRes }]
        : [];
  return images.flatMap(({ key, file, highRes }) => {
    const src = productImageUrl(file);
    if (!src) return [];
    return [{ key, src, zoomSrc: productImageUrl(highRes) ?? src }];
  });
}

/** A swipe counts when it moves at least 80 px or 10 % of the gallery's width, whichever is less. */
export function swipeThreshold(width: number): number {
  return Math.min(80, width * 0.1);
}

/**
 * The picture a swipe leads to: a finger moving towards the start of the reading direction shows the
 * next picture (left in English, right in Hebrew); short moves and the ends change nothing.
 */
export function swipeTarget(
  index: number,
  count: number,
  deltaX: number,
  width: number,
  direction: 'ltr' | 'rtl',
): number {
  if (Math.abs(deltaX) < swipeThreshold(width)) return index;
  const forward = direction === 'ltr' ? deltaX < 0 : deltaX > 0;
  const next = index + (forward ? 1 : -1);
  return next < 0 || next >= count ? index : next;
}
