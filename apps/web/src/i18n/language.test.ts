import { describe, expect, it } from 'vitest';
import { languageFromPath, languageInPath, switchLanguagePath } from './language';

describe('languageFromPath', () => {
  it('reads the first segment in the storefront and the one after admin in the admin area', () => {
    expect(languageFromPath('/th/about')).toBe('th');
    expect(languageFromPath('/en')).toBe('en');
    expect(languageFromPath('/admin/th/products')).toBe('th');
    expect(languageFromPath('/admin/en')).toBe('en');
  });

  it('falls back to Hebrew when the URL carries no language code', () => {
    expect(languageFromPath('/')).toBe('he');
    expect(languageFromPath('/nope')).toBe('he');
    expect(languageFromPath('/admin')).toBe('he');
    expect(languageFromPath('/admin/xx/orders')).toBe('he');
    expect(languageInPath('/nope')).toBeNull();
  });
});

describe('switchLanguagePath', () => {
  it('replaces the language segment and keeps the query string and hash', () => {
    expect(
      switchLanguagePath({ pathname: '/en/products/4/2', search: '?sort=price', hash: '#top' }, 'he'),
    ).toBe('/he/products/4/2?sort=price#top');
    expect(switchLanguagePath({ pathname: '/he' }, 'th')).toBe('/th');
    expect(switchLanguagePath({ pathname: '/th/reset-password', search: '?token=abc' }, 'en')).toBe(
      '/en/reset-password?token=abc',
    );
  });

  it('replaces the segment after admin in the admin area', () => {
    expect(switchLanguagePath({ pathname: '/admin/en/products/12', search: '?tab=images' }, 'th')).toBe(
      '/admin/th/products/12?tab=images',
    );
    expect(switchLanguagePath({ pathname: '/admin/he' }, 'en')).toBe('/admin/en');
    expect(switchLanguagePath({ pathname: '/admin' }, 'th')).toBe('/admin/th');
  });

  it('inserts a language where the URL carries none', () => {
    expect(switchLanguagePath({ pathname: '/' }, 'en')).toBe('/en');
    expect(switchLanguagePath({ pathname: '/nope', search: '?a=1' }, 'th')).toBe('/th/nope?a=1');
  });

  it('does not touch a later segment that looks like a language', () => {
    expect(switchLanguagePath({ pathname: '/en/products/he' }, 'th')).toBe('/th/products/he');
  });

  it('keeps a trailing slash', () => {
    expect(switchLanguagePath({ pathname: '/en/about/' }, 'he')).toBe('/he/about/');
  });
});
