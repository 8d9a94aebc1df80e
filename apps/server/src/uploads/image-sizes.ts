/** The storefront's image sizes (longest side, pixels): the card and gallery, and the zoomed view. */
export { imagePixels } from '@grocery/contracts';

/** A stored image's high-resolution file: `<name>-hd.webp` beside `<name>.webp`. */
export const highResSuffix = '-hd';

export const imageFolders = { product: 'product-images', category: 'category-images' } as const;
export type ImageKind = keyof typeof imageFolders;
