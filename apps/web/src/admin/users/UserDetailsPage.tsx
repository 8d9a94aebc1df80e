import { AdminComingSoonPage } from '../shared/AdminComingSoonPage';

/** Placeholder until the grid and the form kit land. */
export function UserDetailsPage() {
  return <AdminComingSoonPage page="userDetails" />;
}
