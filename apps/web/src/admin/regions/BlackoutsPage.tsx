import { BlackoutsScreen } from './blackouts/BlackoutsScreen';
import { regionsApi } from './queries';

/** /admin/{lang}/regions/blackouts */
export function BlackoutsPage() {
  return <BlackoutsScreen api={regionsApi} />;
}
