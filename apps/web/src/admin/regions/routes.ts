import type { AdminPageRoute } from '../shared/routes';

/** The delivery regions pages, each its own lazy chunk (the map and its drawing only in the editor's). */
export const regionsRoutes: AdminPageRoute[] = [
  {
    page: 'regions',
    permissions: ['delivery:read'],
    load: () => import('./RegionsPage').then((m) => ({ default: m.RegionsPage })),
  },
  {
    page: 'regionNew',
    permissions: ['delivery:write'],
    load: () => import('./RegionEditorPage').then((m) => ({ default: m.RegionNewPage })),
  },
  {
    page: 'regionEdit',
    permissions: ['delivery:read'],
    load: () => import('./RegionEditorPage').then((m) => ({ default: m.RegionEditPage })),
  },
  {
    page: 'blackouts',
    permissions: ['delivery:read'],
    load: () => import('./BlackoutsPage').then((m) => ({ default: m.BlackoutsPage })),
  },
];
