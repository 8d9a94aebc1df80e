import { describe, expect, it } from 'vitest';
import { categoryImageUrl, productImageUrl } from '../../../api/imageUrls';
import { backTarget, readNavigationSource, shopPaths } from './paths';

describe('navigation source', () => {
  it('reads the products list (category and page) and the cart; anything else is none', () => {
    expect(readNavigationSource({ source: 'products-list', categoryId: 4, pageIndex: 2 })).toEqual({
      source: 'products-list',
      categoryId: 4,
      pageIndex: 2,
    });
    expect(readNavigationSource({ source: 'my-cart' })).toEqual({ source: 'my-cart' });
    expect(readNavigationSource({ source: 'products-list', categoryId: '4' })).toBeNull();
    expect(readNavigationSource(null)).toBeNull();
    expect(readNavigationSource('my-cart')).toBeNull();
  });
  it('sends the back button to the list page, the cart or home', () => {
    expect(backTarget('he', { source: 'products-list', categoryId: 4, pageIndex: 2 })).toBe(
      '/he/products/4/2',
    );
    expect(backTarget('th', { source: 'my-cart' })).toBe('/th/my-cart');
    expect(backTarget('en', null)).toBe('/en');
  });
});

describe('links and images', () => {
  it('builds the routes and image URLs', () => {
    expect(shopPaths.products('en', 7)).toBe('/en/products/7/0');
    expect(shopPaths.productDetails('he', 42)).toBe('/he/products/details/42');
    expect(productImageUrl('a.webp')).toBe('/api/products/images/a.webp');
    expect(categoryImageUrl('c.webp')).toBe('/api/categories/images/c.webp');
    expect(productImageUrl(null)).toBeNull();
  });
});
