import { lazy } from 'react';

/**
 * The not-found page as a chunk of its own: rarely shown, so outside every route's first load
 * (decision 0009). The layouts hold the Suspense boundary it needs.
 */
export const LazyNotFoundPage = lazy(() =>
  import('./NotFoundPage').then((module) => ({ default: module.NotFoundPage })),
);
