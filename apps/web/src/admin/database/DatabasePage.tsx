import { DatabaseScreen } from './DatabaseScreen';
import { syncApi } from './queries';

/** /admin/{lang}/database: the Database sync screen on the server's calls. */
export function DatabasePage() {
  return <DatabaseScreen api={syncApi} />;
}
