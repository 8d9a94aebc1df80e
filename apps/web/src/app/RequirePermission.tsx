import type { ReactNode } from 'react';
import { useMatches } from 'react-router-dom';
import { useAppState } from '../state/appState';
import { isAllowed, type Permission } from '../state/permissions';

export type RouteHandle = { page?: string; permission?: Permission };

/** The permissions the matched routes declare (`handle.permission`). */
function useRequiredPermissions(): Permission[] {
  const matches = useMatches();
  const required = new Set<Permission>();
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.permission) required.add(handle.permission);
  }
  return [...required];
}

/**
 * Renders its children when the user holds every permission the matched routes declare, otherwise
 * the fallback (the no-access page inside the main layout). The app renders routes only after the
 * start-up authentication has finished, so the user is known here. The server checks the same
 * permissions on every call (decision 0004); this guard only decides what to show.
 */
export function RequirePermission({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { user } = useAppState();
  const required = useRequiredPermissions();
  const allowed = required.every((permission) => isAllowed(user, permission));
  return <>{allowed ? children : fallback}</>;
}
