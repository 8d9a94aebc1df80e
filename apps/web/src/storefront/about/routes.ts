import type { StorefrontPageRoute } from '../shared/routes';

export const aboutRoutes: StorefrontPageRoute[] = [
  { page: 'about', load: () => import('./AboutPage').then((module) => ({ default: module.AboutPage })) },
];
