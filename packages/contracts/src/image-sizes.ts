/**
 * The stored sizes of a product or category picture (longest side, pixels): the card and gallery
 * file, and the high-resolution one (`-hd`), which is also the zoomed view's. Pages offer both as
 * `srcset` widths.
 */
export const imagePixels = { normal: 400, highRes: 1000 } as const;
