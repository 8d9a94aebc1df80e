import { useAppState } from '../../state/appState';
import { hasPermission } from '../../state/permissions';

/** What the signed-in admin may do to orders: move them on, note them, weigh them (status); edit their details (write). */
export function useOrderRights() {
  const { user } = useAppState();
  return { canStatus: hasPermission(user, 'orders:status'), canWrite: hasPermission(user, 'orders:write') };
}
