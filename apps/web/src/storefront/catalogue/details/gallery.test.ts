import { describe, expect, it } from 'vitest';
import { galleryImages, swipeTarget, swipeThreshold } from './gallery';

describe('swipe', () => {
  it('needs min(80 px, 10 % of the width)', () => {
    expect(swipeThreshold(1000)).toBe(80);
    expect(swipeThreshold(375)).toBe(37.5);
    expect(swipeTarget(0, 3, -30, 375, 'ltr')).toBe(0);
    expect(swipeTarget(0, 3, -40, 375, 'ltr')).toBe(1);
    expect(swipeTarget(0, 3, -79, 1000, 'ltr')).toBe(0);
    expect(swipeTarget(0, 3, -80, 1000, 'ltr')).toBe(1);
  });
  it('follows the reading direction and stops at the ends', () => {
    expect(swipeTarget(1, 3, 100, 1000, 'ltr')).toBe(0);
    expect(swipeTarget(1, 3, 100, 1000, 'rtl')).toBe(2);
    expect(swipeTarget(2, 3, -100, 1000, 'ltr')).toBe(2);
    expect(swipeTarget(0, 3, 100, 1000, 'ltr')).toBe(0);
  });
});

describe('galleryImages', () => {
  it('uses the gallery, else the main picture, with the high-resolution file for zoom', () => {
    const image = (id: number, file: string, highRes: string | null) => ({
      productImageId: id,
      productId: 1,
      imageFile: file,
      imageFileHighRes: highRes,
      isDefault: id === 1,
      sortOrder: id,
      createdAt: '2025-01-01T00:00:00Z',
    });
    expect(
      galleryImages({
        images: [image(1, 'a.webp', 'a-hd.webp'), image(2, 'b.webp', null)],
        imageFile: null,
        imageFileHighRes: null,
      }),
    ).toEqual([
      { key: '1', src: '/api/products/images/a.webp', zoomSrc: '/api/products/images/a-hd.webp' },
      { key: '2', src: '/api/products/images/b.webp', zoomSrc: '/api/products/images/b.webp' },
    ]);
    expect(galleryImages({ images: [], imageFile: 'm.webp', imageFileHighRes: 'm-hd.webp' })).toEqual([
      { key: 'main', src: '/api/products/images/m.webp', zoomSrc: '/api/products/images/m-hd.webp' },
    ]);
    expect(galleryImages({ images: [], imageFile: null, imageFileHighRes: null })).toEqual([]);
  });
});
