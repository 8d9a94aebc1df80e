import type { ComponentType } from 'react';
import type { StorefrontPage } from './texts';

/**
 * One storefront page as its feature declares it, in the feature's own `routes.ts`: the page's name
 * (its path comes from the contracts' `storefrontPagePaths`) and its component, loaded lazily. A
 * page no feature declares shows its coming-soon page.
 */
export type StorefrontPageRoute = {
  page: StorefrontPage;
  load: () => Promise<{ default: ComponentType }>;
};
