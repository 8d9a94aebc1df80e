import { RegionsScreen } from './list/RegionsScreen';
import { regionsApi } from './queries';

/** /admin/{lang}/regions: the regions list on the server's calls. */
export function RegionsPage() {
  return <RegionsScreen api={regionsApi} />;
}
