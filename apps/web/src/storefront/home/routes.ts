import type { StorefrontPageRoute } from '../shared/routes';

export const homeRoutes: StorefrontPageRoute[] = [
  { page: 'home', load: () => import('./HomePage').then((module) => ({ default: module.HomePage })) },
];
