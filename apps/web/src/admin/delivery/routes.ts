import type { AdminPageRoute } from '../shared/routes';

/** The delivery regions pages, each its own lazy chunk (the map and its drawing only in the editor's). */
export const deliveryRoutes: AdminPageRoute[] = [
  {
    page: 'regions',
    permissions: ['delivery:read'],
    load: () => import('./list/RegionsScreen').then((m) => ({ default: m.RegionsScreen })),
  },
  {
    page: 'regionNew',
    permissions: ['delivery:write'],
    load: () => import('./editor/RegionEditorScreen').then((m) => ({ default: m.RegionNewScreen })),
  },
  {
    page: 'regionEdit',
    permissions: ['delivery:read'],
    load: () => import('./RegionEditorPage').then((m) => ({ default: m.RegionEditPage })),
  },
  {
    page: 'blackouts',
    permissions: ['delivery:read'],
    load: () => import('./blackouts/BlackoutsScreen').then((m) => ({ default: m.BlackoutsScreen })),
  },
];
