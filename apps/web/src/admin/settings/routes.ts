import type { AdminPageRoute } from '../shared/routes';

export const settingsRoutes: AdminPageRoute[] = [
  {
    page: 'settings',
    permissions: ['system:read'],
    load: () => import('./SettingsScreen').then((module) => ({ default: module.SettingsScreen })),
  },
];
